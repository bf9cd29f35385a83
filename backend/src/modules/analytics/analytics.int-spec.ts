import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uniqueClientIp } from '../orders/orders.test-factory.js';
import { VISIT_LOG_LIMIT } from './analytics.service.js';
import { SiteVisit } from './entities/site-visit.entity.js';

describe('visit logging', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('logs a page view with its campaign source, IP and user agent', async () => {
    const browser = new TestHttpClient(api.url, { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'VisitTest/1.0' });
    const response = await browser.post('/api/visits', { path: '/menu?utm_source=flyer', referrer: 'https://example.org/' });
    expect(response.status).toBe(204);
    const visit = await api.app.get(DataSource).getRepository(SiteVisit).findOneByOrFail({ path: '/menu?utm_source=flyer' });
    expect(visit).toMatchObject({ utmSource: 'flyer', ipAddress: '203.0.113.9', referrer: 'https://example.org/', userAgent: 'VisitTest/1.0' });
  });

  it('keeps the path and utm_* parameters only: an e-mailed link\'s token never reaches the Visits table', async () => {
    const browser = new TestHttpClient(api.url, { 'x-forwarded-for': '203.0.113.10' });
    const response = await browser.post('/api/visits', { path: '/auth/confirm?token=visit-secret&utm_source=mail', referrer: 'http://localhost/booking/cancel?token=visit-secret' });
    expect(response.status).toBe(204);
    const visit = await api.app.get(DataSource).getRepository(SiteVisit).findOneByOrFail({ ipAddress: '203.0.113.10' });
    expect(visit).toMatchObject({ path: '/auth/confirm?utm_source=mail', referrer: 'http://localhost/booking/cancel', utmSource: 'mail' });
  });

  it('never takes the client IP from the body: a visit that states one is refused and nothing is stored', async () => {
    const browser = new TestHttpClient(api.url, { 'x-forwarded-for': '203.0.113.10' });
    const response = await browser.post('/api/visits', { path: '/contact?utm_content=body-ip', ip: '198.51.100.66' });
    expect(response.status).toBe(400);
    await expect(api.app.get(DataSource).getRepository(SiteVisit).countBy({ path: '/contact?utm_content=body-ip' })).resolves.toBe(0);
    await expect(api.app.get(DataSource).getRepository(SiteVisit).countBy({ ipAddress: '198.51.100.66' })).resolves.toBe(0);
  });

  it('refuses a path that is not a path and stores nothing', async () => {
    const response = await new TestHttpClient(api.url).post('/api/visits', { path: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    await expect(api.app.get(DataSource).getRepository(SiteVisit).countBy({ path: 'javascript:alert(1)' })).resolves.toBe(0);
  });

  it('records at most VISIT_LOG_LIMIT visits an hour from one address (an IPv6 /64), then answers 429 and stores nothing', async () => {
    const prefix = uniqueClientIp().split(':').slice(0, 4).join(':');
    // A path of its own (visits keep the path and utm_* only, so a query would not tell them apart).
    const path = `/flood-${prefix.replaceAll(':', '-')}`;
    const answers = await Promise.all(
      Array.from({ length: VISIT_LOG_LIMIT.limit }, (_, n) => new TestHttpClient(api.url, { 'x-forwarded-for': `${prefix}::${(n + 1).toString(16)}` }).post('/api/visits', { path })),
    );
    expect(answers.filter((response) => response.status === 204)).toHaveLength(VISIT_LOG_LIMIT.limit);
    const refused = await new TestHttpClient(api.url, { 'x-forwarded-for': `${prefix}:1:2:3:4` }).post('/api/visits', { path });
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'TOO_MANY_VISITS']);
    await expect(api.app.get(DataSource).getRepository(SiteVisit).countBy({ path })).resolves.toBe(VISIT_LOG_LIMIT.limit);
    expect((await new TestHttpClient(api.url, { 'x-forwarded-for': uniqueClientIp() }).post('/api/visits', { path })).status).toBe(204);
  });
});

describe('visit logging behind a proxy the api does not trust', () => {
  let api: TestApp;

  beforeAll(async () => {
    // The test's requests come from 127.0.0.1; here only the cluster's 10.x ingress is trusted.
    api = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('ignores X-Forwarded-For from an untrusted peer and stores the socket address', async () => {
    const browser = new TestHttpClient(api.url, { 'x-forwarded-for': '203.0.113.77' });
    const response = await browser.post('/api/visits', { path: '/menu?utm_content=untrusted-peer' });
    expect(response.status).toBe(204);
    const visit = await api.app.get(DataSource).getRepository(SiteVisit).findOneByOrFail({ path: '/menu?utm_content=untrusted-peer' });
    expect(visit.ipAddress).toBe('127.0.0.1');
  });

});
