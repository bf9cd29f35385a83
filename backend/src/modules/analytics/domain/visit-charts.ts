import { eachDay, type DayRange } from '../../../infra/clock/report-range.js';

/**
 * The Visits tab's charts (issue 29): visits per London day, top pages, top sources, and which
 * visitors went on to order. The repository's SQL counts; these are the rules it follows (it takes
 * the pattern, the paths and the site's host from here) and what is made of its counts.
 */

export const TOP_PAGES = 10;
export const TOP_SOURCES = 10;

/** The pages a placed order lands on (frontend app/router/routes.tsx): pay later, and back from Stripe. */
export const ORDER_CONFIRMATION_PATHS = ['/thank-you', '/payment-success'] as const;

/** A visit with neither a campaign nor a referrer: the address typed, a bookmark, an app. */
export const DIRECT_SOURCE = 'Direct';

/** Visitors whose every visit of the day came from another page of the site (a visit begun the day before). */
export const ALREADY_ON_SITE = 'Already on the site';

/** Sources past the top ones, summed in the conversion table (first arrivals add up). */
export const OTHER_SOURCES = 'Other sources';

/** A host as sources are grouped: lower-cased, without "www." (www.google.com and google.com are one source). */
export function sourceHost(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith('www.') ? lower.slice(4) : lower;
}

/**
 * The host of an absolute URL, `scheme://[user@]host[:port][/?#...]` (IPv6 in brackets), as a
 * source; null without one (no referrer, a relative one, an empty host). In plain string steps the
 * repository's SQL repeats one for one: a regular expression per visit is what made it slow.
 */
export function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  const [scheme, afterScheme = '', authority = ''] = referrer.split('/');
  if (scheme.length < 2 || !scheme.endsWith(':') || afterScheme !== '') return null;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1).split('?')[0].split('#')[0];
  const host = hostAndPort.startsWith('[') ? `${hostAndPort.split(']')[0]}]` : hostAndPort.split(':')[0];
  return host ? sourceHost(host) : null;
}

/** The site's own host (PUBLIC_URL's): a referrer from it is a move between pages, not an arrival. */
export function siteHost(publicUrl: string): string {
  return sourceHost(new URL(publicUrl).hostname);
}

/** The page of a stored path (`/menu?utm_source=flyer` is /menu). */
export const pageOf = (path: string): string => path.split('?')[0];

export const isOrderConfirmation = (path: string): boolean => (ORDER_CONFIRMATION_PATHS as readonly string[]).includes(pageOf(path));

export interface VisitOrigin {
  path: string;
  utmSource: string | null;
  referrer: string | null;
}

/**
 * Where a visit came from, or null when it did not arrive from anywhere: a move from another page of
 * the site, or an order confirmation (the end of a checkout begun here, even when it comes back from
 * Stripe's page). Otherwise the campaign (utm_source, lower-cased), else the referrer's host, else Direct.
 */
export function visitSource(visit: VisitOrigin, site: string): string | null {
  if (isOrderConfirmation(visit.path)) return null;
  if (visit.utmSource) return visit.utmSource.toLowerCase();
  const host = referrerHost(visit.referrer);
  if (host === null) return DIRECT_SOURCE;
  return host === site ? null : host;
}

/** Converted visitors over visitors, 0..1 to 3 decimals; 0 without visitors. */
export function conversionShare(converted: number, visitors: number): number {
  return visitors === 0 ? 0 : Math.round((converted / visitors) * 1000) / 1000;
}

export interface DayVisits {
  date: string;
  visits: number;
}

/** Every day of the range in order, a day without visits as 0. */
export function visitsEveryDay(range: DayRange, counted: readonly DayVisits[]): DayVisits[] {
  const byDate = new Map(counted.map((day) => [day.date, day.visits]));
  return eachDay(range).map((date) => ({ date, visits: byDate.get(date) ?? 0 }));
}

/**
 * The repository's counts for one source (null: no arrival). `visits` counts the visits from it;
 * `visitors` the visitors (an IP address on a London day) whose first arrival of the day came from
 * it, and `converted` those of them who reached an order confirmation that day.
 */
export interface SourceCounts {
  source: string | null;
  visits: number;
  visitors: number;
  converted: number;
}

export interface SourceConversion {
  source: string;
  visitors: number;
  convertedVisitors: number;
  share: number;
}

export interface SourceCharts {
  topSources: { source: string; visits: number }[];
  /** Visits that moved between pages of the site (or landed on an order confirmation): from no source. */
  internalVisits: number;
  conversionBySource: SourceConversion[];
  conversion: Omit<SourceConversion, 'source'>;
}

const conversionOf = (source: string, visitors: number, converted: number): SourceConversion => ({
  source,
  visitors,
  convertedVisitors: converted,
  share: conversionShare(converted, visitors),
});

/** Most first, then by name: the same order every time. */
const byCount =
  <T extends { source: string | null }>(count: (row: T) => number) =>
  (a: T, b: T): number =>
    count(b) - count(a) || String(a.source).localeCompare(String(b.source));

/**
 * The sources' charts: the top sources by visits; per source (the top ones by visitors, the rest
 * summed as Other sources, visitors already on the site apart) the share who ordered; and overall.
 * A visitor has one first arrival a day, so the rows add up to the overall figure.
 */
export function sourceCharts(rows: readonly SourceCounts[]): SourceCharts {
  const arrivals = rows.filter((row): row is SourceCounts & { source: string } => row.source !== null);
  const topSources = arrivals
    .filter((row) => row.visits > 0)
    .sort(byCount((row) => row.visits))
    .slice(0, TOP_SOURCES)
    .map(({ source, visits }) => ({ source, visits }));
  const withVisitors = arrivals.filter((row) => row.visitors > 0).sort(byCount((row) => row.visitors));
  const top = withVisitors.slice(0, TOP_SOURCES);
  const rest = withVisitors.slice(TOP_SOURCES);
  const noArrival = rows.find((row) => row.source === null);
  const sum = (list: readonly SourceCounts[], count: (row: SourceCounts) => number) => list.reduce((total, row) => total + count(row), 0);
  const conversionBySource = [
    ...top.map((row) => conversionOf(row.source, row.visitors, row.converted)),
    ...(rest.length > 0 ? [conversionOf(OTHER_SOURCES, sum(rest, (row) => row.visitors), sum(rest, (row) => row.converted))] : []),
    ...(noArrival && noArrival.visitors > 0 ? [conversionOf(ALREADY_ON_SITE, noArrival.visitors, noArrival.converted)] : []),
  ];
  const visitors = sum(rows, (row) => row.visitors);
  const converted = sum(rows, (row) => row.converted);
  const conversion = { visitors, convertedVisitors: converted, share: conversionShare(converted, visitors) };
  return { topSources, internalVisits: noArrival?.visits ?? 0, conversionBySource, conversion };
}

/** The counts the charts are made of, for some days: per day, per page, per source. */
export interface VisitCounts {
  byDay: DayVisits[];
  pages: { path: string; visits: number }[];
  sources: SourceCounts[];
}

/**
 * The stretches of the range not yet rolled up (each run of consecutive days), in order: the charts
 * count these from the visits themselves (today, and any day the worker has not reached).
 */
export function unrolledRuns(range: DayRange, rolled: ReadonlySet<string>): DayRange[] {
  const runs: DayRange[] = [];
  let previousUnrolled = false;
  for (const date of eachDay(range)) {
    const unrolled = !rolled.has(date);
    if (unrolled && previousUnrolled) runs[runs.length - 1].to = date;
    else if (unrolled) runs.push({ from: date, to: date });
    previousUnrolled = unrolled;
  }
  return runs;
}

/**
 * Counts of separate days added together. Every count adds up across days: a visitor is an IP
 * address on one London day, so a day's first arrivals and conversions are that day's alone.
 */
export function addVisitCounts(parts: readonly VisitCounts[]): VisitCounts {
  const days = new Map<string, number>();
  const pages = new Map<string, number>();
  const sources = new Map<string | null, SourceCounts>();
  for (const part of parts) {
    for (const { date, visits } of part.byDay) days.set(date, (days.get(date) ?? 0) + visits);
    for (const { path, visits } of part.pages) pages.set(path, (pages.get(path) ?? 0) + visits);
    for (const row of part.sources) {
      const sum = sources.get(row.source) ?? { source: row.source, visits: 0, visitors: 0, converted: 0 };
      sources.set(row.source, { source: row.source, visits: sum.visits + row.visits, visitors: sum.visitors + row.visitors, converted: sum.converted + row.converted });
    }
  }
  return {
    byDay: [...days].map(([date, visits]) => ({ date, visits })).sort((a, b) => a.date.localeCompare(b.date)),
    pages: [...pages].map(([path, visits]) => ({ path, visits })),
    sources: [...sources.values()],
  };
}

/** The most visited pages, most first, then by path (the order SQL's ORDER BY visits DESC, path gave). */
export function topPages(pages: readonly { path: string; visits: number }[], limit = TOP_PAGES): { path: string; visits: number }[] {
  return [...pages].sort((a, b) => b.visits - a.visits || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, limit);
}
