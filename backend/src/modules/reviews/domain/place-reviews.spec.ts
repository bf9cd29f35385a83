import { authorPhotoId, isPhotoReference, parsePlaceDetails, toReviewsView } from './place-reviews.js';

describe('parsePlaceDetails', () => {
  it('keeps reviews with 1-5 whole stars and text, only http(s) addresses, and at most 8 photos', () => {
    const snapshot = parsePlaceDetails({
      rating: 4.65,
      user_ratings_total: 12,
      url: 'javascript:alert(1)',
      photos: [...Array.from({ length: 10 }, (_, n) => ({ photo_reference: `ref-${n}`, width: 800, height: 600 })), { photo_reference: '../etc' }],
      reviews: [
        { author_name: 'Ann', rating: 5, text: 'Great', relative_time_description: 'a week ago', profile_photo_url: 'https://lh3.googleusercontent.com/a/x' },
        { author_name: 'Bob', rating: 0, text: 'Out of range' },
        { author_name: 'Cy', rating: 4.5, text: 'Not whole' },
        { author_name: 'Di', rating: 3, text: '   ' },
        { rating: 4, text: 'No name', profile_photo_url: 'data:image/png;base64,xx' },
      ],
    });
    expect(snapshot.rating).toBe(4.65);
    expect(snapshot.total).toBe(12);
    expect(snapshot.mapsUrl).toBeNull();
    expect(snapshot.photos.map((photo) => photo.reference)).toEqual(['ref-0', 'ref-1', 'ref-2', 'ref-3', 'ref-4', 'ref-5', 'ref-6', 'ref-7']);
    expect(snapshot.reviews.map((review) => [review.authorName, review.rating, review.authorPhotoUrl])).toEqual([
      ['Ann', 5, 'https://lh3.googleusercontent.com/a/x'],
      ['A Google user', 4, null],
    ]);
  });

  it('refuses an answer without a result, and a rating outside 0-5', () => {
    expect(() => parsePlaceDetails(undefined)).toThrow();
    expect(parsePlaceDetails({ rating: 7 }).rating).toBeNull();
  });
});

describe('toReviewsView', () => {
  it('points every picture at the proxy and leaves no Google address in the answer', () => {
    const photoUrl = 'https://lh3.googleusercontent.com/a/secret-ish';
    const view = toReviewsView({
      rating: 4.6,
      total: 3,
      mapsUrl: 'https://maps.google.com/?cid=1',
      photos: [{ reference: 'AbC_1-2', width: 600, height: 400 }],
      reviews: [{ authorName: 'Ann', authorPhotoUrl: photoUrl, rating: 5, text: 'Great', relativeTime: 'a week ago' }],
    });
    expect(view.photos).toEqual([{ url: '/api/reviews/photos/AbC_1-2', width: 600, height: 400 }]);
    expect(view.reviews[0].authorPhotoUrl).toBe(`/api/reviews/author-photos/${authorPhotoId(photoUrl)}`);
    expect(JSON.stringify(view)).not.toContain('googleusercontent');
  });
});

describe('isPhotoReference', () => {
  it('accepts URL-safe references only', () => {
    expect(isPhotoReference('Aap_uEA7vb0DDYVJWEaX3O-AtYp77AaswQKSGtDaimt3gt7QCNpdjp1BkdM6acJ96xTec3tsV_ZJNL_JP-lqsVxydG3nh739RE_hepOOL05tfJh2_ranjMadb3VoBYFvF0ma6S24qZ6QJUuV6sSRrhCskSBP5C1myCzsebztMfGvm7ij3gZT')).toBe(true);
    for (const bad of ['', '../x', 'a b', 'a%2Fb', 'x'.repeat(2049)]) expect(isPhotoReference(bad)).toBe(false);
  });
});
