import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { MenuItemImage } from './MenuItemImage';
import type { GalleryItem } from '../../../shared/menu/menu-types';
import { brandColors } from '../../../theme/palette';

interface GalleryLightboxProps {
  items: GalleryItem[];
  /** The open picture, or null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** Wraps at both ends: next after the last is the first, previous before the first is the last. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.92)',
  color: 'text.primary',
  boxShadow: 2,
  '&:hover': { bgcolor: '#fff' },
} as const;

/** The gallery's lightbox: previous and next (buttons, ArrowLeft, ArrowRight) wrap; Escape or the button closes. */
export function GalleryLightbox({ items, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const item = index === null ? null : items[index];
  const step = (delta: number) => {
    if (index !== null) onIndexChange(wrapIndex(index + delta, items.length));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={item != null} onClose={onClose} onKeyDown={onKeyDown} maxWidth="lg" fullWidth aria-labelledby="lightbox-title" aria-describedby="lightbox-position">
      {item && index !== null && (
        <>
          <Box sx={{ position: 'relative', bgcolor: 'common.black' }}>
            <MenuItemImage item={item} sizes="(min-width: 1200px) 1152px, 96vw" priority objectFit="contain" sx={{ maxHeight: '72vh', bgcolor: brandColors.charcoal }} />
            {items.length > 1 && (
              <>
                <IconButton aria-label="Previous image" onClick={() => step(-1)} sx={{ ...arrowSx, left: { xs: 8, md: 16 } }}>
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton aria-label="Next image" onClick={() => step(1)} sx={{ ...arrowSx, right: { xs: 8, md: 16 } }}>
                  <ChevronRightIcon />
                </IconButton>
              </>
            )}
            <IconButton aria-label="Close" onClick={onClose} sx={{ ...arrowSx, top: 12, transform: 'none', right: 12 }}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Stack direction="row" sx={{ p: { xs: 2, md: 3 }, gap: 2, alignItems: 'baseline' }}>
            <Box sx={{ flex: 1 }}>
              <Typography id="lightbox-title" variant="h5" component="h2">
                {item.name}
              </Typography>
              {item.description && <Typography color="text.secondary">{item.description}</Typography>}
            </Box>
            <Typography id="lightbox-position" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
              {`${index + 1} of ${items.length}`}
            </Typography>
          </Stack>
        </>
      )}
    </Dialog>
  );
}
