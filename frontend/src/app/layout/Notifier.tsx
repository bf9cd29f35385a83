import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { loadWhenUsed, usePreloadOnFirst } from '../../shared/lazy/load-when-used';
import { notificationDismissed, selectCurrentNotification } from '../../shared/notifications/notifications-slice';

export { TOAST_ANCHOR } from './toast-anchor';

/** The toast's code (Snackbar, Alert), fetched at the first tap or key, or with the first notification. */
const toast = loadWhenUsed(async () => (await import('./Toast')).Toast);

/** A toast follows most of what a visitor does (added to cart, signed in): fetched at their first tap or key. */
const ON_FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/** Shows queued notifications one at a time. */
export function Notifier() {
  usePreloadOnFirst(toast, ON_FIRST_INPUT);
  const dispatch = useAppDispatch();
  const notification = useAppSelector(selectCurrentNotification);
  if (!notification) return null;
  return (
    <Suspense fallback={null}>
      <toast.Component key={notification.id} notification={notification} onDismiss={() => dispatch(notificationDismissed(notification.id))} />
    </Suspense>
  );
}
