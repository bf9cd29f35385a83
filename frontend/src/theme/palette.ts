import type { PaletteOptions } from '@mui/material/styles';

// Warm takeaway colours: a deep chilli red, a fried-golden orange and a charcoal header.
export const brandColors = {
  chilli: '#b3261e',
  chilliDark: '#8c1d18',
  chilliLight: '#e0523f',
  golden: '#ffb020',
  goldenDark: '#e08e00',
  charcoal: '#1c1410',
  charcoalLight: '#2c211b',
  cream: '#fff8f0',
  ink: '#241a15',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: {
    main: brandColors.chilli,
    dark: brandColors.chilliDark,
    light: brandColors.chilliLight,
    contrastText: '#ffffff',
  },
  secondary: {
    main: brandColors.golden,
    dark: brandColors.goldenDark,
    contrastText: brandColors.ink,
  },
  // MUI's default orange and light blue carry white text at 3:1 and 4:1; these reach AA (4.5:1).
  warning: { main: '#b45309', contrastText: '#ffffff' },
  info: { main: '#0369a1', contrastText: '#ffffff' },
  background: {
    default: brandColors.cream,
    paper: '#ffffff',
  },
  text: {
    primary: brandColors.ink,
    secondary: '#5c4a40',
  },
  divider: 'rgba(36, 26, 21, 0.12)',
};
