import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { notificationDismissed, selectCurrentNotification } from '../../shared/notifications/notifications-slice';

/** Toasts sit at the bottom, left of the cart panel on wider screens, never over the header's controls. */
export const TOAST_ANCHOR = { vertical: 'bottom', horizontal: 'left' } as const;

/** A fixed element at the bottom of the page that toasts must not cover (the cookie notice). */
const BOTTOM_BAR_SELECTOR = '[role="region"][aria-label="Cookie notice"]';

/** The height of the bottom bar while it is shown, so that a toast sits above it instead of over it. */
function useBottomBarHeight(active: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const bar = active ? document.querySelector<HTMLElement>(BOTTOM_BAR_SELECTOR) : null;
    if (!bar) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(bar.isConnected ? bar.getBoundingClientRect().height : 0);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [active]);
  return height;
}

/**
 * Shows queued notifications one at a time (each Alert is announced to screen readers). Tapping
 * elsewhere, say the cart button, dismisses a toast, so it never stands between the customer and
 * the next control (the cart panel's checkout button on a phone).
 */
export function Notifier() {
  const dispatch = useAppDispatch();
  const notification = useAppSelector(selectCurrentNotification);
  const barHeight = useBottomBarHeight(Boolean(notification));
  if (!notification) return null;

  const dismiss = () => dispatch(notificationDismissed(notification.id));
  const gap = (spacing: number) => (barHeight > 0 ? `${barHeight + spacing * 2}px` : undefined);
  return (
    <Snackbar
      key={notification.id}
      open
      autoHideDuration={6000}
      onClose={() => dismiss()}
      anchorOrigin={TOAST_ANCHOR}
      sx={{ bottom: { xs: gap(12), sm: gap(24) } }}
    >
      <Alert severity={notification.severity} variant="filled" onClose={dismiss} sx={{ width: '100%' }}>
        <AlertTitle>{notification.title}</AlertTitle>
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
