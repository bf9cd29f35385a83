import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A chart or table wider than a phone: it scrolls sideways inside the page, and the keyboard can
 * focus it to scroll with the arrow keys.
 */
export function ScrollArea({ label, minWidth, children }: { label: string; minWidth?: number; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Box sx={{ minWidth }}>{children}</Box>
    </Box>
  );
}
