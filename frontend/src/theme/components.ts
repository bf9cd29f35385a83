import type { Components, Theme } from '@mui/material/styles';
import { brandColors } from './palette';

// Look-and-feel lives here so pages can use stock components with `sx` for layout only.
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth' },
      body: { minHeight: '100vh' },
      a: { color: 'inherit' },
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
};
