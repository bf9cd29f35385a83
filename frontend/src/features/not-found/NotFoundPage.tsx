import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <Box
          component="span"
          sx={{ display: 'block', fontSize: 'clamp(5rem, 18vw, 8rem)', lineHeight: 1, color: 'primary.main' }}
        >
          404
        </Box>{' '}
        <Box component="span" sx={{ display: 'block', fontSize: 'clamp(1.6rem, 4vw, 2.2rem)', mt: 1 }}>
          Oops! Page not found
        </Box>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to="/">
        Return to Home
      </Button>
    </Container>
  );
}
