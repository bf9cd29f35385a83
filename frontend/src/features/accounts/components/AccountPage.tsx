import { useId } from 'react';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { StepUpHost } from '../../../shared/two-step/StepUpHost';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import { TwoStepSection } from './TwoStepSection';

/** /account (signed in): two-step sign-in, the password, and the account's sessions. */
export function AccountPage() {
  const titleId = useId();
  const twoStepId = useId();
  const passwordId = useId();
  const sessionsId = useId();
  const { data } = useGetSessionQuery();
  return (
    <Container component="section" aria-labelledby={titleId} maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <div>
          <Typography id={titleId} variant="h4" component="h1">
            Your account
          </Typography>
          {data?.user && <Typography color="text.secondary">{data.user.email}</Typography>}
        </div>
        {/* #two-step: where the staff screens send someone who must enrol first. */}
        <Card component="section" id="two-step" aria-labelledby={twoStepId} sx={{ p: { xs: 2.5, sm: 4 }, scrollMarginTop: 80 }}>
          <Typography id={twoStepId} variant="h6" component="h2" sx={{ mb: 2 }}>
            Two-step sign-in
          </Typography>
          <TwoStepSection setupRequired={data?.twoStep?.setupRequired ?? false} />
        </Card>
        <Card component="section" aria-labelledby={passwordId} sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id={passwordId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
            Change password
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Changing it signs you out on every other device.
          </Typography>
          <ChangePasswordForm />
        </Card>
        <Card component="section" aria-labelledby={sessionsId} sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id={sessionsId} variant="h6" component="h2" sx={{ mb: 2 }}>
            Your sessions
          </Typography>
          <SessionsList />
        </Card>
      </Stack>
      <StepUpHost />
    </Container>
  );
}
