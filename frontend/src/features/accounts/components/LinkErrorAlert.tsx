import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { linkErrorNotice } from '../auth-errors';

/**
 * Says why the visitor is back here: e-mail links, magic links and Google sign-in return to
 * /auth?error=<code> when they fail. Rendered on the server too, so it shows before any JavaScript.
 */
export function LinkErrorAlert() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('error');
  if (!code) return null;

  const notice = linkErrorNotice(code);
  const dismiss = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('error');
    setSearchParams(next, { replace: true });
  };

  return (
    <Alert severity="error" onClose={dismiss} sx={{ mb: 3 }}>
      <AlertTitle>{notice.title}</AlertTitle>
      {notice.message}
    </Alert>
  );
}
