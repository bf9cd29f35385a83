import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import type { AppNotification } from '../../shared/notifications/notifications-slice';
import { TOAST_ANCHOR, TOAST_ANCHOR_OVER_DIALOG } from './toast-anchor';

/** A fixed element at the bottom of the page that toasts must not cover (the cookie notice). */
const BOTTOM_BAR_SELECTOR = '[role="region"][aria-label="Cookie notice"]';

/** The height of the bottom bar while it is shown, so that a toast sits above it instead of over it. */
function useBottomBarHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const bar = document.querySelector<HTMLElement>(BOTTOM_BAR_SELECTOR);
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
  }, []);
  return height;
}

/**
 * One notification as a toast (its Alert is announced to screen readers). Tapping elsewhere, say the
 * cart button, dismisses it, so it never stands between the customer and the next control (the cart
 * panel's checkout button on a phone).
 */
export function Toast({ notification, onDismiss }: { notification: AppNotification; onDismiss: () => void }) {
  const barHeight = useBottomBarHeight();
  const gap = (spacing: number) => (barHeight > 0 ? `${barHeight + spacing * 2}px` : undefined);
  const toast = (
    <Snackbar
      key={notification.id}
      open
      autoHideDuration={6000}
      onClose={() => onDismiss()}
      anchorOrigin={notification.overDialog ? TOAST_ANCHOR_OVER_DIALOG : TOAST_ANCHOR}
      sx={notification.overDialog ? undefined : { bottom: { xs: gap(12), sm: gap(24) } }}
    >
      <Alert severity={notification.severity} variant="filled" onClose={onDismiss} sx={{ width: '100%' }}>
        <AlertTitle>{notification.title}</AlertTitle>
        {notification.message}
      </Alert>
    </Snackbar>
  );
  // An open dialog hides the page from screen readers (aria-hidden): a toast over it goes at the end
  // of the body, beside the dialog, to be announced.
  return notification.overDialog ? <Portal>{toast}</Portal> : toast;
}
