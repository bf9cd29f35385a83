import { DataSource } from 'typeorm';
import { TestHttpClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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

  it('refuses a path that is not a path and stores nothing', async () => {
    const response = await new TestHttpClient(api.url).post('/api/visits', { path: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    await expect(api.app.get(DataSource).getRepository(SiteVisit).countBy({ path: 'javascript:alert(1)' })).resolves.toBe(0);
  });
});
