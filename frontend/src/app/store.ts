import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { cartSlice } from '../shared/cart/cart-slice';
import { deliverySlice } from '../features/checkout/delivery-slice';
import { notificationsSlice } from '../shared/notifications/notifications-slice';
import { adminLiveSlice } from '../shared/realtime/admin-live-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [cartSlice.reducerPath]: cartSlice.reducer,
  [deliverySlice.reducerPath]: deliverySlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [adminLiveSlice.reducerPath]: adminLiveSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per server render and one per browser tab. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
