import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../../features/home/HomePage';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
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

const adminTab = async () => ({
  Component: (await import('../../features/admin/components/AdminTabPage')).AdminTabPage,
});

/** The Orders tab (the first one, also at /admin), in a chunk of its own. */
const ordersTab = async () => ({
  Component: (await import('../../features/admin/orders/components/OrdersTab')).OrdersTab,
});

/**
 * The one route table, used by the server render, the browser and tests.
 * The home page is in the first download; other pages are split into their own chunks.
 */
export const routes: RouteObject[] = [
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
            path: 'order-history',
            handle: { access: 'signed-in' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../../features/orders/components/OrderHistoryPage')).OrderHistoryPage,
            }),
          },
          {
            // Staff and administrators, and in chunks of its own: no customer page downloads any admin code.
            path: 'admin',
            handle: { access: 'staff' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../../features/admin/components/AdminPage')).AdminPage }),
            children: [
              { index: true, lazy: ordersTab },
              { path: 'orders', lazy: ordersTab },
              {
                path: 'time',
                lazy: async () => ({ Component: (await import('../../features/admin-time/components/TimePanel')).TimePanel }),
              },
              {
                path: 'bookings',
                lazy: async () => ({ Component: (await import('../../features/admin-bookings/components/BookingsTab')).BookingsTab }),
              },
              {
                path: 'visitors',
                lazy: async () => ({ Component: (await import('../../features/admin-visitors/components/VisitorsPanel')).VisitorsPanel }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await import('../../features/admin-settings/components/SettingsTab')).SettingsTab }),
              },
              { path: ':tab', lazy: adminTab },
            ],
          },
          { id: 'not-found', path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
    ],
  },
];
