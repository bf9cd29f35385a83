import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export type ResultTone = 'success' | 'warning' | 'error' | 'info';

/** The large round, tinted icon at the top of a result page (order placed, payment outcome). */
export function ResultIcon({ tone, children }: { tone: ResultTone; children: ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 80,
        height: 80,
        mx: 'auto',
        mb: 2,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: `${tone}.main`,
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.12),
        '& svg': { fontSize: 44 },
      }}
    >
      {children}
    </Box>
  );
}
