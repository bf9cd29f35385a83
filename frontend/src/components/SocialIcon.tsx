import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SocialNetwork } from '../shared/restaurant/restaurant';

interface SocialIconProps extends SvgIconProps {
  network: SocialNetwork;
}

export function SocialIcon({ network, ...props }: SocialIconProps) {
  return network === 'Facebook' ? <FacebookIcon {...props} /> : <InstagramIcon {...props} />;
}
