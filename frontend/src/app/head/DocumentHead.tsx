import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetMenuQuery } from '../../shared/menu/menu-api';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { useRouteMatches } from '../router/AppRouter';
import { HEAD_ATTRIBUTE, pageHead, type PageHead } from './page-head';

function applyHead(head: PageHead): void {
  document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]:not(title)`)) element.remove();
  const add = (tag: 'meta' | 'link' | 'script', attributes: Record<string, string>, text?: string) => {
    const element = document.createElement(tag);
    element.setAttribute(HEAD_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  };
  if (head.description !== null) add('meta', { name: 'description', content: head.description });
  if (head.canonical !== null) add('link', { rel: 'canonical', href: head.canonical });
  if (head.robots !== null) add('meta', { name: 'robots', content: head.robots });
  for (const tag of head.openGraph) add('meta', { property: tag.property, content: tag.content });
  if (head.jsonLd !== null) add('script', { type: 'application/ld+json' }, head.jsonLd);
}

/** Keeps <head> (title, description, canonical, Open Graph, JSON-LD) in step with the page after client navigation. */
export function DocumentHead() {
  const { pathname } = useLocation();
  const notFound = useRouteMatches().some((match) => match.route.id === 'not-found');
  const restaurant = useRestaurant();
  const { data: menu } = useGetMenuQuery('menu', { skip: pathname.replace(/\/+$/, '') !== '/menu' });
  const head = pageHead(pathname, { restaurant, menu, notFound });
  const key = JSON.stringify(head);

  useEffect(() => {
    applyHead(JSON.parse(key) as PageHead);
  }, [key]);

  return null;
}
