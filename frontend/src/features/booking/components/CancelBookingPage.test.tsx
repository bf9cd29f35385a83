import { jest } from '@jest/globals';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const booking = (status: string) => ({ id: 'b1', name: 'Sam Taylor', date: '2031-01-25', time: '19:00', partySize: 3, specialRequests: '', status, createdAt: '2031-01-14T09:00:00.000Z' });
const cancels = () => sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/bookings/cancel');
const views = () => sentRequests.filter((request) => request.path === '/api/bookings/cancel/view');

/** Opens an e-mailed link the way a browser does: the address bar holds the fragment, the router the path. */
async function openLink(href: string) {
  window.history.replaceState(null, '', href);
  await renderApp({ path: new URL(href, 'http://localhost').pathname + new URL(href, 'http://localhost').search });
}

describe('CancelBookingPage', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: null } });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the booking the link names and cancels it only when the button is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/bookings/cancel/view', { body: booking('confirmed') });
    answerApi('POST', '/api/bookings/cancel', { body: booking('cancelled') });
    await openLink('/booking/cancel#token=b1.signature');

    expect(await screen.findByText(/A table for 3 on/)).toHaveTextContent('A table for 3 on Saturday, 25 January 2031 at 19:00, for Sam Taylor.');
    expect(cancels()).toEqual([]);
    // The token is read from the fragment, sent in a body only, and taken out of the address bar.
    expect(views().map((request) => [request.method, request.body])).toEqual([['POST', { token: 'b1.signature' }]]);
    expect(window.location.href).toBe('http://localhost/booking/cancel');
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(cancels().map((request) => request.body)).toEqual([{ token: 'b1.signature' }]));
    expect(await screen.findByText('Your booking is cancelled. We have e-mailed you to confirm it.')).toBeInTheDocument();
  });

  it('says a cancelled booking is already cancelled, with no button', async () => {
    answerApi('POST', '/api/bookings/cancel/view', { body: booking('cancelled') });
    await openLink('/booking/cancel#token=b1.signature');
    expect(await screen.findByText('This booking is already cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  });

  it("gives the server's word for a link that is not valid", async () => {
    answerApi('POST', '/api/bookings/cancel/view', { status: 404, body: { error: { code: 'INVALID_CANCEL_LINK', message: 'This cancel link is not valid. Please use the link in your booking e-mail, or call us.' } } });
    await openLink('/booking/cancel#token=forged');
    expect(await screen.findByText('This cancel link is not valid. Please use the link in your booking e-mail, or call us.')).toBeInTheDocument();
  });

  it('still opens a link e-mailed before with ?token=, and takes the token out of the address bar', async () => {
    answerApi('POST', '/api/bookings/cancel/view', { body: booking('confirmed') });
    await openLink('/booking/cancel?token=b1.signature&utm_source=mail');
    expect(await screen.findByText(/A table for 3 on/)).toBeInTheDocument();
    expect(views().map((request) => request.body)).toEqual([{ token: 'b1.signature' }]);
    expect(window.location.href).toBe('http://localhost/booking/cancel?utm_source=mail');
  });
});
