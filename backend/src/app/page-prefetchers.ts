import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SsrPrefetchService } from '../infra/ssr/ssr-prefetch.service.js';
import { toSessionTwoStepDto } from '../modules/accounts/dto/two-step.dto.js';
import { SessionsService } from '../modules/accounts/sessions.service.js';
import { TwoStepService } from '../modules/accounts/two-step.service.js';
import { MenuService } from '../modules/menu/menu.service.js';
import { CartService } from '../modules/orders/cart/cart.service.js';
import { RestaurantService } from '../modules/restaurant/restaurant.service.js';
import { ReviewsService } from '../modules/reviews/reviews.service.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import type { PageDataDto } from './page-data.dto.js';

/** Set by the frontend's cookie notice (features/consent/cookie-consent.ts) when the visitor accepts. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';

/** The page a URL opens, without a trailing slash: '/menu/' is '/menu'. */
const pagePath = (url: URL) => url.pathname.replace(/\/+$/, '');

/**
 * Fills PageDataDto, the contract with the frontend's render (its generated type is `Prefetched`).
 * What every server-rendered page carries: the storefront settings, the restaurant (name, contact,
 * hours), the visitor's session and whether they accepted the cookie notice, so the first HTML
 * already shows the right navigation and notice and the browser fetches none of them again; and
 * the pages' own data (the menu, the gallery, reviews, the cart on /checkout).
 */
@Injectable()
export class PagePrefetchers implements OnModuleInit {
  constructor(
    private readonly prefetch: SsrPrefetchService<PageDataDto>,
    private readonly settings: SettingsService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly menu: MenuService,
    private readonly reviews: ReviewsService,
    private readonly restaurant: RestaurantService,
    private readonly cart: CartService,
  ) {}

  onModuleInit(): void {
    this.prefetch.register(async (url, req) => {
      const [settings, restaurant, resolved] = await Promise.all([
        this.settings.getPublicSettings(),
        this.restaurant.getRestaurant(),
        this.sessions.resolveSessionWithId(this.sessions.tokenFromCookies(req?.cookies)),
      ]);
      const user = resolved?.user ?? null;
      const session = { user, twoStep: resolved ? toSessionTwoStepDto(await this.twoStep.sessionStatus(resolved.user, resolved)) : null };
      // /checkout arrives with the signed-in visitor's cart: the form, not 'Loading cart...', and no shift when it lands.
      const cart = user && pagePath(url) === '/checkout' ? await this.cart.getCart(user) : undefined;
      // The notice is in the first HTML for a visitor who has not accepted it: no late paint, no shift.
      if (!req) return { settings, restaurant, session, cart };
      const cookies = req.cookies as Record<string, unknown> | undefined;
      return { settings, restaurant, session, cart, cookiesAccepted: cookies?.[COOKIE_CONSENT_COOKIE] === 'accepted' };
    });

    // /menu and /takeaway arrive with the whole menu (names, prices, images) in the HTML; /gallery with its pictures.
    this.prefetch.register(async (url) => {
      const page = pagePath(url);
      if (page === '/menu' || page === '/takeaway') {
        const view = page === '/menu' ? ('menu' as const) : ('takeaway' as const);
        return { menu: { view, data: await this.menu.getMenu(view) } };
      }
      if (page === '/gallery') return { gallery: await this.menu.getGallery() };
      return {};
    });

    // /reviews arrives with its reviews (Google is asked if the cache is cold); every other page carries
    // them only when the cache already holds them, so the rating badge is in the first HTML at no cost.
    this.prefetch.register(async (url) => {
      const page = pagePath(url);
      const reviews = page === '/reviews' ? await this.reviews.getReviews() : await this.reviews.peekReviews();
      return reviews ? { reviews } : {};
    });
  }
}
