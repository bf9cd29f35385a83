import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { categoryVisual } from '../category-visuals';
import { bundledImageFor } from '../menu-images';
import type { ResponsiveImage } from '../../../shared/menu/menu-types';

interface MenuItemImageProps {
  item: { name: string; imageUrl: string | null; image: ResponsiveImage | null };
  /** The item's category (internal name), for the colours and icon of an item without a picture. */
  categoryName?: string;
  /** Shown on the card of an item without a picture (the category's display name). */
  categoryLabel?: string;
  /** The displayed width per viewport, so the browser downloads the smallest file that is sharp enough. */
  sizes: string;
  /** Above the fold: load at once (and first) instead of lazily. */
  priority?: boolean;
  objectFit?: 'cover' | 'contain';
  /** The box: its aspect ratio (4 / 3 unless given) and size. */
  sx?: SxProps<Theme>;
}

const fill = { display: 'block', width: '100%', height: '100%' } as const;

/**
 * An item's picture in a fixed-ratio box (so nothing shifts while it loads): its own photo in
 * AVIF, WebP or JPEG at the width the layout needs, else the bundled illustration, else a card in
 * its category's colours.
 */
export function MenuItemImage({ item, categoryName = '', categoryLabel, sizes, priority = false, objectFit = 'cover', sx }: MenuItemImageProps) {
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
      const { Icon, tint, accent } = categoryVisual(categoryName, item.name);
      content = (
        <Box
          role="img"
          aria-label={item.name}
          sx={{
            ...fill,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.25,
            color: accent,
            background: `radial-gradient(${accent}1f 1.5px, transparent 1.6px) 0 0 / 18px 18px, linear-gradient(135deg, ${tint[0]}, ${tint[1]})`,
          }}
        >
          <Box sx={{ width: 'clamp(44px, 28cqi, 76px)', aspectRatio: '1', borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.85)', boxShadow: `0 8px 20px -12px ${accent}` }}>
            <Icon sx={{ fontSize: 'clamp(24px, 15cqi, 40px)' }} />
          </Box>
          {categoryLabel && (
            <Typography component="span" aria-hidden="true" sx={{ fontWeight: 800, fontSize: '0.72rem', letterSpacing: '0.14em', textTransform: 'uppercase', opacity: 0.85, '@container (max-width: 180px)': { display: 'none' } }}>
              {categoryLabel}
            </Typography>
          )}
        </Box>
      );
    }
  }
  return (
    <Box sx={[{ aspectRatio: '4 / 3', width: '100%', overflow: 'hidden', containerType: 'inline-size', bgcolor: 'background.default' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {content}
    </Box>
  );
}
