import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** Red for what cannot be undone (deleting); primary for a record of something done (a payment). */
  confirmColor?: 'error' | 'primary';
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** SPEC section 5: deleting items and categories asks first. */
export function ConfirmDialog({ title, message, confirmLabel, busy = false, confirmDisabled = false, confirmColor = 'error', children, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="confirm-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} disabled={busy || confirmDisabled}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
