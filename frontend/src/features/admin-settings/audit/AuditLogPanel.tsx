import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetAuditEntriesQuery, type AuditArea } from './admin-audit-api';
import { AUDIT_AREA_LABELS, describeAuditChange, formatAuditWhen } from './audit-format';

export const AUDIT_PAGE_SIZE = 25;

/** Every change made by staff, newest first, filterable by area and by the person's e-mail. */
export function AuditLogPanel() {
  const [area, setArea] = useState<AuditArea | ''>('');
  const [personInput, setPersonInput] = useState('');
  const [person, setPerson] = useState('');
  const [page, setPage] = useState(0);
  const { data, isFetching, isError } = useGetAuditEntriesQuery({
    ...(area && { area }),
    ...(person && { actorEmail: person }),
    limit: AUDIT_PAGE_SIZE,
    offset: page * AUDIT_PAGE_SIZE,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPerson(personInput.trim());
    setPage(0);
  }

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Audit log
      </Typography>
      <Stack component="form" role="search" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} onSubmit={onSubmit}>
        <TextField
          select
          label="Area"
          value={area}
          onChange={(event) => {
            setArea(event.target.value as AuditArea | '');
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">All areas</MenuItem>
          {Object.entries(AUDIT_AREA_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Person (e-mail)" value={personInput} onChange={(event) => setPersonInput(event.target.value)} />
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Stack>
      {isError ? (
        <Alert severity="error">Failed to load the audit log</Alert>
      ) : !data ? (
        <CircularProgress aria-label="Loading the audit log" />
      ) : data.entries.length === 0 ? (
        <Typography color="text.secondary">No changes recorded{area || person ? ' for this filter' : ''}.</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label="Audit log" aria-busy={isFetching}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Area</TableCell>
                  <TableCell>Action</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Before → After</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAuditWhen(entry.createdAt)}</TableCell>
                    <TableCell>{entry.actorEmail}</TableCell>
                    <TableCell>{AUDIT_AREA_LABELS[entry.area as AuditArea] ?? entry.area}</TableCell>
                    <TableCell>{entry.action}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{entry.entityId}</TableCell>
                    <TableCell>
                      {describeAuditChange(entry).map((line) => (
                        <Typography key={line} variant="body2" component="div" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                          {line}
                        </Typography>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={AUDIT_PAGE_SIZE}
            rowsPerPageOptions={[AUDIT_PAGE_SIZE]}
          />
        </>
      )}
    </Paper>
  );
}
