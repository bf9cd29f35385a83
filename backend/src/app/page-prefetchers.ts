import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../infra/clock/clock.js';
import { restaurantDate } from '../infra/clock/restaurant-time.js';
import { SsrPrefetchService } from '../infra/ssr/ssr-prefetch.service.js';
import { hasRole } from '../modules/accounts/domain/roles.js';
import { type SessionTwoStepDto, toSessionTwoStepDto } from '../modules/accounts/dto/two-step.dto.js';
import { type AuthUser, SessionsService } from '../modules/accounts/sessions.service.js';
import { TwoStepService } from '../modules/accounts/two-step.service.js';
import { MenuService } from '../modules/menu/menu.service.js';
import { AdminOrdersService } from '../modules/orders/admin-orders.service.js';
import { CartService } from '../modules/orders/cart/cart.service.js';
import { RestaurantService } from '../modules/restaurant/restaurant.service.js';
import { ReviewsService } from '../modules/reviews/reviews.service.js';
import { SettingsService } from '../modules/settings/settings.service.js';
import type { PageDataDto } from './page-data.dto.js';

/** Set by the frontend's cookie notice (features/consent/cookie-consent.ts) when the visitor accepts. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';

/** The page a URL opens, without a trailing slash: '/menu/' is '/menu'. */
const pagePath = (url: URL) => url.pathname.replace(/\/+$/, '');

/** The staff pages: /admin and its tabs. */
const isStaffPage = (url: URL) => /^\/admin(\/|$)/.test(pagePath(url));

/** The staff pages that open on the restaurant's today: Today's Orders (/admin is its tab too) and the kitchen screen. */
const DAY_ORDER_PAGES = new Set(['/admin', '/admin/orders', '/admin/kitchen']);

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
    private readonly adminOrders: AdminOrdersService,
    private readonly clock: Clock,
  ) {}

  /**
   * A signed-in visitor's staff page: its render instant and, on Today's Orders and the kitchen screen, the day's orders
   * (issue 30: the cards and rows are in the HTML instead of after the app, its chunks and a fetch).
   * The orders only for a visitor the api's own guard lets read them: staff or administrator, with
   * the second step of the sign-in done (and set up where it must be).
   */
  private async staffPageData(url: URL, user: AuthUser | null, twoStep: SessionTwoStepDto | null): Promise<Pick<PageDataDto, 'now' | 'dayOrders'>> {
    // A guest is sent to sign in; a page rendered without a session is memoised (SsrService), so it carries no instant.
    if (user === null) return {};
    const now = this.clock.now();
    const mayReadOrders = hasRole(user.role, 'staff') && twoStep !== null && !twoStep.pending && !twoStep.setupRequired;
    if (!mayReadOrders || !DAY_ORDER_PAGES.has(pagePath(url))) return { now: now.toUTC().toISO()! };
    return { now: now.toUTC().toISO()!, dayOrders: await this.adminOrders.listOrdersOfDay(user, restaurantDate(now)) };
  }

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
      const staff = isStaffPage(url) ? await this.staffPageData(url, user, session.twoStep) : {};
      // The notice is in the first HTML for a visitor who has not accepted it: no late paint, no shift.
      if (!req) return { settings, restaurant, session, cart, ...staff };
      const cookies = req.cookies as Record<string, unknown> | undefined;
      return { settings, restaurant, session, cart, ...staff, cookiesAccepted: cookies?.[COOKIE_CONSENT_COOKIE] === 'accepted' };
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
