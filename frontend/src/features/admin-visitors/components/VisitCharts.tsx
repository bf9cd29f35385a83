import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisitCharts as VisitChartsData } from '../admin-visitors-api';
import { formatDay, formatLongDay, formatShare } from '../visitor-format';
import { ChartCard } from './ChartCard';

/** A horizontal bar chart's height: room for each bar and its axis. */
const barsHeight = (count: number) => 56 + count * 34;
/**
 * A count axis with room past the longest bar for its label (labels outside the plot are clipped):
 * a quarter more, which a phone's narrow plot needs.
 */
const countAxisMax = (counts: readonly number[]) => Math.max(1, Math.ceil(Math.max(0, ...counts) * 1.25));
/** The share axis, in percent: to 100% would leave small shares unreadable; to the largest, with room for its label, in tens. */
const shareAxisMax = (shares: readonly number[]) => Math.min(100, Math.max(10, Math.ceil((Math.max(0, ...shares) * 100 * 1.35) / 10) * 10));
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/**
 * The Visits tab's charts (issue 29), with @mui/x-charts: visits per day, top pages, top sources
 * and the share of each source's visitors who ordered. Loaded only with the admin's Visits tab
 * (VisitsPanel imports it lazily): customer pages never fetch the charts library.
 */
export function VisitCharts({ charts }: { charts: VisitChartsData }) {
  const theme = useTheme();
  const { visitsByDay, topPages, topSources, conversionBySource, conversion } = charts;
  const barColor = theme.palette.primary.main;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <ChartCard
          title="Visits per day"
          description={`${plural(charts.totalVisits, 'visit')}, London days`}
          rows={charts.totalVisits > 0 ? visitsByDay : []}
          rowKey={(day) => day.date}
          columns={[
            { header: 'Day', cell: (day) => formatLongDay(day.date) },
            { header: 'Visits', cell: (day) => day.visits.toLocaleString('en-GB'), numeric: true },
          ]}
          footer={['Total', charts.totalVisits.toLocaleString('en-GB')]}
          empty="No visits in this range."
          chart={
            <BarChart
              height={280}
              hideLegend
              xAxis={[
                {
                  scaleType: 'band',
                  data: visitsByDay.map((day) => day.date),
                  valueFormatter: (date: string, context) => (context.location === 'tick' ? formatDay(date) : formatLongDay(date)),
                },
              ]}
              yAxis={[{ tickMinStep: 1, width: 48 }]}
              series={[{ data: visitsByDay.map((day) => day.visits), label: 'Visits', color: barColor }]}
              grid={{ horizontal: true }}
            />
          }
        />
      </Box>
      <ChartCard
        title="Top pages"
        description="The 10 most visited pages"
        rows={topPages}
        rowKey={(page) => page.path}
        columns={[
          { header: 'Page', cell: (page) => page.path },
          { header: 'Visits', cell: (page) => page.visits.toLocaleString('en-GB'), numeric: true },
        ]}
        empty="No visits in this range."
        chart={
          <BarChart
            layout="horizontal"
            height={barsHeight(topPages.length)}
            hideLegend
            yAxis={[{ scaleType: 'band', data: topPages.map((page) => page.path), width: 'auto' }]}
            xAxis={[{ tickMinStep: 1, max: countAxisMax(topPages.map((page) => page.visits)) }]}
            series={[{ data: topPages.map((page) => page.visits), label: 'Visits', color: barColor, barLabel: 'value', barLabelPlacement: 'outside' }]}
            grid={{ vertical: true }}
          />
        }
      />
      <ChartCard
        title="Top sources"
        description="The campaign (utm_source), else the referring site"
        rows={topSources}
        rowKey={(source) => source.source}
        columns={[
          { header: 'Source', cell: (source) => source.source },
          { header: 'Visits', cell: (source) => source.visits.toLocaleString('en-GB'), numeric: true },
        ]}
        empty="No visits arrived from a source in this range."
        note={charts.internalVisits > 0 ? `Not counted here: ${plural(charts.internalVisits, 'visit')} from one page of the site to another.` : undefined}
        chart={
          <BarChart
            layout="horizontal"
            height={barsHeight(topSources.length)}
            hideLegend
            yAxis={[{ scaleType: 'band', data: topSources.map((source) => source.source), width: 'auto' }]}
            xAxis={[{ tickMinStep: 1, max: countAxisMax(topSources.map((source) => source.visits)) }]}
            series={[{ data: topSources.map((source) => source.visits), label: 'Visits', color: theme.palette.secondary.main, barLabel: 'value', barLabelPlacement: 'outside' }]}
            grid={{ vertical: true }}
          />
        }
      />
      <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
        <ChartCard
          title="Visitors who ordered"
          description="Per source of their first arrival that day, the share of visitors (an address on a day) who reached an order confirmation the same day"
          rows={conversionBySource}
          rowKey={(row) => row.source}
          columns={[
            { header: 'Source', cell: (row) => row.source },
            // The share first: on a phone the last columns scroll out of sight.
            { header: 'Share', cell: (row) => formatShare(row.share), numeric: true },
            { header: 'Visitors', cell: (row) => row.visitors.toLocaleString('en-GB'), numeric: true },
            { header: 'Ordered', cell: (row) => row.convertedVisitors.toLocaleString('en-GB'), numeric: true },
          ]}
          footer={['All visitors', formatShare(conversion.share), conversion.visitors.toLocaleString('en-GB'), conversion.convertedVisitors.toLocaleString('en-GB')]}
          empty="No visitors in this range."
          note={`All visitors: ${conversion.convertedVisitors.toLocaleString('en-GB')} of ${plural(conversion.visitors, 'visitor')} ordered (${formatShare(conversion.share)}).`}
          chart={
            <BarChart
              layout="horizontal"
              height={barsHeight(conversionBySource.length)}
              hideLegend
              yAxis={[{ scaleType: 'band', data: conversionBySource.map((row) => row.source), width: 'auto' }]}
              xAxis={[{ min: 0, max: shareAxisMax(conversionBySource.map((row) => row.share)), valueFormatter: (value: number) => `${value}%` }]}
                series={[
                {
                  data: conversionBySource.map((row) => row.share * 100),
                  label: 'Ordered',
                  color: theme.palette.success.main,
                  barLabel: (item) => formatShare((item.value ?? 0) / 100),
                  barLabelPlacement: 'outside',
                  valueFormatter: (value, { dataIndex }) => {
                    const row = conversionBySource[dataIndex];
                    return `${formatShare((value ?? 0) / 100)} (${row.convertedVisitors} of ${plural(row.visitors, 'visitor')})`;
                  },
                },
              ]}
              grid={{ vertical: true }}
            />
          }
        />
      </Box>
    </Box>
  );
}
