import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import {
  buildResponsiveImage,
  IMAGE_CONTENT_TYPES,
  IMAGE_FORMATS,
  isSafeImageFileName,
  MENU_IMAGE_PATH,
  parseStoredImageUrl,
  widthsFor,
  type ImageFormat,
  type ImageWidth,
  type ResolvedImage,
} from './image-variants.js';
import { ObjectStore } from './object-store.js';
import { StorageException } from './storage.exception.js';

/** SPEC section 9: images up to 5MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * A decompression bomb is a small file that decodes to a huge bitmap. 40 megapixels is more than
 * any phone camera; the check reads the header only, and sharp refuses beyond it while decoding too.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads are kept re-encoded at most this wide: the largest variant is 960, with room for a 2x screen. */
const MASTER_MAX_WIDTH = 1920;
/** What sharp's header sniffing may find in an upload; anything else (SVG, PDF, a program) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 74 }),
  // JPEG has no alpha: a transparent PNG gets a white background instead of black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};
const EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export interface ImageVariant {
  data: Buffer;
  contentType: string;
  /** True when the request named the original's current version, so the answer may be cached for ever. */
  immutable: boolean;
}

interface Original {
  key: string;
  fileName: string;
  version: string;
}

const originalKey = (fileName: string) => `menu/${fileName}`;
const variantKey = (fileName: string, version: string, width: ImageWidth, format: ImageFormat) =>
  `cache/menu/${fileName}.${version}.${width}.${EXTENSIONS[format]}`;

/**
 * The menu images: originals under "menu/", resized variants under "cache/menu/", in the
 * ObjectStore (the local disk, or an S3-compatible bucket every replica shares). An upload is
 * checked by its content, re-encoded without its metadata and made into every variant at once;
 * older originals (the seed's) get their variants made on first request.
 */
@Injectable()
export class MenuImageStorage {
  private readonly logger = new Logger(MenuImageStorage.name);
  private readonly sizes = new Map<string, { width: number; height: number }>();
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly store: ObjectStore) {}

  /**
   * What the API tells the page about an item's stored image_url. A stored file that is missing or
   * unreadable is reported as no image (and logged), so one bad upload never breaks the menu.
   */
  async resolveMenuImage(imageUrl: string | null | undefined): Promise<ResolvedImage> {
    const ref = parseStoredImageUrl(imageUrl);
    if (ref.kind === 'none') return { imageUrl: null, image: null };
    if (ref.kind === 'external') return { imageUrl: ref.url, image: null };
    try {
      const original = await this.findOriginal(ref.fileName);
      const size = await this.intrinsicSize(original);
      return { imageUrl: `${MENU_IMAGE_PATH}/${encodeURIComponent(ref.fileName)}`, image: buildResponsiveImage(ref.fileName, original.version, size) };
    } catch (error) {
      this.logger.warn({ err: error, imageUrl }, 'A menu image could not be read; the item is shown without it');
      return { imageUrl: null, image: null };
    }
  }

  /** The bytes for GET /api/images/menu/:file, made (once) from the original at that width and format. */
  async getVariant(fileName: string, width: ImageWidth, format: ImageFormat, requestedVersion?: string): Promise<ImageVariant> {
    if (!isSafeImageFileName(fileName)) throw StorageException.imageNotFound();
    const original = await this.findOriginal(fileName);
    const key = variantKey(fileName, original.version, width, format);
    const data = (await this.store.get(key)) ?? (await this.once(key, () => this.makeVariant(original, key, width, format)));
    return { data, contentType: IMAGE_CONTENT_TYPES[format], immutable: requestedVersion === original.version };
  }

  /**
   * Checks an upload by its content (never its name or declared type), re-encodes it without its
   * metadata (EXIF, GPS, ICC text), stores it under a name derived from the upload (so a replaced
   * image gets a new URL), makes every AVIF/WebP/JPEG variant the srcset offers, and returns the
   * name for menu_items.image_url. Nothing is stored unless all of it succeeds.
   */
  async saveMenuImage(data: Buffer): Promise<string> {
    if (data.byteLength > MAX_IMAGE_BYTES) throw StorageException.imageTooLarge(MAX_IMAGE_BYTES);
    // Reads the header only (no pixels are decoded), so the pixel count can be refused with its own message below.
    const metadata = await sharp(data, { limitInputPixels: false })
      .metadata()
      .catch(() => {
        throw StorageException.notAnImage();
      });
    if (metadata.format === 'svg') throw StorageException.vectorImageRefused();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw StorageException.notAnImage();
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw StorageException.tooManyPixels(MAX_IMAGE_PIXELS);

    const master = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MASTER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'An uploaded image could not be decoded');
        throw StorageException.notAnImage();
      });
    const fileName = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.webp`;
    const variants = await Promise.all(
      widthsFor(master.info.width).flatMap((width) =>
        IMAGE_FORMATS.map(async (format) => ({ width, format, data: await ENCODERS[format](sharp(master.data).resize({ width, withoutEnlargement: true })).toBuffer() })),
      ),
    );
    await this.store.put(originalKey(fileName), master.data, 'image/webp');
    const original = await this.findOriginal(fileName);
    await Promise.all(variants.map((variant) => this.store.put(variantKey(fileName, original.version, variant.width, variant.format), variant.data, IMAGE_CONTENT_TYPES[variant.format])));
    return fileName;
  }

  /** Removes an original and its variants (after no item uses it any more). */
  async deleteMenuImage(imageUrl: string): Promise<void> {
    const ref = parseStoredImageUrl(imageUrl);
    if (ref.kind !== 'stored') return;
    const original = await this.findOriginal(ref.fileName).catch(() => null);
    if (!original) return;
    const variants = IMAGE_FORMATS.flatMap((format) => widthsFor(Number.MAX_SAFE_INTEGER).map((width) => variantKey(ref.fileName, original.version, width, format)));
    await this.store.delete([...variants, original.key]);
  }

  private async findOriginal(fileName: string): Promise<Original> {
    const key = originalKey(fileName);
    const info = await this.store.stat(key);
    if (!info) throw StorageException.imageNotFound();
    // Changes whenever the object is replaced in place, so variant names and URLs change with it.
    const version = createHash('sha1').update(`${info.size}:${info.modifiedMs}`).digest('base64url').slice(0, 10);
    return { key, fileName, version };
  }

  private async intrinsicSize(original: Original): Promise<{ width: number; height: number }> {
    const cacheKey = `${original.key}:${original.version}`;
    const known = this.sizes.get(cacheKey);
    if (known) return known;
    const data = await this.store.get(original.key);
    if (!data) throw StorageException.imageNotFound();
    const metadata = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    if (this.sizes.size > 1000) this.sizes.clear();
    this.sizes.set(cacheKey, size);
    return size;
  }

  private async makeVariant(original: Original, key: string, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
    const source = await this.store.get(original.key);
    if (!source) throw StorageException.imageNotFound();
    const resized = sharp(source, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient().resize({ width, withoutEnlargement: true });
    const data = await ENCODERS[format](resized)
      .toBuffer()
      .catch((error: unknown) => {
        this.logger.warn({ err: error, key: original.key }, 'A menu image could not be resized');
        throw StorageException.imageUnreadable();
      });
    await this.store.put(key, data, IMAGE_CONTENT_TYPES[format]);
    return data;
  }

  /** Concurrent requests for the same missing variant share one resize. */
  private async once(key: string, work: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}
