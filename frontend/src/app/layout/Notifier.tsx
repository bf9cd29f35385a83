import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { notificationDismissed, selectCurrentNotification } from '../../shared/notifications/notifications-slice';

/** Shows queued notifications one at a time. */
export function Notifier() {
  const dispatch = useAppDispatch();
  const notification = useAppSelector(selectCurrentNotification);
  if (!notification) return null;

  const dismiss = () => dispatch(notificationDismissed(notification.id));
  return (
    <Snackbar
      key={notification.id}
      open
      autoHideDuration={6000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert severity={notification.severity} variant="filled" onClose={dismiss} sx={{ width: '100%' }}>
        <AlertTitle>{notification.title}</AlertTitle>
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
