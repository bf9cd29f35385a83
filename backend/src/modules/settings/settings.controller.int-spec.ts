import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SettingsService } from './settings.service.js';

describe('GET /api/settings', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers the typed public settings, reflecting a change at once', async () => {
    await api.app.get(SettingsService).setSetting('delivery_fee', '300');
    const response = await fetch(`${api.url}/api/settings`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ deliveryFee: 300, maxDistance: expect.any(Number), deliveries: expect.any(Boolean) });
  });
});
