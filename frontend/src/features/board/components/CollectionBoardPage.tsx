import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { connectStorefrontSocket, type StorefrontSocket } from '../../../shared/realtime/storefront-socket';
import { typography } from '../../../theme/typography';
import { useGetCollectionBoardQuery } from '../board-api';

/** A fallback for a missed message: the board also asks again this often. */
const BOARD_REFRESH_MS = 60_000;

const boardTheme = createTheme({
  palette: { mode: 'dark', background: { default: '#121110', paper: '#1f1c1a' }, text: { primary: '#f7f2ee', secondary: '#cfc6bf' }, success: { main: '#6fdc8c' } },
  typography,
});

/** Refetches when an order's status changes, when the setting changes, and on every (re)connect. */
function useBoardLiveUpdates(refetch: () => unknown): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    const refetchBoard = () => latest.current();
    let socket: StorefrontSocket | null = null;
    let closed = false;
    void connectStorefrontSocket().then((connected) => {
      if (closed) {
        connected.disconnect();
        return;
      }
      socket = connected;
      if (connected.connected) setLive(true);
      connected.on('connect', () => {
        setLive(true);
        refetchBoard();
      });
      connected.on('disconnect', () => setLive(false));
      connected.on('board.changed', refetchBoard);
      connected.on('settings.changed', ({ key }) => {
        if (key === 'collection_board') refetchBoard();
      });
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, []);
  return live;
}

function NumberColumn({ title, numbers, highlight }: { title: string; numbers: readonly string[]; highlight: boolean }) {
  return (
    <Box component="section" aria-label={title} sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper', borderRadius: 3, p: { xs: 2, md: 3 } }}>
      <Typography component="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.4rem' }, fontWeight: 800, color: highlight ? 'success.main' : 'text.primary', mb: 2 }}>
        {title}
      </Typography>
      {/* The numbers' size is the list's, so that a column (in ch) fits a whole number: WK-7Q3K9D never breaks. */}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          columnGap: 4,
          rowGap: 1.5,
          fontSize: { xs: '1.7rem', md: '2.6rem' },
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10ch), 1fr))',
        }}
      >
        {numbers.map((number) => (
          <Box
            component="li"
            key={number}
            sx={{
              fontWeight: 800,
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
              letterSpacing: '0.02em',
              color: highlight ? 'success.main' : 'text.primary',
            }}
          >
            {number}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** /board (issue 26): the counter TV's order numbers, Preparing and Ready for collection, live; no names, no items. */
export function CollectionBoardPage() {
  const { data, error, isLoading, refetch } = useGetCollectionBoardQuery(undefined, { pollingInterval: BOARD_REFRESH_MS, skipPollingIfUnfocused: false });
  const live = useBoardLiveUpdates(refetch);
  const off = (error as { status?: number } | undefined)?.status === 404;

  return (
    <ThemeProvider theme={boardTheme}>
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', p: { xs: 2, md: 4 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.8rem' }, fontWeight: 900 }}>
            Collection orders
          </Typography>
          {!off && data && !live && (
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              Reconnecting…
            </Typography>
          )}
        </Stack>
        {off ? (
          <Typography sx={{ fontSize: { xs: '1.4rem', md: '2rem' }, color: 'text.secondary' }}>The collection board is off.</Typography>
        ) : isLoading || !data ? (
          <Typography sx={{ color: 'text.secondary' }}>{error ? 'The board could not be loaded. Trying again…' : 'Loading…'}</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ flex: 1, alignItems: 'stretch' }}>
            <NumberColumn title="Preparing" numbers={data.preparing} highlight={false} />
            <NumberColumn title="Ready for collection" numbers={data.ready} highlight />
          </Stack>
        )}
      </Box>
    </ThemeProvider>
  );
}
