import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetSessionQuery } from '../session/session-api';
import { SecondFactorForm } from './SecondFactorForm';

/** The step-up prompt itself, loaded by StepUpHost the first time an action asks for it. */
export function StepUpDialog({ close }: { close: (confirmed: boolean) => void }) {
  const titleId = useId();
  const { data: session } = useGetSessionQuery();

  return (
    <Dialog open onClose={() => close(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Confirm it&apos;s you</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          This needs your passkey, a code from your authenticator app or a recovery code (asked again after 10 minutes).
        </DialogContentText>
        <SecondFactorForm passkey={session?.twoStep?.passkey ?? false} onConfirmed={() => close(true)} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
