import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A page-sized spinner with a label that screen readers announce. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 2, py: { xs: 10, md: 14 } }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}
