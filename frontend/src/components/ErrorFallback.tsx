import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';

/**
 * What a visitor sees when a page fails unexpectedly. Plain anchors rather than router links,
 * so it also works where no router is available (a failed server render).
 */
export function ErrorFallback() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', mb: 2 }}>
        <ReportProblemOutlinedIcon sx={{ fontSize: 64 }} />
      </Box>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Unexpected Application Error!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Something went wrong while showing this page. Please try again, or head back to the home page.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" href="/">
          Back to Home
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </Stack>
    </Container>
  );
}
