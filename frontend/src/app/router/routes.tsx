import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../../features/home/HomePage';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import type { AdminTab } from '../../features/admin/admin-tabs';
import { DocumentHead } from '../head/DocumentHead';
import { RootLayout } from '../layout/RootLayout';
import { ADMIN_TABS } from './admin-tabs';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './RouteErrorPage';

const notFoundHandle: RouteHandle = { statusCode: 404 };

/** Checkout's 'Select Delivery Option & Time' card, shown in the menu page's outlet (one route object per parent). */
const deliveryOptionCard = (): RouteObject => ({
  index: true,
  lazy: async () => ({
    Component: (await import('../../features/checkout/components/DeliveryOptionCard')).DeliveryOptionCard,
  }),
});

/** An admin tab's route: its component from the registry, in a chunk of its own. */
const adminTabRoute = (tab: AdminTab) => async () => ({ Component: await tab.load() });

/** The admin shell with the registry's tabs. */
const adminShell = async () => {
  const { AdminPage } = await import('../../features/admin/components/AdminPage');
  return { Component: () => <AdminPage tabs={ADMIN_TABS} /> };
};

/** The staff pages' own layout (no customer chrome), in a chunk of its own like the admin code. */
const staffLayout = async () => {
  const [{ StaffLayout }, { BusyModeControl }] = await Promise.all([import('../layout/StaffLayout'), import('../../shared/busy-mode/BusyModeControl')]);
  // Busy mode is one control on every staff screen, in the app bar.
  return { Component: () => <StaffLayout tabs={ADMIN_TABS} appBarActions={<BusyModeControl />} /> };
};

/**
 * The one route table, used by the server render, the browser and tests.
 * The home page is in the first download; other pages are split into their own chunks.
 */
export const routes: RouteObject[] = [
  {
    // The counter TV's collection board: full screen, outside the customer chrome (no navigation, footer or cookie notice).
    path: 'board',
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const { CollectionBoardPage } = await import('../../features/board/components/CollectionBoardPage');
      return {
        Component: () => (
          <>
            <CollectionBoardPage />
            <DocumentHead />
          </>
        ),
      };
    },
  },
  {
    id: 'root',
    element: <RootLayout />,
    // Only reached if the shell itself fails.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Page errors render inside the shell, so navigation stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'auth',
            handle: { access: 'guest' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../../features/accounts/components/AuthPage')).AuthPage }),
          },
          {
            // What the e-mailed links open: a page whose button uses the token (a GET never does).
            path: 'auth/confirm',
            lazy: async () => ({ Component: (await import('../../features/accounts/components/EmailLinkPage')).ConfirmEmailPage }),
          },
          {
            path: 'auth/magic-link',
            lazy: async () => ({ Component: (await import('../../features/accounts/components/EmailLinkPage')).MagicLinkPage }),
          },
          {
            // The second step of a staff sign-in (a second factor after a password, Google or an e-mailed link).
            path: 'auth/two-step',
            handle: { access: 'signed-in' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../../features/accounts/components/TwoStepPage')).TwoStepPage }),
          },
          {
            path: 'auth/reset-password',
            lazy: async () => ({ Component: (await import('../../features/accounts/components/ResetPasswordPage')).ResetPasswordPage }),
          },
          {
            path: 'account',
            handle: { access: 'signed-in' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../../features/accounts/components/AccountPage')).AccountPage }),
          },
          {
            path: 'menu',
            lazy: async () => ({ Component: (await import('../../features/menu/components/MenuPage')).FullMenuPage }),
            children: [deliveryOptionCard()],
          },
          {
            path: 'takeaway',
            lazy: async () => ({ Component: (await import('../../features/menu/components/MenuPage')).TakeawayMenuPage }),
            children: [deliveryOptionCard()],
          },
          {
            path: 'gallery',
            lazy: async () => ({ Component: (await import('../../features/menu/components/GalleryPage')).GalleryPage }),
          },
          {
            path: 'booking',
            lazy: async () => ({ Component: (await import('../../features/booking/components/BookingPage')).BookingPage }),
          },
          {
            // What the cancel link of a booking e-mail opens: the page's button cancels (a GET never does).
            path: 'booking/cancel',
            lazy: async () => ({ Component: (await import('../../features/booking/components/CancelBookingPage')).CancelBookingPage }),
          },
          {
            // The "Confirm my request" link of a guest's acknowledgement e-mail: the button confirms (a GET never does).
            path: 'booking/confirm',
            lazy: async () => ({ Component: (await import('../../features/booking/components/ConfirmBookingPage')).ConfirmBookingPage }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../../features/contact/ContactPage')).ContactPage }),
          },
          {
            path: 'reviews',
            lazy: async () => ({ Component: (await import('../../features/reviews/components/ReviewsPage')).ReviewsPage }),
          },
          {
            path: 'socials',
            lazy: async () => ({ Component: (await import('../../features/socials/SocialsPage')).SocialsPage }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('../../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage,
            }),
          },
          {
            path: 'terms-of-service',
            lazy: async () => ({
              Component: (await import('../../features/legal/TermsOfServicePage')).TermsOfServicePage,
            }),
          },
          {
            path: 'checkout',
            handle: { access: 'signed-in' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../../features/checkout/components/CheckoutPage')).CheckoutPage }),
          },
          {
            path: 'thank-you',
            lazy: async () => ({ Component: (await import('../../features/checkout/components/ThankYouPage')).ThankYouPage }),
          },
          {
            path: 'payment-success',
            lazy: async () => ({
              Component: (await import('../../features/payments/components/PaymentSuccessPage')).PaymentSuccessPage,
            }),
          },
          {
            path: 'payment-cancel',
            lazy: async () => ({
              Component: (await import('../../features/payments/components/PaymentCancelPage')).PaymentCancelPage,
            }),
          },
          {
            path: 'track/:orderId',
            lazy: async () => ({ Component: (await import('../../features/orders/components/TrackOrderPage')).TrackOrderPage }),
          },
          {
            path: 'order-history',
            handle: { access: 'signed-in' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../../features/orders/components/OrderHistoryPage')).OrderHistoryPage,
            }),
          },
          { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
    ],
  },
  {
    // Staff and administrators, with a layout of their own and in chunks of their own: no customer
    // page downloads any admin code, and no staff page shows the customer site's chrome.
    id: 'staff',
    path: 'admin',
    handle: { access: 'staff' } satisfies RouteHandle,
    lazy: staffLayout,
    // Only reached if the staff layout itself fails.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A section's error renders inside the staff layout, so its navigation stays usable.
        errorElement: <RouteErrorPage />,
        lazy: adminShell,
        // Every tab at /admin/<path>; the first one at /admin too.
        children: [{ index: true, lazy: adminTabRoute(ADMIN_TABS[0]) }, ...ADMIN_TABS.map((tab) => ({ path: tab.path, lazy: adminTabRoute(tab) }))],
      },
    ],
  },
];
