import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';
import { MenuItemImage } from './MenuItemImage';
import { hasPicture } from '../menu-images';
import { useGetGalleryQuery } from '../gallery-api';
import { GalleryLightbox } from './GalleryLightbox';

const SKELETONS = 8;
const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 23vw, (min-width: 600px) 31vw, 47vw';
const grid = { display: 'grid', gap: { xs: 1.5, md: 2.5 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' } } as const;

/** /gallery (SPEC section 2): the available menu items that have a picture, opened in a lightbox. */
export function GalleryPage() {
  const { data, isLoading, isError } = useGetGalleryQuery();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const items = (data?.items ?? []).filter(hasPicture);

  let content;
  if (isLoading) {
    content = (
      <Box sx={grid} role="status" aria-label="Loading gallery">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <Skeleton key={index} variant="rounded" data-testid="gallery-skeleton" sx={{ height: 'auto', aspectRatio: '4 / 3', borderRadius: 4 }} />
        ))}
      </Box>
    );
  } else if (isError) {
    content = <Alert severity="error">We couldn&apos;t load the gallery. Please try again later.</Alert>;
  } else if (items.length === 0) {
    content = <Typography color="text.secondary">There are no photos to show yet.</Typography>;
  } else {
    content = (
      <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => (
          <li key={item.id}>
            <ButtonBase
              onClick={() => setOpenIndex(index)}
              aria-label={`View ${item.name}`}
              sx={{ display: 'block', width: '100%', height: '100%', borderRadius: 4, overflow: 'hidden', textAlign: 'left', boxShadow: '0 10px 30px -18px rgba(60, 20, 10, 0.35)', bgcolor: 'background.paper', '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' }, '& img': { transition: 'transform 300ms ease' } }}
            >
              <MenuItemImage item={item} sizes={TILE_SIZES} priority={index < 4} />
              <Typography component="span" sx={{ display: 'block', px: 1.5, py: 1, fontWeight: 700, fontSize: '0.95rem' }}>
                {item.name}
              </Typography>
            </ButtonBase>
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageHeader title="GALLERY" subtitle="A look at what comes out of our kitchen, fresh to order." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {content}
      </Container>
      <GalleryLightbox items={items} index={openIndex} onIndexChange={setOpenIndex} onClose={() => setOpenIndex(null)} />
    </>
  );
}
