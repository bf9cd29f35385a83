import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface SlotFullDialogProps {
  /** The question, or null while none is asked. */
  question: string | null;
  /** The button that fills the slot anyway: 'Take it anyway', 'Move it anyway'. */
  confirmLabel: string;
  sending: boolean;
  /** Nothing is sent; the caller puts the focus on the slot, to choose another. */
  onCancel: () => void;
  onConfirm: () => void;
}

/** The server said the slot is full but may be overfilled: staff are asked first; Cancel (and Escape) is the default. */
export function SlotFullDialog({ question, confirmLabel, sending, onCancel, onConfirm }: SlotFullDialogProps) {
  return (
    <Dialog open={question !== null} onClose={onCancel} aria-labelledby="slot-full-title" aria-describedby="slot-full-message" disableRestoreFocus>
      <DialogTitle id="slot-full-title">This slot is full</DialogTitle>
      <DialogContent>
        <DialogContentText id="slot-full-message">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
