import { applicationServerKey } from './push-api';

describe('applicationServerKey', () => {
  it('turns the base64url VAPID key into the bytes PushManager.subscribe() takes', () => {
    // 0xfb 0xff 0xbf: '+', '/' and padding in plain base64, '-', '_' and none in base64url.
    expect([...applicationServerKey('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...applicationServerKey('BAEC')]).toEqual([4, 1, 2]);
    expect(applicationServerKey('AQ')).toEqual(new Uint8Array([1]));
  });
});
