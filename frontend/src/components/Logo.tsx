import Box from '@mui/material/Box';
import { useRestaurant } from '../shared/restaurant/useRestaurant';
import { brandColors } from '../theme/palette';
import { VISUALLY_HIDDEN } from './visually-hidden';

interface LogoProps {
  /** 'light' for dark backgrounds (header, footer), 'dark' for light ones. */
  tone?: 'light' | 'dark';
}

/** The flame badge and the restaurant's word mark, drawn inline so it costs no request. */
export function Logo({ tone = 'light' }: LogoProps) {
  const wordColor = tone === 'light' ? '#ffffff' : brandColors.ink;
  const restaurant = useRestaurant();
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: wordColor, lineHeight: 1 }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        sx={{ width: 40, height: 40, flexShrink: 0, display: 'block' }}
      >
        <rect width="64" height="64" rx="14" fill={brandColors.chilli} />
        <path d="M32 10c-9 9-15 17-15 26a15 15 0 0 0 30 0c0-9-6-17-15-26z" fill={brandColors.golden} />
        <path d="M32 26c-4 5-7 9-7 13a7 7 0 0 0 14 0c0-4-3-8-7-13z" fill="#fff4e0" />
      </Box>
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Box
          component="span"
          sx={{ fontWeight: 900, fontSize: '1.3rem', letterSpacing: '0.06em', textTransform: 'uppercase' }}
        >
          {restaurant?.shortName}
        </Box>
        <Box
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: '0.68rem',
            letterSpacing: '0.14em',
            textTransform: 'uppercase',
            color: brandColors.golden,
            mt: 0.4,
            // Narrow phones need the header's width for the cart and account buttons.
            display: { xs: 'none', sm: 'block' },
          }}
        >
          Chicken · Pizza · Burgers
        </Box>
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {restaurant?.name}
      </Box>
    </Box>
  );
}

