import type { Components, Theme } from '@mui/material/styles';
import { brandColors } from './palette';

/** The keyboard focus ring: chilli red on the light page, golden on the charcoal header and drawers. */
export const FOCUS_RING = { onLight: brandColors.chilliDark, onDark: brandColors.golden } as const;

// Look-and-feel lives here so pages can use stock components with `sx` for layout only.
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
      body: { minHeight: '100vh' },
      a: { color: 'inherit' },
      // Focus is always visible for keyboard users (WCAG 2.4.7 and 2.4.13), whatever the component
      // ('body' outranks the `outline: 0` of MUI's ButtonBase and inputs).
      'body :focus-visible': { outline: `3px solid ${FOCUS_RING.onLight}`, outlineOffset: 2 },
      '.MuiAppBar-root :focus-visible': { outlineColor: FOCUS_RING.onDark },
      // Visitors who ask for less motion get none: MUI's transitions and any animation end at once.
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          transitionDelay: '0ms !important',
        },
      },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, paddingInline: 20 },
      sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: {
        backgroundColor: brandColors.charcoal,
        color: '#ffffff',
        borderBottom: `3px solid ${brandColors.chilli}`,
      },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: {
        borderRadius: 20,
        border: '1px solid rgba(36, 26, 21, 0.08)',
        boxShadow: '0 10px 30px -18px rgba(60, 20, 10, 0.35)',
      },
    },
  },
  MuiPaper: {
    styleOverrides: { rounded: { borderRadius: 16 } },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 700 } },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 600 } },
  },
  MuiBadge: {
    styleOverrides: { badge: { fontWeight: 800 } },
  },
  MuiDrawer: {
    styleOverrides: { paper: { borderRadius: 0 } },
  },
  // A disabled field's helper text often says why it is disabled ("Choose a date first"): it keeps
  // the readable secondary colour instead of MUI's faint disabled grey (2.7:1, below AA).
  MuiFormHelperText: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
};
