import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useEndAccountSessionMutation, useEndOtherAccountSessionsMutation, useGetAccountSessionsQuery, type AccountSession } from '../account-api';
import { describeAuthFailure } from '../auth-errors';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(new Date(iso));

/** "Your sessions": every browser signed in to the account, with a sign-out for each and for all the others. */
export function SessionsList() {
  const dispatch = useAppDispatch();
  const { data: sessions, isLoading, isError } = useGetAccountSessionsQuery();
  const [endSession, { isLoading: ending }] = useEndAccountSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherAccountSessionsMutation();
  const others = (sessions ?? []).filter((session) => !session.current);

  const signOut = async (session: AccountSession) => {
    try {
      await endSession(session.id).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Could not sign it out', message: describeAuthFailure(error).message, severity: 'error' }));
    }
  };
  const signOutOthers = async () => {
    try {
      const { ended } = await endOthers().unwrap();
      dispatch(notify({ title: 'Signed out everywhere else', message: `${ended} other session${ended === 1 ? '' : 's'} ended.`, severity: 'success' }));
    } catch (error) {
      dispatch(notify({ title: 'Could not sign out', message: describeAuthFailure(error).message, severity: 'error' }));
    }
  };

  if (isLoading) return <Typography color="text.secondary">Loading your sessions...</Typography>;
  if (isError || !sessions) return <Alert severity="error">We could not load your sessions. Please try again.</Alert>;
  return (
    <Stack spacing={2}>
      <List aria-label="Your sessions" disablePadding>
        {sessions.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            secondaryAction={
              session.current ? (
                <Chip label="This device" size="small" color="primary" variant="outlined" />
              ) : (
                <Button size="small" onClick={() => void signOut(session)} disabled={ending} aria-label={`Sign out ${session.browser}, last seen ${when(session.lastSeenAt)}`}>
                  Sign out
                </Button>
              )
            }
          >
            <ListItemText
              primary={session.browser}
              secondary={`${session.ip ?? 'Unknown IP'} · signed in ${when(session.signedInAt)} · last seen ${when(session.lastSeenAt)}`}
            />
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" onClick={() => void signOutOthers()} disabled={endingOthers || others.length === 0} sx={{ alignSelf: 'flex-start' }}>
        Sign Out Everywhere Else
      </Button>
    </Stack>
  );
}
