import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Logo } from '../../components/Logo';
import { SocialIcon } from '../../components/SocialIcon';
import { brandColors } from '../../theme/palette';
import { telHref } from '../../shared/restaurant/restaurant';
import { useRestaurant } from '../../shared/restaurant/useRestaurant';
import { TraderDetails } from '../../components/TraderDetails';
import { FOOTER_QUICK_LINKS } from './nav-links';

const headingSx = { color: brandColors.golden, mb: 2 } as const;
const linkSx = { color: 'rgba(255,255,255,0.82)', fontWeight: 500, '&:hover': { color: '#fff' } } as const;

/** The footer's element, which hydrates once it comes near the screen (RootLayout). */
export const FOOTER_ID = 'site-footer';

export function Footer() {
  const year = new Date().getFullYear();
  const restaurant = useRestaurant();
  if (!restaurant) return null;
  return (
    <Box component="footer" id={FOOTER_ID} sx={{ bgcolor: brandColors.charcoal, color: '#fff', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1.2fr' },
          }}
        >
          <Stack sx={{ gap: 2 }}>
            <Link component={RouterLink} to="/" underline="none" sx={{ alignSelf: 'flex-start' }}>
              <Logo />
            </Link>
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.75)', maxWidth: 360 }}>
              {restaurant.blurb}
            </Typography>
            <Stack direction="row" sx={{ gap: 1 }}>
              {restaurant.socials.map((social) => (
                <IconButton
                  key={social.network}
                  component="a"
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${restaurant.name} on ${social.network}`}
                  sx={{ color: '#fff', bgcolor: 'rgba(255,255,255,0.08)', '&:hover': { bgcolor: 'primary.main' } }}
                >
                  <SocialIcon network={social.network} />
                </IconButton>
              ))}
            </Stack>
          </Stack>

          <Box component="nav" aria-label="Quick links">
            <Typography variant="overline" component="h2" sx={headingSx}>
              Quick Links
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.25 }}>
              {FOOTER_QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box>
            <Typography variant="overline" component="h2" sx={headingSx}>
              Get in Touch
            </Typography>
            <Stack component="address" sx={{ fontStyle: 'normal', gap: 1.5 }}>
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
                <PhoneOutlinedIcon fontSize="small" sx={{ color: brandColors.golden }} />
                <Link href={telHref(restaurant.phone)} sx={linkSx}>
                  {restaurant.phone.display}
                </Link>
              </Stack>
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
                <EmailOutlinedIcon fontSize="small" sx={{ color: brandColors.golden }} />
                <Link href={`mailto:${restaurant.email}`} sx={{ ...linkSx, wordBreak: 'break-all' }}>
                  {restaurant.email}
                </Link>
              </Stack>
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
                <PlaceOutlinedIcon fontSize="small" sx={{ color: brandColors.golden }} />
                <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.82)' }}>
                  {restaurant.address.oneLine}
                </Typography>
              </Stack>
            </Stack>
          </Box>
        </Box>

        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 4 }} />

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack sx={{ gap: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>
              {`© ${year} ${restaurant.name}. All rights reserved.`}
            </Typography>
            <TraderDetails trader={restaurant.trader} sx={{ color: 'rgba(255,255,255,0.6)' }} />
          </Stack>
          <Stack direction="row" sx={{ gap: 3 }}>
            <Link component={RouterLink} to="/privacy-policy" variant="body2" sx={linkSx}>
              Privacy Policy
            </Link>
            <Link component={RouterLink} to="/terms-of-service" variant="body2" sx={linkSx}>
              Terms of Service
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
