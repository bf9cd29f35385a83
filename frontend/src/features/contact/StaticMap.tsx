import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import PlaceIcon from '@mui/icons-material/Place';
import type { Restaurant } from '../../shared/restaurant/restaurant';
import { brandColors } from '../../theme/palette';

const road = { position: 'absolute', bgcolor: '#fff', boxShadow: '0 0 0 1px rgba(0,0,0,0.06)' } as const;

/** A drawn map-style card: what /contact shows until the visitor asks for the real map. */
export function StaticMap({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Box
      role="img"
      aria-label={`Map showing ${restaurant.name} on ${restaurant.address.oneLine}`}
      sx={{
        position: 'relative',
        flex: 1,
        minHeight: { xs: 220, md: 280 },
        overflow: 'hidden',
        bgcolor: '#efe6da',
        backgroundImage:
          'linear-gradient(rgba(0,0,0,0.04) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,0.04) 1px, transparent 1px)',
        backgroundSize: '28px 28px',
      }}
    >
      <Box sx={{ ...road, left: '-10%', right: '-10%', top: '46%', height: 18, transform: 'rotate(-8deg)' }} />
      <Box sx={{ ...road, top: '-10%', bottom: '-10%', left: '30%', width: 12, transform: 'rotate(12deg)' }} />
      <Box sx={{ ...road, top: '-10%', bottom: '-10%', left: '72%', width: 10, transform: 'rotate(-4deg)' }} />
      <Box sx={{ position: 'absolute', left: '8%', top: '12%', width: '16%', height: '22%', bgcolor: '#cfe3c4', borderRadius: 2 }} />
      <Box sx={{ position: 'absolute', right: '6%', bottom: '10%', width: '18%', height: '26%', bgcolor: '#cfe3c4', borderRadius: 2 }} />
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: '44%',
          transform: 'translate(-50%, -100%)',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
        }}
      >
        <Chip label={restaurant.address.lines[0]} size="small" sx={{ bgcolor: brandColors.charcoal, color: '#fff', mb: 0.5 }} />
        <PlaceIcon sx={{ fontSize: 52, color: brandColors.chilli, filter: 'drop-shadow(0 4px 4px rgba(0,0,0,0.3))' }} />
      </Box>
    </Box>
  );
}
