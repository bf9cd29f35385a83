import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { postcodeToValidate } from './postcode';

export type DeliveryType = 'collection' | 'delivery';

/**
 * The customer's delivery option and time: chosen on the menu page and carried to /checkout.
 * Only what the customer typed or picked; whether the postcode is deliverable comes from the
 * postcode lookup's cache, keyed by `postcodeToCheck`.
 */
export interface DeliveryState {
  type: DeliveryType;
  address: string;
  postcode: string;
  additionalInfo: string;
  /** The normalised postcode last sent for validation; null while there is nothing to validate. */
  postcodeToCheck: string | null;
  /** The slot, HH:MM on `orderDate`, or null. */
  slotTime: string | null;
  /** Issue 28, order ahead: the day the slot is on, 'YYYY-MM-DD'; null for today. */
  orderDate: string | null;
}

const initialState: DeliveryState = {
  type: 'collection',
  address: '',
  postcode: '',
  additionalInfo: '',
  postcodeToCheck: null,
  slotTime: null,
  orderDate: null,
};

export const deliverySlice = createSlice({
  name: 'delivery',
  initialState,
  reducers: {
    deliveryTypeChosen(state, action: PayloadAction<DeliveryType>) {
      if (state.type === action.payload) return;
      state.type = action.payload;
      // Capacity is shared, but a slot is chosen for one way of getting the food: choose again.
      state.slotTime = null;
    },
    addressChanged(state, action: PayloadAction<string>) {
      state.address = action.payload;
    },
    additionalInfoChanged(state, action: PayloadAction<string>) {
      state.additionalInfo = action.payload;
    },
    // SPEC 5: validated on change once it has 5 characters; shorter text has nothing to validate.
    postcodeChanged(state, action: PayloadAction<string>) {
      state.postcode = action.payload;
      state.postcodeToCheck = postcodeToValidate(action.payload);
    },
    // SPEC 5: validated again on blur (a lookup that failed earlier is retried).
    postcodeBlurred(state) {
      state.postcodeToCheck = postcodeToValidate(state.postcode);
    },
    slotChosen(state, action: PayloadAction<string | null>) {
      state.slotTime = action.payload;
    },
    orderDayChosen(state, action: PayloadAction<string | null>) {
      if (state.orderDate === action.payload) return;
      state.orderDate = action.payload;
      // A slot is a time on one day: choose again.
      state.slotTime = null;
    },
  },
  selectors: {
    selectDelivery: (state) => state,
  },
});

export const { deliveryTypeChosen, addressChanged, additionalInfoChanged, postcodeChanged, postcodeBlurred, slotChosen, orderDayChosen } =
  deliverySlice.actions;
export const { selectDelivery } = deliverySlice.selectors;
