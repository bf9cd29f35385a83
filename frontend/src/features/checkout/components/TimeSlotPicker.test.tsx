import { jest } from '@jest/globals';
import { configure, screen } from '@testing-library/react';
import { answerApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { answerCheckout, todaysSlots } from '../checkout-test-fixtures';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

describe("today's time slots at checkout", () => {
  it("shows each slot with 'N left' and disables a full one", async () => {
    answerCheckout();
    await renderApp({ path: '/checkout' });

    expect(await screen.findByRole('button', { name: '12:30, 3 left' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '12:00, 0 left' })).toBeDisabled();
    expect(screen.getByText(/Today, Tuesday 14 January/)).toBeInTheDocument();
  });

  it("says 'Kitchen full' on a slot whose kitchen station has no room for the cart (issue 28)", async () => {
    answerCheckout({
      slots: { ...todaysSlots, slots: todaysSlots.slots.map((slot) => (slot.time === '12:15' ? { ...slot, available: false, fullStation: 'Pizza oven' } : slot)) },
    });
    await renderApp({ path: '/checkout' });

    const full = await screen.findByRole('button', { name: '12:15, Kitchen full' });
    expect(full).toBeDisabled();
    expect(full).toHaveTextContent('Kitchen full');
    expect(screen.getByRole('button', { name: '12:30, 3 left' })).toBeEnabled();
  });

  it('says so when no slots are left today', async () => {
    answerCheckout({ slots: { ...todaysSlots, slots: [] } });
    await renderApp({ path: '/checkout' });

    expect(await screen.findByText('No time slots available for today')).toBeInTheDocument();
    expect(
      screen.getByText('All slots may be fully booked or have passed. Please try again later or contact us.'),
    ).toBeInTheDocument();
  });

  it("shows the 'Error' toast when the slots cannot be loaded", async () => {
    answerCheckout();
    answerApi('GET', '/api/checkout/slots', { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    await renderApp({ path: '/checkout' });

    const title = await screen.findByText('Error', { selector: '.MuiAlertTitle-root' });
    expect(title.closest('[role="alert"]')).toHaveTextContent('Failed to load available time slots');
  });
});
