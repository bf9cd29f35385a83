import { ApiProperty } from '@nestjs/swagger';
import type { ReviewsView, ReviewView } from '../domain/place-reviews.js';

export class ReviewDto implements ReviewView {
  @ApiProperty({ example: 'Sarah Holt' }) authorName: string;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's picture through the proxy (/api/reviews/author-photos/<id>)" })
  authorPhotoUrl: string | null;
  @ApiProperty({ minimum: 1, maximum: 5, description: 'Whole stars' }) rating: number;
  @ApiProperty() text: string;
  @ApiProperty({ example: 'a week ago', description: "Google's relative time" }) relativeTime: string;
}

export class PlacePhotoDto {
  @ApiProperty({ description: 'Through the proxy: /api/reviews/photos/<photo reference>' }) url: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
}

export class ReviewsResponseDto implements ReviewsView {
  @ApiProperty({ type: Number, nullable: true, description: 'Out of 5; null when there is nothing to show (no key set, or the service failed)' })
  rating: number | null;
  @ApiProperty({ description: 'How many ratings the listing has' }) total: number;
  @ApiProperty({ type: String, nullable: true, description: 'The maps listing' }) mapsUrl: string | null;
  @ApiProperty({ type: ReviewDto, isArray: true }) reviews: ReviewDto[];
  @ApiProperty({ type: PlacePhotoDto, isArray: true, description: 'The photo strip' }) photos: PlacePhotoDto[];
}
