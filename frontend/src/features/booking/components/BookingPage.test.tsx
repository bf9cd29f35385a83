import { jest } from '@jest/globals';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const SATURDAY = '2031-01-18';
const MONDAY = '2031-01-20';

function openDay(times: [string, boolean][]) {
  return { date: SATURDAY, closed: false, times: times.map(([time, available]) => ({ time, available })) };
}

async function chooseDate(date: string) {
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Sam Taylor');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'sam@example.com');
  await chooseDate(SATURDAY);
  // The browser's own select: its times arrive with the date's availability.
  await screen.findByRole('option', { name: '19:00' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Time/ }), '19:00');
}

describe('BookingPage', () => {
  beforeEach(() => {
    answerApi('GET', '/api/auth/session', { body: { user: null } });
  });

  it("is 'BOOK A TABLE' with labelled fields, and says what is missing before sending anything", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp({ path: '/booking' });
    expect(await screen.findByRole('heading', { name: 'BOOK A TABLE' })).toBeInTheDocument();
    for (const name of [/^Name/, /^E-mail/, /^Phone/, /^Special requests/]) expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Party size/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));

    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(sentRequests.filter((request) => request.method === 'POST' && request.path === '/api/bookings')).toEqual([]);
  });

  it('offers the times of the chosen date, full ones disabled', async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/bookings/availability', { body: openDay([['18:30', false], ['19:00', true]]) });
    await renderApp({ path: '/booking' });
    await screen.findByRole('heading', { name: 'BOOK A TABLE' });
    await chooseDate(SATURDAY);
    await waitFor(() => expect(sentRequests.some((request) => request.path === '/api/bookings/availability' && request.search.includes(`date=${SATURDAY}`))).toBe(true));
    expect(await screen.findByRole('option', { name: '18:30 (fully booked)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '19:00' })).toBeEnabled();
    // A full time cannot be chosen; a free one can.
    const time = screen.getByRole('combobox', { name: /^Time/ });
    await user.selectOptions(time, '18:30');
    expect(time).toHaveValue('');
    await user.selectOptions(time, '19:00');
    expect(time).toHaveValue('19:00');
  });

  it("says 'Closed' and offers no time on a closed day", async () => {
    answerApi('GET', '/api/bookings/availability', { body: { date: MONDAY, closed: true, times: [] } });
    await renderApp({ path: '/booking' });
    await screen.findByRole('heading', { name: 'BOOK A TABLE' });
    await chooseDate(MONDAY);
    expect(await screen.findByText('Closed', { selector: '.MuiAlertTitle-root' })).toBeInTheDocument();
    expect(screen.getByText('Closed on this day')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Time/ })).toBeDisabled();
  });

  it("sends the request, says 'Booking Request Sent!' and empties the form", async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/bookings/availability', { body: openDay([['19:00', true]]) });
    answerApi('POST', '/api/bookings', { status: 201, body: { id: 'b1', name: 'Sam Taylor', date: SATURDAY, time: '19:00', partySize: 2, specialRequests: '', status: 'pending', createdAt: '2031-01-14T09:00:00.000Z' } });
    await renderApp({ path: '/booking' });
    await screen.findByRole('heading', { name: 'BOOK A TABLE' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));

    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument();
    const sent = sentRequests.find((request) => request.method === 'POST' && request.path === '/api/bookings');
    expect(sent?.body).toEqual({ name: 'Sam Taylor', email: 'sam@example.com', date: SATURDAY, time: '19:00', partySize: 2 });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('');
  });

  it("says 'Slot Unavailable' when the time was taken meanwhile, and 'Failed to create booking' on another failure", async () => {
    const user = userEvent.setup({ delay: null });
    answerApi('GET', '/api/bookings/availability', { body: openDay([['19:00', true]]) });
    answerApi('POST', '/api/bookings', { status: 409, body: { error: { code: 'SLOT_UNAVAILABLE', message: 'This time slot has already been booked.', details: { title: 'Slot Unavailable' } } } });
    await renderApp({ path: '/booking' });
    await screen.findByRole('heading', { name: 'BOOK A TABLE' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    const alert = (await screen.findByText('Slot Unavailable')).closest('.MuiAlert-root') as HTMLElement;
    expect(within(alert).getByText('This time slot has already been booked.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sam Taylor');

    answerApi('POST', '/api/bookings', { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } } });
    await user.click(screen.getByRole('button', { name: 'Request Booking' }));
    expect(await screen.findByText('Failed to create booking')).toBeInTheDocument();
  });
});
