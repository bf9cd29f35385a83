import Box from '@mui/material/Box';
import LocalPizzaIcon from '@mui/icons-material/LocalPizza';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { brandColors } from '../../theme/palette';

const bubble = {
  position: 'absolute',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  boxShadow: '0 20px 40px -20px rgba(0,0,0,0.7)',
} as const;

/** The hero's decorative illustration, drawn from icons so the hero needs no image download. */
export function FoodBadge() {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'relative', display: { xs: 'none', md: 'block' }, width: '100%', maxWidth: 400, aspectRatio: '1', mx: 'auto' }}
    >
      <Box
        sx={{
          ...bubble,
          inset: '8%',
          background: `radial-gradient(circle at 30% 30%, ${brandColors.chilliLight}, ${brandColors.chilliDark})`,
          border: `10px solid ${brandColors.golden}`,
        }}
      >
        <LocalPizzaIcon sx={{ fontSize: 150, color: brandColors.golden }} />
      </Box>
      <Box sx={{ ...bubble, width: '32%', aspectRatio: '1', top: 0, right: 0, bgcolor: brandColors.golden }}>
        <LunchDiningIcon sx={{ fontSize: 64, color: brandColors.chilliDark }} />
      </Box>
      <Box sx={{ ...bubble, width: '28%', aspectRatio: '1', bottom: '2%', left: 0, bgcolor: '#fff' }}>
        <WhatshotIcon sx={{ fontSize: 56, color: brandColors.chilli }} />
      </Box>
    </Box>
  );
}
