import Button from '@mui/material/Button';
import GoogleIcon from '@mui/icons-material/Google';

/** A plain link: the api answers with a redirect to Google, so this is a full page navigation, not a fetch. */
export function GoogleSignInButton() {
  return (
    <Button
      component="a"
      href="/api/auth/google"
      variant="outlined"
      color="inherit"
      size="large"
      fullWidth
      startIcon={<GoogleIcon sx={{ color: '#4285f4' }} />}
      sx={{ borderColor: 'divider', bgcolor: 'background.paper', '&:hover': { borderColor: 'text.secondary' } }}
    >
      Sign in with Google
    </Button>
  );
}
