import { createContext } from 'react';

/**
 * The instant the server rendered the page at (PageDataDto.now, by the api's clock), given to the
 * server's render and to the browser's hydration of it; undefined where the page has none. A screen
 * that shows minutes or the day ('placed 4 min ago', a refresh countdown, today's orders) renders
 * them from this instant in both places, so that the browser's first render matches the HTML.
 */
export const RenderClockContext = createContext<string | undefined>(undefined);
