import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { PageHeader } from '../../components/PageHeader';
import { SocialIcon } from '../../components/SocialIcon';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { SocialFeed } from './SocialFeed';

export function SocialsPage() {
  const socials = useRestaurant()?.socials ?? [];
  return (
    <>
      <PageHeader title="Follow Us" subtitle="Specials, new dishes and what is cooking this week, on Facebook and Instagram." />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {socials.map((social) => (
            <Card key={social.network} component="section" aria-labelledby={`social-${social.network}`}>
              <CardContent sx={{ p: 3 }}>
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1, color: 'primary.main' }}>
                  <SocialIcon network={social.network} fontSize="large" />
                  <div>
                    <Typography id={`social-${social.network}`} variant="h5" component="h2" sx={{ color: 'text.primary' }}>
                      {social.network}
                    </Typography>
                    <Typography color="text.secondary">{social.handle}</Typography>
                  </div>
                </Stack>
                <Button
                  variant="contained"
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                  sx={{ my: 2 }}
                >
                  {`Open ${social.network}`}
                </Button>
                <SocialFeed network={social.network} profileUrl={social.url} />
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </>
  );
}
