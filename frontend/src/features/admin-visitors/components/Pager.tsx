import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Prev, Next and 'Page X of Y'. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Prev
      </Button>
      <Typography>{`Page ${page} of ${pageCount}`}</Typography>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </Stack>
  );
}
