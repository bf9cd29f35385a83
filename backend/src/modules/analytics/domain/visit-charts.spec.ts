import {
  addVisitCounts,
  ALREADY_ON_SITE,
  conversionShare,
  DIRECT_SOURCE,
  OTHER_SOURCES,
  referrerHost,
  siteHost,
  sourceCharts,
  type SourceCounts,
  topPages,
  TOP_SOURCES,
  unrolledRuns,
  visitsEveryDay,
  visitSource,
} from './visit-charts.js';

const SITE = 'walkden.example';
const visit = (path: string, referrer: string | null = null, utmSource: string | null = null) => ({ path, referrer, utmSource });

describe('the host of a referrer', () => {
  it('is the host lower-cased, without www., port, user or path', () => {
    expect(referrerHost('https://www.Google.com/search?q=chicken')).toBe('google.com');
    expect(referrerHost('http://l.facebook.com:8080/x')).toBe('l.facebook.com');
    expect(referrerHost('https://user:secret@news.example.org/a#b')).toBe('news.example.org');
    expect(referrerHost('android-app://com.google.android.gm/')).toBe('com.google.android.gm');
    expect(referrerHost('http://[2001:db8::1]:3000/menu')).toBe('[2001:db8::1]');
    expect(referrerHost('https://query.example?x=1')).toBe('query.example');
    expect(referrerHost('https://fragment.example#top')).toBe('fragment.example');
  });

  it('keeps other sub-domains and a "www" that is not a label of its own', () => {
    expect(referrerHost('https://m.www.example.com/')).toBe('m.www.example.com');
    expect(referrerHost('https://wwwexample.com/')).toBe('wwwexample.com');
  });

  it('is null for no referrer, a relative one, or one without a host', () => {
    expect(referrerHost(null)).toBeNull();
    expect(referrerHost('')).toBeNull();
    expect(referrerHost('/menu')).toBeNull();
    expect(referrerHost('file:///home/me/page.html')).toBeNull();
    expect(referrerHost('https:/one-slash.example/')).toBeNull();
    expect(referrerHost('//no-scheme.example/')).toBeNull();
    expect(referrerHost('https:')).toBeNull();
  });

  it("reads the site's own host from PUBLIC_URL the same way", () => {
    expect(siteHost('https://www.Walkden.example')).toBe(SITE);
    expect(siteHost('http://localhost:3000')).toBe('localhost');
  });
});

describe('the source of a visit', () => {
  it('is the campaign first, lower-cased, whatever the referrer', () => {
    expect(visitSource(visit('/menu?utm_source=Facebook', 'https://google.com/', 'Facebook'), SITE)).toBe('facebook');
  });

  it("is the referrer's host without a campaign", () => {
    expect(visitSource(visit('/menu', 'https://www.instagram.com/p/1'), SITE)).toBe('instagram.com');
  });

  it('is Direct with neither', () => {
    expect(visitSource(visit('/'), SITE)).toBe(DIRECT_SOURCE);
    expect(visitSource(visit('/', '/relative'), SITE)).toBe(DIRECT_SOURCE);
    expect(visitSource(visit('/', null, ''), SITE)).toBe(DIRECT_SOURCE);
  });

  it("is none for a move from another page of the site (its www. too, any port)", () => {
    expect(visitSource(visit('/contact', `https://${SITE}/menu`), SITE)).toBeNull();
    expect(visitSource(visit('/contact', `https://WWW.${SITE}:443/menu`), SITE)).toBeNull();
  });

  it("is none for an order confirmation, even back from Stripe's page or with a campaign", () => {
    expect(visitSource(visit('/payment-success', 'https://checkout.stripe.com/'), SITE)).toBeNull();
    expect(visitSource(visit('/thank-you?utm_source=mail', null, 'mail'), SITE)).toBeNull();
    // Not a confirmation: only the page itself is.
    expect(visitSource(visit('/thank-you-card', 'https://checkout.stripe.com/'), SITE)).toBe('checkout.stripe.com');
  });
});

describe('the conversion share', () => {
  it('is converted over visitors, to 3 decimals', () => {
    expect(conversionShare(1, 3)).toBe(0.333);
    expect(conversionShare(2, 3)).toBe(0.667);
    expect(conversionShare(1, 8)).toBe(0.125);
    expect(conversionShare(1, 2000)).toBe(0.001);
    expect(conversionShare(1, 2001)).toBe(0);
    expect(conversionShare(5, 5)).toBe(1);
  });

  it('is 0 without visitors', () => {
    expect(conversionShare(0, 0)).toBe(0);
  });
});

describe('visits every day', () => {
  it('lists each day of the range in order, a day without visits as 0', () => {
    expect(visitsEveryDay({ from: '2035-10-27', to: '2035-10-30' }, [{ date: '2035-10-29', visits: 4 }, { date: '2035-10-27', visits: 1 }])).toEqual([
      { date: '2035-10-27', visits: 1 },
      { date: '2035-10-28', visits: 0 },
      { date: '2035-10-29', visits: 4 },
      { date: '2035-10-30', visits: 0 },
    ]);
  });
});

describe('the source charts', () => {
  const row = (source: string | null, visits: number, visitors: number, converted: number): SourceCounts => ({ source, visits, visitors, converted });

  it('ranks sources by visits, keeps internal moves apart, and gives each its share of visitors who ordered', () => {
    const charts = sourceCharts([row('google.com', 5, 3, 1), row(null, 40, 1, 1), row(DIRECT_SOURCE, 9, 4, 0), row('facebook', 5, 2, 2)]);
    expect(charts.topSources).toEqual([
      { source: DIRECT_SOURCE, visits: 9 },
      { source: 'facebook', visits: 5 },
      { source: 'google.com', visits: 5 },
    ]);
    expect(charts.internalVisits).toBe(40);
    expect(charts.conversionBySource).toEqual([
      { source: DIRECT_SOURCE, visitors: 4, convertedVisitors: 0, share: 0 },
      { source: 'google.com', visitors: 3, convertedVisitors: 1, share: 0.333 },
      { source: 'facebook', visitors: 2, convertedVisitors: 2, share: 1 },
      { source: ALREADY_ON_SITE, visitors: 1, convertedVisitors: 1, share: 1 },
    ]);
    expect(charts.conversion).toEqual({ visitors: 10, convertedVisitors: 4, share: 0.4 });
  });

  it(`lists the top ${TOP_SOURCES} sources and sums the rest as Other sources`, () => {
    const rows = Array.from({ length: TOP_SOURCES + 2 }, (_, index) => row(`site${String(index).padStart(2, '0')}.example`, 100 - index, 50 - index, index % 2));
    const charts = sourceCharts(rows);
    expect(charts.topSources).toHaveLength(TOP_SOURCES);
    expect(charts.topSources[0]).toEqual({ source: 'site00.example', visits: 100 });
    expect(charts.conversionBySource).toHaveLength(TOP_SOURCES + 1);
    // The last two (visitors 40 and 39, converted 0 and 1) make Other sources.
    expect(charts.conversionBySource.at(-1)).toEqual({ source: OTHER_SOURCES, visitors: 79, convertedVisitors: 1, share: 0.013 });
  });

  it('answers zeros for a range without visits', () => {
    expect(sourceCharts([])).toEqual({ topSources: [], internalVisits: 0, conversionBySource: [], conversion: { visitors: 0, convertedVisitors: 0, share: 0 } });
  });
});

describe('the days the charts count from the visits themselves', () => {
  const range = { from: '2035-10-22', to: '2035-10-28' };

  it('are the runs of consecutive days not rolled up, in order', () => {
    expect(unrolledRuns(range, new Set(['2035-10-22', '2035-10-23', '2035-10-25']))).toEqual([
      { from: '2035-10-24', to: '2035-10-24' },
      { from: '2035-10-26', to: '2035-10-28' },
    ]);
  });

  it('are the whole range when nothing is rolled, and none when every day is', () => {
    expect(unrolledRuns(range, new Set())).toEqual([range]);
    expect(unrolledRuns(range, new Set(['2035-10-22', '2035-10-23', '2035-10-24', '2035-10-25', '2035-10-26', '2035-10-27', '2035-10-28']))).toEqual([]);
  });

  it('cross the October clock change as days, not hours', () => {
    expect(unrolledRuns({ from: '2035-10-27', to: '2035-10-29' }, new Set(['2035-10-29']))).toEqual([{ from: '2035-10-27', to: '2035-10-28' }]);
  });
});

describe('counts of separate days added together', () => {
  it('sum each day, page and source (no arrival included), first arrivals and conversions too', () => {
    const rolled = {
      byDay: [{ date: '2035-10-22', visits: 3 }, { date: '2035-10-23', visits: 2 }],
      pages: [{ path: '/menu', visits: 4 }, { path: '/', visits: 1 }],
      sources: [
        { source: 'google.com', visits: 3, visitors: 2, converted: 1 },
        { source: null, visits: 2, visitors: 0, converted: 0 },
      ],
    };
    const today = {
      byDay: [{ date: '2035-10-24', visits: 2 }],
      pages: [{ path: '/menu', visits: 1 }, { path: '/thank-you', visits: 1 }],
      sources: [
        { source: 'google.com', visits: 1, visitors: 1, converted: 1 },
        { source: null, visits: 1, visitors: 0, converted: 0 },
      ],
    };
    const sum = addVisitCounts([rolled, today]);
    expect(sum.byDay).toEqual([{ date: '2035-10-22', visits: 3 }, { date: '2035-10-23', visits: 2 }, { date: '2035-10-24', visits: 2 }]);
    expect(sum.pages).toEqual(expect.arrayContaining([{ path: '/menu', visits: 5 }, { path: '/', visits: 1 }, { path: '/thank-you', visits: 1 }]));
    expect(sum.pages).toHaveLength(3);
    expect(sum.sources).toEqual(expect.arrayContaining([
      { source: 'google.com', visits: 4, visitors: 3, converted: 2 },
      { source: null, visits: 3, visitors: 0, converted: 0 },
    ]));
    expect(sum.sources).toHaveLength(2);
  });

  it('of no parts are no counts', () => {
    expect(addVisitCounts([])).toEqual({ byDay: [], pages: [], sources: [] });
  });
});

describe('the top pages', () => {
  it('are the most visited first, ties by path, at most the limit', () => {
    const pages = [{ path: '/b', visits: 2 }, { path: '/menu', visits: 5 }, { path: '/a', visits: 2 }, { path: '/c', visits: 1 }];
    expect(topPages(pages, 3)).toEqual([{ path: '/menu', visits: 5 }, { path: '/a', visits: 2 }, { path: '/b', visits: 2 }]);
  });
});
