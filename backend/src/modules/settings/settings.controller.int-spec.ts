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

  it('answers the typed public settings, reflecting a change at once, and leaves the setting as it found it', async () => {
    const settings = api.app.get(SettingsService);
    const publicSettings = async () => {
      const response = await fetch(`${api.url}/api/settings`);
      expect(response.status).toBe(200);
      return (await response.json()) as { deliveryFee: number };
    };
    const { deliveryFee: before } = await publicSettings();
    const changed = before + 55;
    try {
      await settings.setSetting('delivery_fee', String(changed));
      expect(await publicSettings()).toMatchObject({ deliveryFee: changed, maxDistance: expect.any(Number), deliveries: expect.any(Boolean) });
    } finally {
      await settings.setSetting('delivery_fee', String(before));
    }
    expect((await publicSettings()).deliveryFee).toBe(before);
  });
});
