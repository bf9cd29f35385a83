import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Review } from '../reviews-api';

/** Review cards are 300 px wide with a 20 px gap: one carousel step (320 px) moves exactly one card. */
export const REVIEW_CARD_WIDTH_PX = 300;

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card
      component="article"
      aria-label={`Review by ${review.authorName}`}
      sx={{ flex: `0 0 ${REVIEW_CARD_WIDTH_PX}px`, width: REVIEW_CARD_WIDTH_PX, scrollSnapAlign: 'start', display: 'flex' }}
    >
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Avatar
            src={review.authorPhotoUrl ?? undefined}
            alt=""
            slotProps={{ img: { loading: 'lazy', referrerPolicy: 'no-referrer' } }}
            sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
          >
            {review.authorName.charAt(0)}
          </Avatar>
          <div>
            <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {review.authorName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {review.relativeTime}
            </Typography>
          </div>
        </Stack>
        <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} out of 5 stars`} />
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {review.text}
        </Typography>
      </CardContent>
    </Card>
  );
}
