/** Ratings are shown out of 5 to 1 decimal: 4.6, 5.0. */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/** '187 Google reviews', '1 Google review'. */
export function formatReviewCount(total: number): string {
  return `${total.toLocaleString('en-GB')} Google ${total === 1 ? 'review' : 'reviews'}`;
}
