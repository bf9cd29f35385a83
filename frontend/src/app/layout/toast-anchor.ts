/** Toasts sit at the bottom, left of the cart panel on wider screens, never over the header's controls. */
export const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'left' } as const;
