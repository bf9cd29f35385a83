import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { GuestCartLine } from './guest-cart';

interface CartState {
  lines: GuestCartLine[];
  drawerOpen: boolean;
}

// The server renders an empty cart; the browser restores the guest cart from localStorage after hydration.
const initialState: CartState = { lines: [], drawerOpen: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    guestCartRestored(state, action: PayloadAction<GuestCartLine[]>) {
      state.lines = action.payload;
    },
    cartDrawerOpened(state) {
      state.drawerOpen = true;
    },
    cartDrawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    selectCartCount: (state) => state.lines.reduce((count, line) => count + line.quantity, 0),
    selectCartTotalPence: (state) =>
      state.lines.reduce((total, line) => total + line.quantity * line.unitPricePence, 0),
    selectCartDrawerOpen: (state) => state.drawerOpen,
  },
});

export const { guestCartRestored, cartDrawerOpened, cartDrawerClosed } = cartSlice.actions;
export const { selectCartLines, selectCartCount, selectCartTotalPence, selectCartDrawerOpen } = cartSlice.selectors;
