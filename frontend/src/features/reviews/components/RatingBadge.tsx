import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import StarIcon from '@mui/icons-material/Star';
import { brandColors } from '../../../theme/palette';
import { formatRating } from '../review-format';
import { useGetReviewsQuery } from '../reviews-api';

/** The navigation's Google rating (desktop only). Nothing at all while loading, on failure or without a rating. */
export function RatingBadge() {
  const { data } = useGetReviewsQuery();
  if (data?.rating === null || data?.rating === undefined) return null;
  const rating = formatRating(data.rating);
  return (
    <Chip
      component={RouterLink}
      to="/reviews"
      clickable
      icon={<StarIcon />}
      label={rating}
      title={`${rating} out of 5 on Google`}
      aria-label={`Rated ${rating} out of 5 on Google: read our reviews`}
      size="small"
      sx={{
        display: { xs: 'none', lg: 'inline-flex' },
        flexShrink: 0,
        color: '#fff',
        bgcolor: 'rgba(255,255,255,0.1)',
        fontWeight: 700,
        '& .MuiChip-icon': { color: brandColors.golden },
        '&:hover': { bgcolor: 'rgba(255,255,255,0.18)' },
      }}
    />
  );
}
