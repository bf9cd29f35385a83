import { Outlet, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { HomePage } from '../../features/home/HomePage';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import type { AdminTab } from '../../features/admin/admin-tabs';
import { DocumentHead } from '../head/DocumentHead';
import { RootLayout } from '../layout/RootLayout';
import { ADMIN_TABS } from './admin-tabs';
import { lazyRoute } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const notFoundHandle: RouteHandle = { statusCode: 404 };

/** Checkout's 'Select Delivery Option & Time' card, shown in the menu page's outlet (one route object per parent). */
const deliveryOptionCard = (): RouteObject => ({
  index: true,
  ...lazyRoute(async () => (await import('../../features/checkout/components/DeliveryOptionCard')).DeliveryOptionCard),
});

/** An admin tab's route: its component from the registry, in a chunk of its own. */
const adminTabRoute = (tab: AdminTab) => lazyRoute(tab.load);

/** The admin shell with the registry's tabs. */
const adminShell = () =>
  lazyRoute(async () => {
    const { AdminPage } = await import('../../features/admin/components/AdminPage');
    return () => <AdminPage tabs={ADMIN_TABS} />;
  });

/** The staff pages' own layout (no customer chrome), in a chunk of its own like the admin code. */
const staffLayout = () =>
  lazyRoute(
    async () => {
      const [{ StaffLayout }, { BusyModeControl }] = await Promise.all([import('../layout/StaffLayout'), import('../../shared/busy-mode/BusyModeControl')]);
      // Busy mode is one control on every staff screen, in the app bar.
      return () => <StaffLayout tabs={ADMIN_TABS} appBarActions={<BusyModeControl />} />;
    },
    { access: 'staff' },
  );

/** The route with an error boundary around its part of the page (its element, or its children's outlet). */
const withErrorBoundary = (route: NonIndexRouteObject): NonIndexRouteObject => ({
  ...route,
  element: <RouteErrorBoundary>{route.element ?? <Outlet />}</RouteErrorBoundary>,
});

/**
 * The one route table, used by the server render, the browser and tests.
 * The home page is in the first download; other pages are split into their own chunks.
 */
export const routes: RouteObject[] = [
  // The counter TV's collection board: full screen, outside the customer chrome (no navigation, footer or cookie notice).
  withErrorBoundary({
    path: 'board',
    ...lazyRoute(async () => {
      const { CollectionBoardPage } = await import('../../features/board/components/CollectionBoardPage');
      return () => (
        <>
          <CollectionBoardPage />
          <DocumentHead />
        </>
      );
    }),
  }),
  {
    // Only reached if the shell itself fails.
    ...withErrorBoundary({ id: 'root', element: <RootLayout /> }),
    children: [
      {
        // Page errors render inside the shell, so navigation stays usable.
        ...withErrorBoundary({}),
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'auth',
            ...lazyRoute(async () => (await import('../../features/accounts/components/AuthPage')).AuthPage, { access: 'guest' }),
          },
          {
            // What the e-mailed links open: a page whose button uses the token (a GET never does).
            path: 'auth/confirm',
            ...lazyRoute(async () => (await import('../../features/accounts/components/EmailLinkPage')).ConfirmEmailPage),
          },
          {
            path: 'auth/magic-link',
            ...lazyRoute(async () => (await import('../../features/accounts/components/EmailLinkPage')).MagicLinkPage),
          },
          {
            // The second step of a staff sign-in (a second factor after a password, Google or an e-mailed link).
            path: 'auth/two-step',
            ...lazyRoute(async () => (await import('../../features/accounts/components/TwoStepPage')).TwoStepPage, { access: 'signed-in' }),
          },
          {
            path: 'auth/reset-password',
            ...lazyRoute(async () => (await import('../../features/accounts/components/ResetPasswordPage')).ResetPasswordPage),
          },
          {
            path: 'account',
            ...lazyRoute(async () => (await import('../../features/accounts/components/AccountPage')).AccountPage, { access: 'signed-in' }),
          },
          {
            path: 'menu',
            ...lazyRoute(async () => (await import('../../features/menu/components/MenuPage')).FullMenuPage),
            children: [deliveryOptionCard()],
          },
          {
            path: 'takeaway',
            ...lazyRoute(async () => (await import('../../features/menu/components/MenuPage')).TakeawayMenuPage),
            children: [deliveryOptionCard()],
          },
          {
            path: 'gallery',
            ...lazyRoute(async () => (await import('../../features/menu/components/GalleryPage')).GalleryPage),
          },
          {
            path: 'booking',
            ...lazyRoute(async () => (await import('../../features/booking/components/BookingPage')).BookingPage),
          },
          {
            // What the cancel link of a booking e-mail opens: the page's button cancels (a GET never does).
            path: 'booking/cancel',
            ...lazyRoute(async () => (await import('../../features/booking/components/CancelBookingPage')).CancelBookingPage),
          },
          {
            // The "Confirm my request" link of a guest's acknowledgement e-mail: the button confirms (a GET never does).
            path: 'booking/confirm',
            ...lazyRoute(async () => (await import('../../features/booking/components/ConfirmBookingPage')).ConfirmBookingPage),
          },
          {
            path: 'contact',
            ...lazyRoute(async () => (await import('../../features/contact/ContactPage')).ContactPage),
          },
          {
            path: 'reviews',
            ...lazyRoute(async () => (await import('../../features/reviews/components/ReviewsPage')).ReviewsPage),
          },
          {
            path: 'socials',
            ...lazyRoute(async () => (await import('../../features/socials/SocialsPage')).SocialsPage),
          },
          {
            path: 'privacy-policy',
            ...lazyRoute(async () => (await import('../../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage),
          },
          {
            path: 'terms-of-service',
            ...lazyRoute(async () => (await import('../../features/legal/TermsOfServicePage')).TermsOfServicePage),
          },
          {
            path: 'checkout',
            ...lazyRoute(async () => (await import('../../features/checkout/components/CheckoutPage')).CheckoutPage, { access: 'signed-in' }),
          },
          {
            path: 'thank-you',
            ...lazyRoute(async () => (await import('../../features/checkout/components/ThankYouPage')).ThankYouPage),
          },
          {
            path: 'payment-success',
            ...lazyRoute(async () => (await import('../../features/payments/components/PaymentSuccessPage')).PaymentSuccessPage),
          },
          {
            path: 'payment-cancel',
            ...lazyRoute(async () => (await import('../../features/payments/components/PaymentCancelPage')).PaymentCancelPage),
          },
          {
            path: 'track/:orderId',
            ...lazyRoute(async () => (await import('../../features/orders/components/TrackOrderPage')).TrackOrderPage),
          },
          {
            path: 'order-history',
            ...lazyRoute(async () => (await import('../../features/orders/components/OrderHistoryPage')).OrderHistoryPage, { access: 'signed-in' }),
          },
          { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
    ],
  },
  {
    // Staff and administrators, with a layout of their own and in chunks of their own: no customer
    // page downloads any admin code, and no staff page shows the customer site's chrome.
    // Only reached if the staff layout itself fails.
    ...withErrorBoundary({ id: 'staff', path: 'admin', ...staffLayout() }),
    children: [
      {
        // A section's error renders inside the staff layout, so its navigation stays usable.
        ...withErrorBoundary(adminShell()),
        // Every tab at /admin/<path>; the first one at /admin too.
        children: [{ index: true, ...adminTabRoute(ADMIN_TABS[0]) }, ...ADMIN_TABS.map((tab) => ({ path: tab.path, ...adminTabRoute(tab) }))],
      },
    ],
  },
];
