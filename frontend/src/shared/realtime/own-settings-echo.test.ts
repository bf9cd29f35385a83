import { isOwnSettingsEcho, noteOwnSettingsSave } from './own-settings-echo';

describe("a page's own settings save", () => {
  it('is its echo for 10 seconds, for the keys it saved only', () => {
    noteOwnSettingsSave(['deliveries', 'delivery_fee'], 1_000);
    expect(isOwnSettingsEcho('deliveries', 1_000 + 9_999)).toBe(true);
    expect(isOwnSettingsEcho('collections', 1_000)).toBe(false);
    expect(isOwnSettingsEcho('delivery_fee', 1_000 + 10_001)).toBe(false);
  });
});
