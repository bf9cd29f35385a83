import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brandColors } from '../theme/palette';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
}

/** The dark title band at the top of content pages. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <Box
      sx={{
        color: '#fff',
        background: `radial-gradient(circle at 90% 0%, rgba(255,176,32,0.2), transparent 50%), ${brandColors.charcoal}`,
        py: { xs: 5, md: 7 },
      }}
    >
      <Container maxWidth="lg">
        <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 4vw + 0.5rem, 3rem)' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.82)', fontSize: '1.1rem', maxWidth: 720 }}>
            {subtitle}
          </Typography>
        )}
      </Container>
    </Box>
  );
}
