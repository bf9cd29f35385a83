import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addGuestLine, setGuestLineQuantity, type GuestCartLine, type GuestLineToAdd } from './guest-cart';

interface CartState {
  /** The guest cart (a signed-in user's cart lives in the RTK Query cache). */
  guestLines: GuestCartLine[];
  /** False until the browser has read localStorage: nothing is written back before that. */
  guestCartRestored: boolean;
  drawerOpen: boolean;
}

// The server renders an empty cart; the browser restores the guest cart from localStorage after hydration.
const initialState: CartState = { guestLines: [], guestCartRestored: false, drawerOpen: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    guestCartRestored(state, action: PayloadAction<GuestCartLine[]>) {
      state.guestLines = action.payload;
      state.guestCartRestored = true;
    },
    guestLineAdded(state, action: PayloadAction<GuestLineToAdd>) {
      state.guestLines = addGuestLine(state.guestLines, action.payload);
    },
    guestLineQuantitySet(state, action: PayloadAction<{ lineId: string; quantity: number }>) {
      state.guestLines = setGuestLineQuantity(state.guestLines, action.payload.lineId, action.payload.quantity);
    },
    guestLinesRemoved(state, action: PayloadAction<string[]>) {
      const removed = new Set(action.payload);
      state.guestLines = state.guestLines.filter((line) => !removed.has(line.id));
    },
    guestCartCleared(state) {
      state.guestLines = [];
    },
    cartDrawerOpened(state) {
      state.drawerOpen = true;
    },
    cartDrawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  selectors: {
    selectGuestLines: (state) => state.guestLines,
    selectGuestCartRestored: (state) => state.guestCartRestored,
    selectCartDrawerOpen: (state) => state.drawerOpen,
  },
});

export const { guestCartRestored, guestLineAdded, guestLineQuantitySet, guestLinesRemoved, guestCartCleared, cartDrawerOpened, cartDrawerClosed } =
  cartSlice.actions;
export const { selectGuestLines, selectGuestCartRestored, selectCartDrawerOpen } = cartSlice.selectors;
