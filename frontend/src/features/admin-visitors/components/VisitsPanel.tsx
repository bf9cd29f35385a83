import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useGetVisitsQuery, useGetVisitStatsQuery } from '../admin-visitors-api';
import { formatDateTime } from '../visitor-format';
import { Pager } from './Pager';
import { StatCards } from './StatCards';
import { VisitChartsSection } from './VisitChartsSection';

/** Visitors → Visits: stat cards, charts for a range of days, and the log, 10 a page. A failed fetch of the cards or log shows nothing (SPEC 8). */
export function VisitsPanel() {
  const [page, setPage] = useState(1);
  const { data: stats } = useGetVisitStatsQuery();
  const { data: visits } = useGetVisitsQuery(page);
  return (
    <>
      {stats && (
        <StatCards
          stats={[
            { label: 'Total Visits', value: stats.total },
            { label: 'Unique IPs', value: stats.uniqueIps },
            { label: 'Last 24 Hours', value: stats.last24Hours },
            { label: 'Last 7 Days', value: stats.last7Days },
            { label: 'Daily Average', value: stats.dailyAverage.toFixed(1) },
          ]}
        />
      )}
      <VisitChartsSection />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Visit log
      </Typography>
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Visits">
          <TableHead>
            <TableRow>
              <TableCell>Visited At</TableCell>
              <TableCell>Path</TableCell>
              <TableCell>Referrer</TableCell>
              <TableCell>IP</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visits?.items.map((visit) => (
              <TableRow key={visit.id}>
                <TableCell>{formatDateTime(visit.visitedAt)}</TableCell>
                <TableCell>{visit.path}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{visit.referrer ?? ''}</TableCell>
                <TableCell>{visit.ipAddress ?? ''}</TableCell>
                <TableCell>
                  <Chip size="small" label={visit.utmSource ?? 'Direct'} color={visit.utmSource ? 'secondary' : 'default'} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {visits && <Pager page={visits.page} pageCount={visits.pageCount} onPage={setPage} />}
    </>
  );
}
