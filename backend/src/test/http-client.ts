/**
 * A browser-like HTTP client for integration tests: keeps cookies, echoes the CSRF cookie in the
 * X-CSRF-Token header like the frontend does, and does not follow redirects.
 */
/** The CSRF cookie's names: plain in development and tests, `__Host-` in production. */
const CSRF_COOKIES = ['csrf_token', '__Host-csrf_token'];

export class TestHttpClient {
  readonly cookies = new Map<string, string>();

  private csrfToken(): string | undefined {
    return CSRF_COOKIES.map((name) => this.cookies.get(name)).find((value) => value !== undefined);
  }

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    if (method !== 'GET' && method !== 'HEAD' && this.csrfToken() === undefined) await this.request('GET', '/api/auth/session');
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        ...this.defaultHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' && this.csrfToken() !== undefined ? { 'x-csrf-token': this.csrfToken()! } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: json as Record<string, unknown> & { error?: { code: string; message: string } } };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body ?? {}, headers);
  }
  patch(path: string, body?: unknown) {
    return this.request('PATCH', path, body ?? {});
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, body ?? {});
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
}
