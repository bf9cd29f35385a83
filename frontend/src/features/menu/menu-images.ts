import fullEnglishUrl from './assets/full-english.svg';
import pizzaUrl from './assets/pizza.svg';

export interface BundledImage {
  src: string;
  width: number;
  height: number;
}

// SPEC section 2: two items, known by name, show a picture shipped with the site while they have no photo.
const BUNDLED: { pattern: RegExp; image: BundledImage }[] = [
  { pattern: /full english/i, image: { src: fullEnglishUrl, width: 640, height: 480 } },
  { pattern: /margherita/i, image: { src: pizzaUrl, width: 640, height: 480 } },
];

export function bundledImageFor(itemName: string): BundledImage | null {
  return BUNDLED.find(({ pattern }) => pattern.test(itemName))?.image ?? null;
}

/** Whether an item has a picture to show: its own (stored or external) or a bundled one. */
export function hasPicture(item: { name: string; imageUrl: string | null }): boolean {
  return Boolean(item.imageUrl) || bundledImageFor(item.name) !== null;
}
