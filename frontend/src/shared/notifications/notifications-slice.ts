import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface AppNotification {
  id: string;
  title: string;
  message?: string;
  severity: NotificationSeverity;
  /**
   * A toast that appears while a dialog stays open (a refund made from an order's detail): it goes
   * at the top, as at the bottom it would cover the dialog's buttons on a phone, and outside the
   * page the dialog hides from screen readers.
   */
  overDialog?: boolean;
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
