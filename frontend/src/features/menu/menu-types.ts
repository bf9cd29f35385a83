/** The menu as GET /api/menu describes it. Money is integer pence. */

export type MenuView = 'menu' | 'takeaway';

export interface ResponsiveImage {
  /** A JPEG for browsers that ignore srcset. */
  src: string;
  srcset: string;
  /** AVIF then WebP candidates, for <picture><source>. */
  sources: { type: string; srcset: string }[];
  width: number;
  height: number;
}

export interface MenuOption {
  id: string;
  name: string;
  pricePence: number;
  displayOrder: number;
  /** Allergen codes this choice adds to the item's. */
  allergens: string[];
}

export interface MenuItem {
  id: string;
  name: string;
  description: string;
  /** /api/images/menu/<file>, an external URL, or null for no image. */
  imageUrl: string | null;
  image: ResponsiveImage | null;
  isAvailable: boolean;
  availableForTakeaway: boolean;
  displayOrder: number;
  /** In display order. */
  options: MenuOption[];
  /** Null when the item has no option: 'Price not set'. */
  lowestPricePence: number | null;
  /** Allergen codes in legal order; empty: 'Ask us about allergens'. */
  allergens: string[];
  dietaryLabels: string[];
}

export interface MenuCategory {
  id: string;
  name: string;
  displayName: string;
  displayOrder: number;
  items: MenuItem[];
}

export interface MenuResponse {
  categories: MenuCategory[];
}

/** GET /api/gallery: available items in menu order, with their image when they have one. */
export interface GalleryItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  image: ResponsiveImage | null;
}

export interface GalleryResponse {
  items: GalleryItem[];
}
