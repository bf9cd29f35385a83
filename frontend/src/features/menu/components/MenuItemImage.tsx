import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { categoryVisual } from '../category-visuals';
import { bundledImageFor } from '../menu-images';
import type { ResponsiveImage } from '../menu-types';

interface MenuItemImageProps {
  item: { name: string; imageUrl: string | null; image: ResponsiveImage | null };
  /** The item's category, for the colours and icon of an item without a picture. */
  categoryName?: string;
  /** The displayed width per viewport, so the browser downloads the smallest file that is sharp enough. */
  sizes: string;
  /** Above the fold: load at once (and first) instead of lazily. */
  priority?: boolean;
  /** Width / height of the box; the picture covers it. */
  aspectRatio?: string;
  objectFit?: 'cover' | 'contain';
}

const fill = { display: 'block', width: '100%', height: '100%' } as const;

/**
 * An item's picture in a fixed-ratio box (so nothing shifts while it loads): its own photo in
 * AVIF, WebP or JPEG at the width the layout needs, else the bundled illustration, else a card in
 * its category's colours.
 */
export function MenuItemImage({ item, categoryName = '', sizes, priority = false, aspectRatio = '4 / 3', objectFit = 'cover' }: MenuItemImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  const imgSx = { ...fill, objectFit };
  let content;
  if (item.image) {
    content = (
      <Box component="picture" sx={fill}>
        {item.image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <Box
          component="img"
          src={item.image.src}
          srcSet={item.image.srcset}
          sizes={sizes}
          width={item.image.width}
          height={item.image.height}
          alt={item.name}
          loading={loading}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          sx={imgSx}
        />
      </Box>
    );
  } else if (item.imageUrl) {
    content = <Box component="img" src={item.imageUrl} alt={item.name} loading={loading} decoding="async" sx={imgSx} />;
  } else {
    const bundled = bundledImageFor(item.name);
    if (bundled) {
      content = (
        <Box
          component="img"
          src={bundled.src}
          width={bundled.width}
          height={bundled.height}
          alt={item.name}
          loading={loading}
          decoding="async"
          sx={imgSx}
        />
      );
    } else {
      const { Icon, background, foreground } = categoryVisual(categoryName, item.name);
      content = (
        <Box
          role="img"
          aria-label={item.name}
          sx={{ ...fill, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1, p: 2, textAlign: 'center', background, color: foreground }}
        >
          <Icon sx={{ fontSize: 'clamp(2.5rem, 9cqi, 4rem)', opacity: 0.92 }} />
          <Typography component="span" aria-hidden="true" sx={{ fontWeight: 800, fontSize: 'clamp(0.95rem, 5cqi, 1.2rem)', lineHeight: 1.2, maxWidth: '85%' }}>
            {item.name}
          </Typography>
        </Box>
      );
    }
  }
  return <Box sx={{ aspectRatio, width: '100%', overflow: 'hidden', containerType: 'inline-size', bgcolor: 'background.default' }}>{content}</Box>;
}
