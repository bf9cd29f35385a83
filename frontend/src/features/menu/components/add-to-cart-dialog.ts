import { loadWhenUsed } from '../../../shared/lazy/load-when-used';

/** The add-to-cart dialog (options, quantity, notes), fetched when an Add button is pointed at, focused or pressed. */
export const addToCartDialog = loadWhenUsed(async () => (await import('./AddToCartDialog')).AddToCartDialog);
