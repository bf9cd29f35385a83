import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface AppNotification {
  id: string;
  title: string;
  message?: string;
  severity: NotificationSeverity;
}

interface NotificationsState {
  queue: AppNotification[];
}

const initialState: NotificationsState = { queue: [] };

// Toasts are client UI state: a queue shown one at a time by <Notifier />.
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.queue.push(action.payload);
      },
      prepare(notification: Omit<AppNotification, 'id'>) {
        return { payload: { ...notification, id: nanoid() } };
      },
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((notification) => notification.id !== action.payload);
    },
  },
  selectors: {
    selectCurrentNotification: (state) => state.queue[0] ?? null,
  },
});

export const { notify, notificationDismissed } = notificationsSlice.actions;
export const { selectCurrentNotification } = notificationsSlice.selectors;
