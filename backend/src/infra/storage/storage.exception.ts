import { AppException } from '../http/app.exception.js';

/** Expected failures of the file store and the image pipeline. */
export class StorageException extends AppException {
  static imageNotFound(): StorageException {
    return new StorageException('IMAGE_NOT_FOUND', 'This image does not exist.', 404);
  }

  static imageUnreadable(): StorageException {
    return new StorageException('IMAGE_UNREADABLE', 'This file is not an image we can read.', 422);
  }

  static imageTooLarge(maxBytes: number): StorageException {
    return new StorageException('IMAGE_TOO_LARGE', `Image must be smaller than ${Math.round(maxBytes / 1024 / 1024)}MB`, 413);
  }

  static notAnImage(): StorageException {
    return new StorageException('IMAGE_NOT_AN_IMAGE', 'Please select an image file', 422);
  }

  static vectorImageRefused(): StorageException {
    return new StorageException('IMAGE_TYPE_REFUSED', 'SVG images are not accepted (they can carry scripts). Please select a JPEG, PNG, WebP or AVIF image.', 422);
  }

  static tooManyPixels(maxPixels: number): StorageException {
    return new StorageException('IMAGE_TOO_MANY_PIXELS', `This image has too many pixels to process (at most ${maxPixels / 1_000_000} megapixels).`, 422);
  }
}
