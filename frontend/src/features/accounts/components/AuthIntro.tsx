import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { brandColors } from '../../../theme/palette';

const BENEFITS = [
  { Icon: ShoppingBagOutlinedIcon, title: 'Your cart, kept for you', text: 'Start on your phone, finish on your laptop.' },
  { Icon: BoltOutlinedIcon, title: 'Quicker checkout', text: 'Pick a slot, pay and go: no retyping.' },
  { Icon: ReceiptLongOutlinedIcon, title: 'Order history', text: 'Every order and what was in it, in one place.' },
] as const;

/** The dark panel beside the forms: what an account is for. Shortened to a heading on small screens. */
export function AuthIntro({ titleId }: { titleId: string }) {
  return (
    <Box
      sx={{
        color: '#fff',
        background: `radial-gradient(circle at 100% 0%, rgba(255,176,32,0.28), transparent 55%),
          radial-gradient(circle at 0% 100%, rgba(179,38,30,0.7), transparent 60%), ${brandColors.charcoal}`,
        p: { xs: 3, sm: 4, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: brandColors.golden }}>
        Your account
      </Typography>
      <Typography
        id={titleId}
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.1rem', md: '2.6rem' }, mt: 1, mb: { xs: 1, md: 2 } }}
      >
        Sign in for quicker ordering
      </Typography>
      <Typography sx={{ color: 'rgba(255,255,255,0.82)', maxWidth: 420 }}>
        One account for ordering, checking out and finding your past orders.
      </Typography>
      <Stack component="ul" spacing={2.5} sx={{ display: { xs: 'none', md: 'flex' }, listStyle: 'none', p: 0, m: 0, mt: 5 }}>
        {BENEFITS.map(({ Icon, title, text }) => (
          <Stack component="li" key={title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden="true"
              sx={{
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: 3,
                color: brandColors.golden,
                bgcolor: 'rgba(255,176,32,0.14)',
              }}
            >
              <Icon />
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
              <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.75)' }}>
                {text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
