import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/router/routes';

/** Whether a link's href leads to a page of the route table (not to the catch-all 404 page). */
export function isRoutedPath(href: string | null): boolean {
  if (!href?.startsWith('/')) return false;
  const leaf = matchRoutes(routes, new URL(href, 'http://localhost').pathname)?.at(-1)?.route;
  return Boolean(leaf) && leaf?.path !== '*';
}

/** The internal hrefs among these links that lead nowhere (expect it to equal []). */
export function unroutedHrefs(links: HTMLElement[]): string[] {
  return links
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => Boolean(href?.startsWith('/')) && !isRoutedPath(href));
}
