import { isAllowedPushEndpoint } from './web-push.sender.js';

describe('isAllowedPushEndpoint', () => {
  const allowed = ['https://fcm.googleapis.com', 'https://*.notify.windows.com', 'http://127.0.0.1:4015'];

  it('allows the push services configured, by exact origin or subdomain', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', allowed)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4015/push/1', allowed)).toBe(true);
  });

  it('refuses any other address a browser (or an attacker) could send', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.test/x',
      'http://fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://notify.windows.com/x',
      'https://evil.test/?https://fcm.googleapis.com',
      'https://user:pass@fcm.googleapis.com/x',
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      expect([endpoint, isAllowedPushEndpoint(endpoint, allowed)]).toEqual([endpoint, false]);
    }
  });
});
