import { asyncHandler, closeServer, escapeHtml, listen, sendJson, type ListenOptions, type RunningStandin } from './http-server.js';

const DAY = 24 * 60 * 60;

const REVIEWS = [
  { author_name: 'Sarah Holt', rating: 5, days: 6, text: 'Best fried chicken in Walkden by a mile. Crispy, juicy and the spicy wings are brilliant. Collection was ready bang on time.' },
  { author_name: 'Dan Whitworth', rating: 5, days: 13, text: 'Smash burgers are proper - thin crispy patties, loads of cheese. Friendly staff and a good price for the size.' },
  { author_name: 'Priya Shah', rating: 4, days: 24, text: 'Really tasty pizza with a good thin base. Delivery took a little longer on a Saturday night but it arrived hot.' },
  { author_name: 'Mike Kenyon', rating: 5, days: 40, text: 'Went for the full English on a Sunday morning. Generous, well cooked and the coffee was decent too. Will be back.' },
  { author_name: 'Leanne Brooks', rating: 4, days: 75, text: 'Nice little place for a quick bite. Loaded fries were great, kids loved the chicken strips.' },
];

const relativeTime = (days: number): string =>
  days < 7 ? 'a week ago' : days < 28 ? `${Math.round(days / 7)} weeks ago` : days < 60 ? 'a month ago' : `${Math.round(days / 30)} months ago`;

/** A small placeholder picture, so that photo URLs render without the real Maps service. */
const placeholderSvg = (label: string, hue: number): string => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue + 30},70%,35%)"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#g)"/>
<text x="300" y="210" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${escapeHtml(label)}</text>
</svg>`;

export interface RunningPlacesStandin extends RunningStandin {
  /** Every request it received, in order (tests count the product's calls and check the key it sent). */
  readonly requests: URL[];
}

/**
 * Google Places stand-in on loopback, speaking the legacy web service: Place Details
 * (GET /maps/api/place/details/json) answers a plausible listing with rating 4.6 and five reviews;
 * Place Photos (GET /maps/api/place/photo) redirects, as Google does, to the picture
 * (/maps/photos/<reference>, a placeholder). Any key is accepted, including none.
 */
export async function startPlacesStandin({ port, host = '127.0.0.1' }: ListenOptions): Promise<RunningPlacesStandin> {
  const requests: URL[] = [];
  const { server, url } = await listen(
    asyncHandler(async (req, res) => {
      const requestUrl = new URL(req.url ?? '/', 'http://standin.local');
      requests.push(requestUrl);
      if (req.method === 'GET' && requestUrl.pathname === '/maps/api/place/details/json') {
        const placeId = requestUrl.searchParams.get('place_id');
        if (!placeId) {
          sendJson(res, 200, { html_attributions: [], status: 'INVALID_REQUEST', error_message: 'Missing the place_id parameter.' });
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        sendJson(res, 200, {
          html_attributions: [],
          status: 'OK',
          result: {
            place_id: placeId,
            name: 'Walkden Fried Chicken & Pizza',
            formatted_address: 'Walkden, Manchester, United Kingdom',
            rating: 4.6,
            user_ratings_total: 187,
            url: `${url}/maps/place/${encodeURIComponent(placeId)}`,
            photos: [1, 2, 3, 4].map((n) => ({ photo_reference: `local-photo-${n}`, height: 400, width: 600, html_attributions: [] })),
            reviews: REVIEWS.map((review, index) => ({
              author_name: review.author_name,
              author_url: `${url}/maps/contrib/${index + 1}`,
              language: 'en',
              profile_photo_url: `${url}/maps/photos/avatar-${index + 1}`,
              rating: review.rating,
              relative_time_description: relativeTime(review.days),
              text: review.text,
              time: now - review.days * DAY,
            })),
          },
        });
        return;
      }
      if (req.method === 'GET' && requestUrl.pathname === '/maps/api/place/photo') {
        const reference = requestUrl.searchParams.get('photo_reference') ?? 'photo';
        res.writeHead(302, { location: `${url}/maps/photos/${encodeURIComponent(reference)}` });
        res.end();
        return;
      }
      if (req.method === 'GET' && requestUrl.pathname.startsWith('/maps/photos/')) {
        const reference = decodeURIComponent(requestUrl.pathname.slice('/maps/photos/'.length)) || 'photo';
        const hue = [...reference].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 50;
        const svg = placeholderSvg(`Local stand-in: ${reference}`, hue);
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
        res.end(svg);
        return;
      }
      if (req.method === 'GET' && requestUrl.pathname.startsWith('/maps/')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Local Maps stand-in</title><p>Local Google Maps stand-in: the real listing would open here.</p>');
        return;
      }
      sendJson(res, 404, { status: 'NOT_FOUND' });
    }),
    { port, host },
  );
  return { url, requests, close: () => closeServer(server) };
}
