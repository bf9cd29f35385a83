import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../app/AppProviders';
import { createTestEmotionCache } from '../../../test/emotion-cache';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { VisitChartsSection } from './VisitChartsSection';

const charts = {
  range: { preset: 'this-week', from: '2035-10-29', to: '2035-10-31', days: 3 },
  totalVisits: 9,
  visitsByDay: [
    { date: '2035-10-29', visits: 5 },
    { date: '2035-10-30', visits: 0 },
    { date: '2035-10-31', visits: 4 },
  ],
  topPages: [
    { path: '/menu', visits: 6 },
    { path: '/thank-you', visits: 3 },
  ],
  topSources: [
    { source: 'google.com', visits: 3 },
    { source: 'Direct', visits: 2 },
  ],
  internalVisits: 4,
  conversionBySource: [
    { source: 'google.com', visitors: 3, convertedVisitors: 2, share: 0.667 },
    { source: 'Direct', visitors: 2, convertedVisitors: 0, share: 0 },
  ],
  conversion: { visitors: 5, convertedVisitors: 2, share: 0.4 },
};

function renderSection() {
  return render(
    <AppProviders store={makeStore()} emotionCache={createTestEmotionCache()}>
      <VisitChartsSection />
    </AppProviders>,
  );
}

/** The query strings the section asked the charts for. */
const askedRanges = () => sentRequests.filter((request) => request.path === '/api/admin/visits/charts').map((request) => request.search);

/** Each row's cells, header cells included. */
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  answerApi('GET', '/api/admin/visits/charts', { body: charts });
});

describe('the Visits charts', () => {
  it('shows this week by default: a chart per figure, each with its numbers as a table', async () => {
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByText('Mon, 29 Oct 2035 to Wed, 31 Oct 2035 (3 days)')).toBeInTheDocument();
    expect(askedRanges()).toEqual(['?range=this-week']);
    for (const title of ['Visits per day', 'Top pages', 'Top sources', 'Visitors who ordered']) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: /^Top pages: chart/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const pages = screen.getByRole('region', { name: 'Top pages' });
    await user.click(within(pages).getByRole('button', { name: 'Table' }));
    expect(cellsOf(within(pages).getByRole('table', { name: 'Top pages' }))).toEqual([
      ['Page', 'Visits'],
      ['/menu', '6'],
      ['/thank-you', '3'],
    ]);
    expect(within(pages).queryByRole('img')).not.toBeInTheDocument();
    // The other charts keep their own view.
    expect(within(screen.getByRole('region', { name: 'Top sources' })).getByRole('img')).toBeInTheDocument();

    const days = screen.getByRole('region', { name: 'Visits per day' });
    await user.click(within(days).getByRole('button', { name: 'Table' }));
    expect(cellsOf(within(days).getByRole('table', { name: 'Visits per day' }))).toEqual([
      ['Day', 'Visits'],
      ['Mon, 29 Oct 2035', '5'],
      ['Tue, 30 Oct 2035', '0'],
      ['Wed, 31 Oct 2035', '4'],
      ['Total', '9'],
    ]);

    const sources = screen.getByRole('region', { name: 'Top sources' });
    expect(within(sources).getByText('Not counted here: 4 visits from one page of the site to another.')).toBeInTheDocument();

    const ordered = screen.getByRole('region', { name: 'Visitors who ordered' });
    await user.click(within(ordered).getByRole('button', { name: 'Table' }));
    expect(cellsOf(within(ordered).getByRole('table', { name: 'Visitors who ordered' }))).toEqual([
      ['Source', 'Share', 'Visitors', 'Ordered'],
      ['google.com', '66.7%', '3', '2'],
      ['Direct', '0%', '2', '0'],
      ['All visitors', '40%', '5', '2'],
    ]);
    await user.click(within(ordered).getByRole('button', { name: 'Chart' }));
    expect(within(ordered).getByRole('img', { name: /^Visitors who ordered: chart/ })).toBeInTheDocument();
  });

  it('asks for the preset chosen, and for a custom range once both dates are set, starting from the range shown', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByText('Mon, 29 Oct 2035 to Wed, 31 Oct 2035 (3 days)');

    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(await screen.findByRole('option', { name: 'Last week' }));
    await waitFor(() => expect(askedRanges()).toContain('?range=last-week'));

    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(screen.getByLabelText('From')).toHaveValue('2035-10-29');
    expect(screen.getByLabelText('To')).toHaveValue('2035-10-31');
    await waitFor(() => expect(askedRanges()).toContain('?range=custom&from=2035-10-29&to=2035-10-31'));

    await user.clear(screen.getByLabelText('From'));
    expect(await screen.findByText('Choose both dates of the custom range.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('From'), '2035-10-01');
    await waitFor(() => expect(askedRanges()).toContain('?range=custom&from=2035-10-01&to=2035-10-31'));
    // Never a custom range with one date.
    expect(askedRanges().filter((search) => search.includes('custom') && !(search.includes('from=') && search.includes('to=')))).toEqual([]);
  });

  it("shows the server's reason for a range it refuses", async () => {
    answerApi('GET', '/api/admin/visits/charts', {
      status: 422,
      body: { error: { code: 'VISITS_RANGE_INVALID', message: 'A report covers at most 366 days; this range has 639.' } },
    });
    renderSection();
    expect(await screen.findByText('A report covers at most 366 days; this range has 639.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top pages' })).not.toBeInTheDocument();
  });

  it('says so when the range has no visits, and offers no empty table', async () => {
    answerApi('GET', '/api/admin/visits/charts', {
      body: {
        ...charts,
        totalVisits: 0,
        visitsByDay: charts.visitsByDay.map((day) => ({ ...day, visits: 0 })),
        topPages: [],
        topSources: [],
        internalVisits: 0,
        conversionBySource: [],
        conversion: { visitors: 0, convertedVisitors: 0, share: 0 },
      },
    });
    renderSection();
    const days = await screen.findByRole('region', { name: 'Visits per day' });
    expect(within(days).getByText('No visits in this range.')).toBeInTheDocument();
    expect(within(days).queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Visitors who ordered' })).getByText('No visitors in this range.')).toBeInTheDocument();
  });
});
