import type { TypographyVariantsOptions } from '@mui/material/styles';

// System fonts only: no web-font download stands between the first paint and the text.
const bodyFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const headingStyle = {
  fontWeight: 800,
  letterSpacing: '-0.01em',
  lineHeight: 1.1,
} as const;

export const typography: TypographyVariantsOptions = {
  fontFamily: bodyFont,
  h1: { ...headingStyle, fontSize: 'clamp(2.1rem, 5vw + 0.5rem, 3.75rem)', fontWeight: 900 },
  h2: { ...headingStyle, fontSize: 'clamp(1.75rem, 3vw + 0.5rem, 2.6rem)' },
  h3: { ...headingStyle, fontSize: 'clamp(1.4rem, 2vw + 0.5rem, 1.9rem)' },
  h4: { ...headingStyle, fontSize: '1.5rem' },
  h5: { ...headingStyle, fontSize: '1.25rem', fontWeight: 700 },
  h6: { ...headingStyle, fontSize: '1.05rem', fontWeight: 700 },
  overline: { fontWeight: 800, letterSpacing: '0.16em', fontSize: '0.8rem' },
  button: { fontWeight: 700, textTransform: 'none', letterSpacing: '0.01em' },
  body1: { lineHeight: 1.65 },
  body2: { lineHeight: 1.6 },
};
