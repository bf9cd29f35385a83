import { jest } from '@jest/globals';
import { configure, screen, waitFor } from '@testing-library/react';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const sam = { id: 'u1', email: 'sam@example.com', fullName: 'Sam Taylor', isAdmin: false, role: 'customer', emailConfirmed: true };

describe('PaymentCancelPage', () => {
  it('cancels the session once and explains that nothing was charged', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('POST', '/api/payments/cancel', {
      body: { status: 'abandoned', order: { id: 'o1', orderNumber: 'WK-7Q3K9D', isPaid: false } },
    });
    await renderApp({ path: '/payment-cancel?session_id=cs_test_123' });

    expect(await screen.findByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Order #WK-7Q3K9D has been cancelled and you have not been charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await waitFor(() => {
      const cancels = sentRequests.filter((request) => request.path === '/api/payments/cancel');
      expect(cancels.map((request) => request.body)).toEqual([{ sessionId: 'cs_test_123' }]);
    });
  });

  it('cancels by the order named in the cancel URL Stripe returns to', async () => {
    answerApi('GET', '/api/auth/session', { body: { user: sam } });
    answerApi('POST', '/api/payments/cancel', {
      body: { status: 'abandoned', order: { id: 'o2', orderNumber: 'WK-2B8M4X', isPaid: false } },
    });
    await renderApp({ path: '/payment-cancel?order_id=6f1c3a52-9d1e-4b7a-8c55-0e2f1a7b9c10' });

    expect(await screen.findByText('Order #WK-2B8M4X has been cancelled and you have not been charged.')).toBeInTheDocument();
    await waitFor(() => {
      const cancels = sentRequests.filter((request) => request.path === '/api/payments/cancel');
      expect(cancels.map((request) => request.body)).toEqual([{ orderId: '6f1c3a52-9d1e-4b7a-8c55-0e2f1a7b9c10' }]);
    });
  });
});
