import { AppException } from '../../infra/http/app.exception.js';

/** Expected failures of the reviews' photo proxy (the reviews themselves never fail: they are empty). */
export class ReviewsException extends AppException {
  static photoNotFound(): ReviewsException {
    return new ReviewsException('REVIEWS_PHOTO_NOT_FOUND', 'This photo does not exist.', 404);
  }

  static photoUnavailable(): ReviewsException {
    return new ReviewsException('REVIEWS_PHOTO_UNAVAILABLE', 'This photo cannot be loaded right now.', 502);
  }

  static tooManyPhotos(retryAfterSeconds: number): ReviewsException {
    return new ReviewsException('TOO_MANY_PHOTO_REQUESTS', 'Too many pictures have been asked for from your network. Please try again later.', 429, {
      title: 'Too Many Requests',
      retryAfterSeconds,
    });
  }
}
