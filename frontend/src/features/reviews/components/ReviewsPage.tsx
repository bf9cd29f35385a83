import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { useRestaurant } from '../../../shared/restaurant/useRestaurant';
import { formatRating, formatReviewCount } from '../review-format';
import { useGetReviewsQuery } from '../reviews-api';
import { PhotoStrip } from './PhotoStrip';
import { ReviewCarousel } from './ReviewCarousel';

function MapsButton({ href, label }: { href: string | undefined; label: string }) {
  if (!href) return null;
  return (
    <Button variant="contained" href={href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
      {label}
    </Button>
  );
}

export function ReviewsPage() {
  const { data, isLoading } = useGetReviewsQuery();
  const restaurant = useRestaurant();
  // Google's own link to the listing; without it (no answer), the maps search for our address.
  const mapsUrl = data?.mapsUrl ?? restaurant?.mapsUrl;

  return (
    <>
      <PageHeader title="What Our Customers Say" subtitle="Reviews and photos from our Google Maps listing." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {isLoading ? (
          <PageLoading label="Loading reviews..." />
        ) : data && data.rating !== null && (data.reviews.length > 0 || data.photos.length > 0) ? (
          <Stack sx={{ gap: { xs: 4, md: 6 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: { xs: 2, sm: 3 }, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1 }}>
                  {formatRating(data.rating)}
                </Typography>
                <div>
                  <Rating value={data.rating} precision={0.1} readOnly aria-label={`${formatRating(data.rating)} out of 5 stars`} />
                  <Typography color="text.secondary">{formatReviewCount(data.total)}</Typography>
                </div>
              </Stack>
              <MapsButton href={mapsUrl} label="See us on Google Maps" />
            </Stack>
            {data.photos.length > 0 && (
              <Box component="section" aria-labelledby="reviews-photos">
                <Typography id="reviews-photos" variant="h5" component="h2" sx={{ mb: 2 }}>
                  Photos
                </Typography>
                <PhotoStrip photos={data.photos} />
              </Box>
            )}
            {data.reviews.length > 0 && (
              <Box>
                <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                  Reviews
                </Typography>
                <ReviewCarousel reviews={data.reviews} />
              </Box>
            )}
          </Stack>
        ) : (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6, gap: 2 }}>
            <RateReviewOutlinedIcon sx={{ fontSize: 56, color: 'primary.main' }} />
            <Typography variant="h5" component="h2">
              Our reviews cannot be shown right now
            </Typography>
            <Typography color="text.secondary">You can still read them, or leave your own, on our Google Maps listing.</Typography>
            <MapsButton href={mapsUrl} label="Open Google Maps" />
          </Stack>
        )}
      </Container>
    </>
  );
}
