import { jest } from '@jest/globals';
import { configure, screen, waitFor } from '@testing-library/react';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const sam = { id: 'u1', email: 'sam@example.com', fullName: 'Sam Taylor', isAdmin: false, role: 'customer', emailConfirmed: true };
const order = {
  id: 'o1',
  orderNumber: 'WK-7Q3K9D',
  slotTime: '18:30',
  deliveryType: 'delivery',
  isPaid: true,
  totalPence: 2448,
  customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
};

describe('PaymentSuccessPage', () => {
  beforeEach(() => answerApi('GET', '/api/auth/session', { body: { user: sam } }));

  it('goes home without a session_id', async () => {
    const { router } = await renderApp({ path: '/payment-success' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sentRequests.some((request) => request.path === '/api/payments/success')).toBe(false);
  });

  it('asks the server about the session and shows a paid order, with links onward', async () => {
    answerApi('GET', '/api/payments/success', { body: { status: 'paid', order: { ...order, orderDate: '2031-01-14' }, today: '2031-01-14' } });
    await renderApp({ path: '/payment-success?session_id=cs_test_123' });

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(/Order #WK-7Q3K9D is paid and confirmed/)).toBeInTheDocument();
    expect(screen.getByText('Delivery today at 18:30 · £24.48')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/order-history');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Order Again' })).toHaveAttribute('href', '/takeaway');
    const asked = sentRequests.find((request) => request.path === '/api/payments/success');
    expect(asked).toBeDefined();
  });

  it('names the day of an order paid for a later day (issue 28)', async () => {
    answerApi('GET', '/api/payments/success', { body: { status: 'paid', order: { ...order, orderDate: '2099-01-04' }, today: '2099-01-03' } });
    await renderApp({ path: '/payment-success?session_id=cs_test_123' });
    expect(await screen.findByText('Delivery on Sun 4 Jan at 18:30 · £24.48')).toBeInTheDocument();
  });

  it("says 'Order Not Found' for a session the server does not know", async () => {
    answerApi('GET', '/api/payments/success', { body: { status: 'not_found', order: null } });
    await renderApp({ path: '/payment-success?session_id=cs_test_unknown' });

    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
  });

  it('waits for Stripe while the payment is still pending', async () => {
    answerApi('GET', '/api/payments/success', { body: { status: 'pending', order: { ...order, isPaid: false } } });
    await renderApp({ path: '/payment-success?session_id=cs_test_123' });

    expect(await screen.findByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
  });

  it("says 'Payment Error' when the server cannot answer", async () => {
    answerApi('GET', '/api/payments/success', { status: 503, body: { error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'x' } } });
    await renderApp({ path: '/payment-success?session_id=cs_test_123' });

    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
  });
});
