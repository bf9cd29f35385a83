import Box from '@mui/material/Box';
import type { Reviews } from '../reviews-api';

/** The listing's photos in one scrollable row (pictures come through the api's proxy). */
export function PhotoStrip({ photos }: { photos: Reviews['photos'] }) {
  return (
    <Box
      role="list"
      aria-label="Photos of the restaurant"
      sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x proximity', pb: 1 }}
    >
      {photos.map((photo, index) => (
        <Box
          role="listitem"
          key={photo.url}
          sx={{ flex: '0 0 auto', scrollSnapAlign: 'start', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
        >
          <Box
            component="img"
            src={photo.url}
            alt={`Photo ${index + 1} of ${photos.length} from our Google Maps listing`}
            width={240}
            height={160}
            loading="lazy"
            sx={{ display: 'block', width: { xs: 200, sm: 240 }, height: { xs: 134, sm: 160 }, objectFit: 'cover' }}
          />
        </Box>
      ))}
    </Box>
  );
}
