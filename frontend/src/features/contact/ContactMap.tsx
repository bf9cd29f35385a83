import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import type { Restaurant } from '../../shared/restaurant/restaurant';
import { StaticMap } from './StaticMap';

export const OSM_ORIGIN = 'https://www.openstreetmap.org';

/** OpenStreetMap's embeddable map around the restaurant, with its marker. */
export function osmEmbedUrl({ latitude, longitude }: Restaurant['geo']): string {
  const [dLon, dLat] = [0.006, 0.003];
  const bbox = [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat].map((n) => n.toFixed(5)).join(',');
  return `${OSM_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude.toFixed(5)}%2C${longitude.toFixed(5)}`;
}

/**
 * The drawn map until the visitor asks for the real one: OpenStreetMap learns of the visit (and
 * the visitor's address) only after that click. The choice is per visit and not stored.
 */
export function ContactMap({ restaurant }: { restaurant: Restaurant }) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <Box
        component="iframe"
        title={`OpenStreetMap showing ${restaurant.name}`}
        src={osmEmbedUrl(restaurant.geo)}
        loading="lazy"
        referrerPolicy="no-referrer"
        sx={{ border: 0, width: '100%', flex: 1, minHeight: { xs: 260, md: 320 }, display: 'block' }}
      />
    );
  }
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1 }}>
      <StaticMap restaurant={restaurant} />
      <Box sx={{ position: 'absolute', left: 12, bottom: 12, right: 12, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="contained" color="secondary" size="small" startIcon={<MapOutlinedIcon />} onClick={() => setLoaded(true)}>
          Load interactive map
        </Button>
        <Typography variant="caption" sx={{ bgcolor: 'rgba(255,255,255,0.85)', px: 1, py: 0.25, borderRadius: 1 }}>
          Loads a map from OpenStreetMap
        </Typography>
      </Box>
    </Box>
  );
}
