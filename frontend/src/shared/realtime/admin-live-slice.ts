import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Whether the admin shell's socket is connected (client state, set by the shell). The navigation's
 * badges poll only while it is not: connected, the socket's messages refresh them.
 */
export const adminLiveSlice = createSlice({
  name: 'adminLive',
  initialState: { connected: false },
  reducers: {
    adminSocketConnected(state, action: PayloadAction<boolean>) {
      state.connected = action.payload;
    },
  },
  selectors: {
    selectAdminSocketConnected: (state) => state.connected,
  },
});

export const { adminSocketConnected } = adminLiveSlice.actions;
export const { selectAdminSocketConnected } = adminLiveSlice.selectors;
