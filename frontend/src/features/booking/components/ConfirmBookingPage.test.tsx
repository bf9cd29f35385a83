import { jest } from '@jest/globals';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const booking = (status: string) => ({ id: 'b1', name: 'Sam Taylor', date: '2031-01-25', time: '19:00', partySize: 3, specialRequests: '', status, createdAt: '2031-01-14T09:00:00.000Z' });
/** Opens an e-mailed link the way a browser does: the address bar holds the fragment, the router the path. */
async function openLink(href: string) {
  window.history.replaceState(null, '', href);
  await renderApp({ path: new URL(href, 'http://localhost').pathname });
}

const confirms = () => sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/bookings/confirm');

describe('ConfirmBookingPage', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: null } });
  });

  it('shows the request the link names and confirms it only when the button is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/bookings/confirm/view', { body: booking('pending') });
    answerApi('POST', '/api/bookings/confirm', { body: booking('pending') });
    await openLink('/booking/confirm#token=b1.signature');

    expect(await screen.findByText(/A table for 3 on/)).toHaveTextContent('A table for 3 on Saturday, 25 January 2031 at 19:00, for Sam Taylor.');
    expect(confirms()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Confirm my request' }));
    await waitFor(() => expect(confirms().map((request) => request.body)).toEqual([{ token: 'b1.signature' }]));
    expect(await screen.findByText(/your request keeps its table until we answer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my request' })).not.toBeInTheDocument();
  });

  it('says a lapsed request was given back, with no button', async () => {
    answerApi('POST', '/api/bookings/confirm/view', { body: booking('lapsed') });
    await openLink('/booking/confirm#token=b1.signature');
    expect(await screen.findByText('This request was not confirmed within two hours, so its table was given back. Please book again, or call us.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my request' })).not.toBeInTheDocument();
  });

  it("gives the server's word when the confirmation comes too late", async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('POST', '/api/bookings/confirm/view', { body: booking('pending') });
    const message = 'This request was not confirmed within two hours, so its table was given back. Please book again, or call us.';
    answerApi('POST', '/api/bookings/confirm', { status: 409, body: { error: { code: 'BOOKING_LAPSED', message } } });
    await openLink('/booking/confirm#token=b1.signature');
    await user.click(await screen.findByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
