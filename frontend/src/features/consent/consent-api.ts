import { api } from '../../api/api';
import { hasAcceptedCookies, hasConsentCookie } from './cookie-consent';

/**
 * Whether the visitor accepted the cookie notice. The server render is seeded with what its cookie
 * says (PageDataDto.cookiesAccepted), so the HTML and the first browser render agree; without a
 * server render the browser answers from its cookie and localStorage.
 */
export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCookieConsent: build.query<boolean, void>({
      queryFn: () => ({ data: hasConsentCookie(document.cookie) || hasAcceptedCookies(window.localStorage) }),
    }),
  }),
});

export const { useGetCookieConsentQuery } = consentApi;
