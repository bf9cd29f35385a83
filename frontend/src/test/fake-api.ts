import { RESTAURANT_FIXTURE } from './restaurant-fixture';

/** A stand-in for the backend: tests register answers per "METHOD /api/path" and read what was sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, '?area=user&limit=25' (answers are matched on the path alone). */
  search: string;
  body: unknown;
  headers: Headers;
}

/** A JSON body by default; a string body with a non-JSON content-type (text/csv) is sent as it is. */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

const answers = new Map<string, Answer>();
export const sentRequests: RecordedRequest[] = [];

export function answerApi(method: string, path: string, answer: Answer): void {
  answers.set(`${method.toUpperCase()} ${path}`, answer);
}

export function resetFakeApi(): void {
  answers.clear();
  // Every page view logs a visit; accept them unless a test says otherwise.
  answers.set('POST /api/visits', { status: 204 });
  // A signed-in page loads the account cart; start it empty unless a test says otherwise.
  answers.set('GET /api/cart', { body: { lines: [], totalPence: 0, count: 0, hasUnavailable: false } });
  // Every page shows the restaurant's name and contact details.
  answers.set('GET /api/restaurant', { body: RESTAURANT_FIXTURE });
  sentRequests.length = 0;
  globalThis.fetch = fakeFetch;
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  sentRequests.push({
    method: request.method,
    path: url.pathname,
    search: url.search,
    body: text ? JSON.parse(text) : undefined,
    headers: request.headers,
  });
  const answer = answers.get(`${request.method} ${url.pathname}`);
  if (!answer) {
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }
  const headers = { 'content-type': 'application/json', ...answer.headers };
  const raw = typeof answer.body === 'string' && !headers['content-type'].includes('json');
  return new Response(answer.body === undefined ? null : raw ? (answer.body as string) : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers,
  });
}
