import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { loadWhenUsed } from '../../shared/lazy/load-when-used';
import { notificationDismissed, selectCurrentNotification } from '../../shared/notifications/notifications-slice';

export { TOAST_ANCHOR } from './toast-anchor';

/** The toast's code (Snackbar, Alert), fetched with the first notification. */
const toast = loadWhenUsed(async () => (await import('./Toast')).Toast);

/** Shows queued notifications one at a time. */
export function Notifier() {
  const dispatch = useAppDispatch();
  const notification = useAppSelector(selectCurrentNotification);
  if (!notification) return null;
  return (
    <Suspense fallback={null}>
      <toast.Component key={notification.id} notification={notification} onDismiss={() => dispatch(notificationDismissed(notification.id))} />
    </Suspense>
  );
}
