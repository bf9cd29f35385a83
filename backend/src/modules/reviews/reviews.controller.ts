import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiNotFoundResponse, ApiTooManyRequestsResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NoQueryParameters } from '../../infra/http/no-query-parameters.js';
import { isAuthorPhotoId, isPhotoReference } from './domain/place-reviews.js';
import { ReviewsResponseDto } from './dto/reviews.dto.js';
import { ReviewsException } from './reviews.exception.js';
import { MAX_PHOTO_BYTES, ReviewsService, type PhotoStream } from './reviews.service.js';

/** Browsers and shared caches keep a picture for a day: a photo reference always names the same picture. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';
/** A proxied picture (an SVG included) can never run script or load anything if opened on its own. */
const PHOTO_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  private readonly logger = new Logger(ReviewsController.name);

  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOperation({ summary: "The restaurant's Google rating, reviews and photos (empty when no key is set or Google fails)" })
  @ApiOkResponse({ type: ReviewsResponseDto })
  @NoQueryParameters()
  getReviews(): Promise<ReviewsResponseDto> {
    return this.reviews.getReviews();
  }

  @Get('photos/:reference')
  @ApiOperation({ summary: "One of the listing's photos, fetched from Google with the key on the server and kept 30 days" })
  @ApiProduces('image/*')
  @ApiOkResponse({ description: 'The picture' })
  @ApiNotFoundResponse({ description: 'Not a photo of the listing' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_PHOTO_REQUESTS: rate limit per client address' })
  @ApiBadGatewayResponse({ description: 'Google did not answer with a picture' })
  async getPhoto(@Param('reference') reference: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.reviews.limitPhotoRequests(req.ip ?? 'unknown');
    if (!isPhotoReference(reference)) throw ReviewsException.photoNotFound();
    await this.send(res, await this.reviews.placePhoto(reference));
  }

  @Get('author-photos/:id')
  @ApiOperation({ summary: "A reviewer's picture, by the id the reviews answer gives it" })
  @ApiProduces('image/*')
  @ApiOkResponse({ description: 'The picture' })
  @ApiNotFoundResponse({ description: 'Not a reviewer of the listing' })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_PHOTO_REQUESTS: rate limit per client address' })
  @ApiBadGatewayResponse({ description: 'Google did not answer with a picture' })
  async getAuthorPhoto(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.reviews.limitPhotoRequests(req.ip ?? 'unknown');
    if (!isAuthorPhotoId(id)) throw ReviewsException.photoNotFound();
    await this.send(res, await this.reviews.authorPhoto(id));
  }

  private async send(res: Response, photo: PhotoStream): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', photo.contentType);
    if (photo.contentLength !== null) res.setHeader('Content-Length', String(photo.contentLength));
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
    res.setHeader('Content-Security-Policy', PHOTO_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > MAX_PHOTO_BYTES ? new Error(`picture larger than ${MAX_PHOTO_BYTES} bytes`) : null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(photo.body as NodeWebReadableStream<Uint8Array>), limit, res);
    } catch (error) {
      // Headers are out: the browser sees a cut-off picture, the log sees why.
      this.logger.warn({ reason: (error as Error).message }, 'Photo stream stopped');
      res.destroy();
    }
  }
}
