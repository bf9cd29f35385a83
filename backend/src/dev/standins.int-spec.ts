import nodemailer from 'nodemailer';
import * as oidc from 'openid-client';
import { startMailCatcher, type RunningMailCatcher } from './mail-catcher.js';
import { linksIn, MailInboxClient, sentTo } from './mail-inbox.client.js';
import { setNextOidcUser } from './oidc-standin.client.js';
import { DEFAULT_OIDC_USER, startOidcStandin, type RunningOidcStandin } from './oidc-standin.js';
import { startPlacesStandin } from './places-standin.js';
import { startPostcodeStandin } from './postcode-standin.js';
import type { RunningStandin } from './http-server.js';

describe('SMTP catcher and its inbox client', () => {
  let catcher: RunningMailCatcher;
  let inbox: MailInboxClient;

  beforeAll(async () => {
    catcher = await startMailCatcher({ port: 0, webPort: 0 });
    inbox = new MailInboxClient(catcher.url);
  });

  afterAll(() => catcher.close());

  it('captures what Nodemailer sends and lets a test wait for it, read its links and clear the inbox', async () => {
    const transport = nodemailer.createTransport({ url: catcher.smtpUrl });
    await transport.sendMail({
      from: 'Walkden <orders@example.com>',
      to: 'Customer@Example.com',
      subject: 'Confirm your e-mail',
      text: 'Confirm here: http://localhost:3000/api/auth/confirm?token=abc&next=%2F',
      html: '<p><a href="http://localhost:3000/api/auth/confirm?token=abc&amp;next=%2F">Confirm</a></p>',
    });

    const message = await inbox.waitForMessage(sentTo('customer@example.com', 'Confirm your e-mail'), 5_000);

    expect(message.from[0].address).toBe('orders@example.com');
    expect(linksIn(message)).toEqual(['http://localhost:3000/api/auth/confirm?token=abc&next=%2F']);
    await inbox.clear();
    await expect(inbox.listMessages()).resolves.toEqual([]);
  });

  it('names what did arrive when the awaited message does not', async () => {
    await expect(inbox.waitForMessage(sentTo('nobody@example.com'), 300)).rejects.toThrow(/No matching e-mail within 300 ms/);
  });

  it('serves the web inbox page', async () => {
    const page = await fetch(catcher.url, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });
});

describe('OpenID Connect stand-in', () => {
  let provider: RunningOidcStandin;
  const redirectUri = 'http://127.0.0.1:3999/api/auth/google/callback';

  beforeAll(async () => {
    provider = await startOidcStandin({ port: 0 });
  });

  afterAll(() => provider.close());

  /** The whole code flow with PKCE and state, as the product runs it with openid-client. */
  async function signIn(): Promise<oidc.IDToken> {
    const config = await oidc.discovery(new URL(provider.url), 'walkden-local-client', 'walkden-local-secret', undefined, {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authorizeUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(answer.headers.get('location')!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    return tokens.claims()!;
  }

  it('issues from http://127.0.0.1:<port> and signs in the default user', async () => {
    const claims = await signIn();

    expect(claims.iss).toBe(provider.url);
    expect(claims).toMatchObject(DEFAULT_OIDC_USER);
  });

  it('signs in whoever a test names, in process or over HTTP', async () => {
    provider.setNextUser({ sub: 'google-123', email: 'ann@example.com', email_verified: true, name: 'Ann Example' });
    await expect(signIn()).resolves.toMatchObject({ sub: 'google-123', email: 'ann@example.com', name: 'Ann Example' });

    await setNextOidcUser(provider.url, { sub: 'google-456', email: 'unverified@example.com', email_verified: false });
    await expect(signIn()).resolves.toMatchObject({ sub: 'google-456', email: 'unverified@example.com', email_verified: false });
  });
});

describe('postcode and places stand-ins', () => {
  let postcodes: RunningStandin;
  let places: RunningStandin;

  beforeAll(async () => {
    postcodes = await startPostcodeStandin({ port: 0 });
    places = await startPlacesStandin({ port: 0 });
  });

  afterAll(async () => {
    await postcodes.close();
    await places.close();
  });

  it('looks postcodes up like postcodes.io, ignoring spaces and case', async () => {
    const found = await fetch(`${postcodes.url}/postcodes/m283bx`);
    expect(found.status).toBe(200);
    await expect(found.json()).resolves.toEqual({ status: 200, result: { postcode: 'M28 3BX', latitude: 53.523, longitude: -2.399, country: 'England' } });

    const spaced = await fetch(`${postcodes.url}/postcodes/${encodeURIComponent(' bl1  1aa ')}`);
    expect(spaced.status).toBe(200);

    const unknown = await fetch(`${postcodes.url}/postcodes/M289ZZ`);
    expect(unknown.status).toBe(404);
    await expect(unknown.json()).resolves.toEqual({ status: 404, error: 'Postcode not found' });

    const malformed = await fetch(`${postcodes.url}/postcodes/HELLO`);
    await expect(malformed.json()).resolves.toEqual({ status: 404, error: 'Invalid postcode' });
  });

  it('answers Place Details with a 4.6 rating, five reviews and photos that load', async () => {
    const response = await fetch(`${places.url}/maps/api/place/details/json?place_id=walkden-local-place&fields=rating,reviews,photos&key=`);
    const body = (await response.json()) as { status: string; result: { rating: number; reviews: { rating: number; author_name: string }[]; photos: { photo_reference: string }[] } };

    expect(body.status).toBe('OK');
    expect(body.result.rating).toBe(4.6);
    expect(body.result.reviews).toHaveLength(5);
    const photo = await fetch(`${places.url}/maps/api/place/photo?maxwidth=600&photo_reference=${body.result.photos[0].photo_reference}`);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
  });
});
