import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import { AppConfig } from '../config/app-config.js';
import {
  buildResponsiveImage,
  IMAGE_CONTENT_TYPES,
  isSafeImageFileName,
  MENU_IMAGE_PATH,
  parseStoredImageUrl,
  type ImageFormat,
  type ImageWidth,
  type ResolvedImage,
} from './image-variants.js';
import { StorageException } from './storage.exception.js';

/** SPEC section 9: images up to 5MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 74 }),
  // JPEG has no alpha: a transparent PNG gets a white background instead of black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export interface ImageVariant {
  path: string;
  contentType: string;
  /** True when the request named the original's current version, so the answer may be cached for ever. */
  immutable: boolean;
}

interface Original {
  path: string;
  version: string;
}

/**
 * The menu image store: originals in <STORAGE_DIR>/menu, resized variants cached on disk in
 * <STORAGE_DIR>/cache/menu. In a cluster STORAGE_DIR is a volume every api replica mounts; files
 * are written to a temporary name and renamed, so a replica never serves a half-written variant.
 */
@Injectable()
export class MenuImageStorage {
  private readonly logger = new Logger(MenuImageStorage.name);
  private readonly originalsDir: string;
  private readonly variantsDir: string;
  private readonly sizes = new Map<string, { width: number; height: number }>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(config: AppConfig) {
    this.originalsDir = resolve(config.storageDir, 'menu');
    this.variantsDir = resolve(config.storageDir, 'cache', 'menu');
  }

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

  /** The file for GET /api/images/menu/:file, made (once) from the original at that width and format. */
  async getVariant(fileName: string, width: ImageWidth, format: ImageFormat, requestedVersion?: string): Promise<ImageVariant> {
    if (!isSafeImageFileName(fileName)) throw StorageException.imageNotFound();
    const original = await this.findOriginal(fileName);
    const path = join(this.variantsDir, `${fileName}.${original.version}.${width}.${format === 'jpeg' ? 'jpg' : format}`);
    if (!(await exists(path))) await this.once(path, () => this.writeVariant(original, path, width, format));
    return { path, contentType: IMAGE_CONTENT_TYPES[format], immutable: requestedVersion === original.version };
  }

  /**
   * Stores an uploaded image under a name derived from its content (so a replaced image gets a new
   * URL) and returns that name for menu_items.image_url.
   */
  async saveMenuImage(data: Buffer): Promise<string> {
    if (data.byteLength > MAX_IMAGE_BYTES) throw StorageException.imageTooLarge(MAX_IMAGE_BYTES);
    const metadata = await sharp(data)
      .metadata()
      .catch(() => {
        throw StorageException.imageUnreadable();
      });
    const extension = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', heif: 'avif', gif: 'gif', tiff: 'tiff' }[metadata.format as string];
    if (!extension) throw StorageException.imageUnreadable();
    const fileName = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${extension}`;
    await mkdir(this.originalsDir, { recursive: true });
    await writeAtomically(join(this.originalsDir, fileName), data);
    return fileName;
  }

  private async findOriginal(fileName: string): Promise<Original> {
    const path = join(this.originalsDir, fileName);
    const stats = await stat(path).catch(() => null);
    if (!stats?.isFile()) throw StorageException.imageNotFound();
    // Changes whenever the file is replaced in place, so variant names and URLs change with it.
    const version = createHash('sha1').update(`${stats.size}:${stats.mtimeMs}`).digest('base64url').slice(0, 10);
    return { path, version };
  }

  private async intrinsicSize(original: Original): Promise<{ width: number; height: number }> {
    const key = `${original.path}:${original.version}`;
    const known = this.sizes.get(key);
    if (known) return known;
    const metadata = await sharp(original.path).metadata();
    const size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
    if (this.sizes.size > 1000) this.sizes.clear();
    this.sizes.set(key, size);
    return size;
  }

  private async writeVariant(original: Original, path: string, width: ImageWidth, format: ImageFormat): Promise<void> {
    const resized = sharp(original.path, { failOn: 'error' }).autoOrient().resize({ width, withoutEnlargement: true });
    const data = await ENCODERS[format](resized)
      .toBuffer()
      .catch((error: unknown) => {
        this.logger.warn({ err: error, path: original.path }, 'A menu image could not be resized');
        throw StorageException.imageUnreadable();
      });
    await mkdir(this.variantsDir, { recursive: true });
    await writeAtomically(path, data);
  }

  /** Concurrent requests for the same missing variant share one resize. */
  private async once(key: string, work: () => Promise<void>): Promise<void> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
