/** Toasts sit at the bottom, left of the cart panel on wider screens, never over the header's controls. */
export const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'left' } as const;

/** Over an open dialog: at the top, clear of the dialog's buttons at its bottom. */
export const TOAST_ANCHOR_OVER_DIALOG = { vertical: 'top', horizontal: 'center' } as const;
