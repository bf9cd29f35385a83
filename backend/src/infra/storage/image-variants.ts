/**
 * Pure rules of the menu image pipeline: which sizes and formats exist, how a stored image_url
 * becomes a file name, and the URLs a page picks from. The resizing itself is in menu-image.storage.ts.
 */

/** The only widths the resize endpoint makes, so that a caller cannot fill the disk with variants. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Best first: the order of a <picture>'s <source> elements. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'jpeg';

/** Where the resize endpoint is mounted (under the /api prefix). */
export const MENU_IMAGE_PATH = '/api/images/menu';

/** Formats sharp reads that an upload may have. */
const SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tif', 'tiff'];
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A menu image at the sizes the page can pick from. */
export interface ResponsiveImage {
  /** A JPEG at a middle width, for browsers that ignore srcset. */
  src: string;
  /** JPEG candidates: "<url> 320w, <url> 640w, ...". */
  srcset: string;
  /** Modern formats, best first, for <picture><source type srcset>. */
  sources: { type: string; srcset: string }[];
  /** Intrinsic size (after EXIF rotation), so that the page reserves the right box before loading. */
  width: number;
  height: number;
}

/** What the API says about an item's picture: null and null when it has none. */
export interface ResolvedImage {
  /** An absolute path (/api/images/menu/<file>) or the external URL as stored. */
  imageUrl: string | null;
  image: ResponsiveImage | null;
}

export type StoredImageRef = { kind: 'none' } | { kind: 'external'; url: string } | { kind: 'stored'; fileName: string };

/** A file name the store may serve: one path segment, no traversal, an image extension. */
export function isSafeImageFileName(name: string): boolean {
  if (!FILE_NAME.test(name) || name.includes('..')) return false;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && SOURCE_EXTENSIONS.includes(extension);
}

/**
 * Reads menu_items.image_url. Like the storage bucket it replaces (SPEC section 3), a value that
 * does not start with http is a path inside the menu-images store; a leading bucket or API prefix is tolerated.
 */
export function parseStoredImageUrl(imageUrl: string | null | undefined): StoredImageRef {
  const value = (imageUrl ?? '').trim();
  if (value === '') return { kind: 'none' };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', url: value };
  const fileName = value.replace(/^\/+/, '').replace(/^(api\/images\/menu|menu-images|menu)\//, '');
  return isSafeImageFileName(fileName) ? { kind: 'stored', fileName } : { kind: 'none' };
}

export function menuImageUrl(fileName: string, width: ImageWidth, format: ImageFormat, version: string): string {
  return `${MENU_IMAGE_PATH}/${encodeURIComponent(fileName)}?w=${width}&f=${format}&v=${encodeURIComponent(version)}`;
}

/** The widths worth offering for an original this wide: never an upscale, always at least one. */
export function widthsFor(intrinsicWidth: number): ImageWidth[] {
  const fitting = IMAGE_WIDTHS.filter((width) => width <= intrinsicWidth);
  return fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
}

export function buildResponsiveImage(fileName: string, version: string, intrinsic: { width: number; height: number }): ResponsiveImage {
  const widths = widthsFor(intrinsic.width);
  const srcsetOf = (format: ImageFormat) => widths.map((width) => `${menuImageUrl(fileName, width, format, version)} ${width}w`).join(', ');
  const fallbackWidth = [...widths].reverse().find((width) => width <= DEFAULT_IMAGE_WIDTH) ?? widths[0];
  return {
    src: menuImageUrl(fileName, fallbackWidth, 'jpeg', version),
    srcset: srcsetOf('jpeg'),
    sources: IMAGE_FORMATS.filter((format) => format !== 'jpeg').map((format) => ({ type: IMAGE_CONTENT_TYPES[format], srcset: srcsetOf(format) })),
    width: intrinsic.width,
    height: intrinsic.height,
  };
}
