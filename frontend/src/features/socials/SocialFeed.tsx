import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocialNetwork } from '../../shared/restaurant/restaurant';
import { socialEmbedUrl } from './social-embeds';

const FEED_HEIGHT = 600;

/**
 * A network's feed, loaded only when the visitor asks for it: the embed comes from the network,
 * which can set its own cookies, so nothing is requested from it before the click (for every visit;
 * the choice is not stored). Offline or blocked, the links beside it still work.
 */
export function SocialFeed({ network, profileUrl }: { network: SocialNetwork; profileUrl: string }) {
  const [loaded, setLoaded] = useState(false);

  if (loaded) {
    return (
      <Box
        component="iframe"
        title={`Our ${network} feed`}
        src={socialEmbedUrl(network, profileUrl)}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        sx={{ display: 'block', width: '100%', height: FEED_HEIGHT, border: 0, borderRadius: 2, bgcolor: 'background.paper' }}
      />
    );
  }
  return (
    <Stack
      sx={{
        height: { xs: 'auto', md: FEED_HEIGHT },
        minHeight: 240,
        justifyContent: 'center',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        borderRadius: 2,
        border: '1px dashed',
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
        {`Our latest ${network} posts are shown by ${network}, which may set its own cookies and see that you visited.`}
      </Typography>
      <Button variant="outlined" onClick={() => setLoaded(true)}>
        {`Load ${network} feed`}
      </Button>
    </Stack>
  );
}
