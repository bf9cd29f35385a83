import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { twoStepFailureMessage } from '../../../shared/two-step/SecondFactorForm';
import {
  useAddPasskeyMutation,
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useGetTwoStepQuery,
  useNewRecoveryCodesMutation,
  useRemoveSecondFactorMutation,
  type SecondFactor,
  type TotpEnrolment,
} from '../two-step-api';

const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' }).format(new Date(iso));

/**
 * "Two-step sign-in" on the account page: passkeys for everyone; for staff also an authenticator
 * app; recovery codes shown once. Adding or removing a factor may ask for the second factor first
 * (the step-up dialog the page mounts).
 */
export function TwoStepSection({ setupRequired }: { setupRequired: boolean }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetTwoStepQuery();
  const [addPasskey, { isLoading: addingPasskey }] = useAddPasskeyMutation();
  const [beginTotp, { isLoading: beginning }] = useBeginTotpMutation();
  const [removeFactor, { isLoading: removing }] = useRemoveSecondFactorMutation();
  const [newRecoveryCodes, { isLoading: renewing }] = useNewRecoveryCodesMutation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const failed = (title: string) => (error: unknown) => dispatch(notify({ title, message: twoStepFailureMessage(error), severity: 'error' }));

  const onAddPasskey = () =>
    addPasskey()
      .unwrap()
      .then(({ recoveryCodes: codes }) => {
        setRecoveryCodes(codes);
        dispatch(notify({ title: 'Passkey added', message: 'You can now sign in with it.', severity: 'success' }));
      }, failed('Could not add the passkey'));
  const onBeginTotp = () => beginTotp().unwrap().then(setEnrolment, failed('Could not start'));
  const onRemove = (factor: SecondFactor) =>
    removeFactor(factor.id)
      .unwrap()
      .then(() => dispatch(notify({ title: 'Removed', message: `${factor.label} can no longer be used to sign in.`, severity: 'success' })), failed('Could not remove it'));
  const onNewCodes = () =>
    newRecoveryCodes()
      .unwrap()
      .then(({ recoveryCodes: codes }) => setRecoveryCodes(codes), failed('Could not make new codes'));

  if (isLoading) return <Typography color="text.secondary">Loading...</Typography>;
  if (isError || !data) return <Alert severity="error">We could not load your two-step sign-in. Please try again.</Alert>;
  const hasTotp = data.factors.some((factor) => factor.kind === 'totp');

  return (
    <Stack spacing={2.5}>
      {setupRequired && (
        <Alert severity="warning">
          <AlertTitle>Set up two-step sign-in</AlertTitle>
          The restaurant requires it for staff. Add a passkey{data.totpAvailable ? ' or an authenticator app' : ''} to use the staff screens.
        </Alert>
      )}
      {recoveryCodes && <RecoveryCodesNotice codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
      {data.factors.length === 0 ? (
        <Typography color="text.secondary">
          {data.totpAvailable
            ? 'Sign in with a passkey, or confirm each sign-in with a code from an authenticator app.'
            : 'Add a passkey to sign in with your fingerprint, face or device PIN instead of a password.'}
        </Typography>
      ) : (
        <List aria-label="Your passkeys and apps" disablePadding>
          {data.factors.map((factor) => (
            <ListItem key={factor.id} divider disableGutters sx={{ gap: 1, alignItems: 'center' }}>
              <ListItemText primary={factor.label} secondary={`Added ${when(factor.createdAt)}${factor.lastUsedAt ? ` · last used ${when(factor.lastUsedAt)}` : ''}`} />
              <Button size="small" color="error" onClick={() => void onRemove(factor)} disabled={removing} aria-label={`Remove ${factor.label}`} sx={{ flexShrink: 0 }}>
                Remove
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {enrolment ? (
        <TotpEnrolmentForm enrolment={enrolment} onDone={(codes) => (setEnrolment(null), setRecoveryCodes(codes))} onCancel={() => setEnrolment(null)} />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={() => void onAddPasskey()} disabled={addingPasskey}>
            {addingPasskey ? 'Waiting for your passkey...' : 'Add a passkey'}
          </Button>
          {data.totpAvailable && !hasTotp && (
            <Button variant="outlined" onClick={() => void onBeginTotp()} disabled={beginning}>
              Set up an authenticator app
            </Button>
          )}
        </Stack>
      )}
      {data.factors.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {data.recoveryCodesLeft} recovery code{data.recoveryCodesLeft === 1 ? '' : 's'} left, for when you cannot use your passkey or app.
          </Typography>
          <Button size="small" onClick={() => void onNewCodes()} disabled={renewing}>
            New recovery codes
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The QR code and the secret as text, then the app's first code. */
function TotpEnrolmentForm({ enrolment, onDone, onCancel }: { enrolment: TotpEnrolment; onDone: (codes: string[] | null) => void; onCancel: () => void }) {
  const codeId = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmTotp, { isLoading }] = useConfirmTotpMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { recoveryCodes } = await confirmTotp({ code: code.trim() }).unwrap();
      onDone(recoveryCodes);
    } catch (error) {
      setFailure(twoStepFailureMessage(error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Set up an authenticator app">
      <Typography>Scan this with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ...), then type the code it shows.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box component="img" src={enrolment.qrCode} alt="QR code for your authenticator app" width={180} height={180} sx={{ bgcolor: 'common.white', borderRadius: 1 }} />
        <div>
          <Typography variant="body2" color="text.secondary">
            Cannot scan it? Enter this key instead:
          </Typography>
          <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {enrolment.secret}
          </Typography>
        </div>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        id={codeId}
        label="6-digit code from the app"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        sx={{ maxWidth: 280 }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Checking...' : 'Turn on'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}

/** The ten codes, once: the api keeps only their hashes. */
function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert severity="info">
      <AlertTitle>Your recovery codes</AlertTitle>
      Save these somewhere safe. Each works once, instead of your passkey or app. They will not be shown again.
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ columns: { xs: 1, sm: 2 }, fontFamily: 'monospace', fontSize: '1rem', whiteSpace: 'nowrap', pl: 2.5, my: 1.5 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="outlined" color="inherit" size="small" onClick={onDone}>
        I have saved them
      </Button>
    </Alert>
  );
}
