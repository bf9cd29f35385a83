import type { ApiSchema } from '../../api/api-types';
import type { ChosenChoice } from '../menu/choice-selection';

/** What the cart needs to know about a menu item (the menu's own item type satisfies it). */
export interface CartMenuItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  isAvailable: boolean;
  /** Missing on guest lines stored before allergens were recorded. */
  allergens?: string[];
  options: { id: string; name: string; pricePence: number; displayOrder: number; allergens?: string[] }[];
}

/** What the add dialog picked: the option, the choices (from the menu, in its order) and the instructions. */
export interface CartPick {
  optionId: string | null;
  choices: ChosenChoice[];
  /**
   * What the choices add to the unit price, by the item's rules (a half-and-half charges its dearer
   * half): the dialog holds those rules, this first-load code does not. Left out: their sum.
   */
  choicesPricePence?: number;
  instructions: string;
}

/** A cart line as the panel and checkout show it, for a guest or an account alike. Money is pence. */
export type CartLine = ApiSchema<'CartLineDto'>;

/** GET /api/cart and the answer to every cart change. */
export type CartResponse = ApiSchema<'CartResponseDto'>;

export type MergeCartResponse = ApiSchema<'MergeCartResponseDto'>;
