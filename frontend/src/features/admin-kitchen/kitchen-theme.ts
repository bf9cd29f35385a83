import { createTheme } from '@mui/material/styles';
import { typography } from '../../theme/typography';

/**
 * The kitchen screen's own dark theme (issue 26): light text on near-black reads at arm's length
 * under bright kitchen lights and does not glare at night; the late and allergen colours stay loud.
 */
export const kitchenTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#ffb020', contrastText: '#1c1410' },
    secondary: { main: '#e0523f', contrastText: '#ffffff' },
    error: { main: '#ff6b5e', contrastText: '#1c1410' },
    warning: { main: '#ffc048', contrastText: '#1c1410' },
    success: { main: '#6fdc8c', contrastText: '#10261a' },
    info: { main: '#7cc4ff', contrastText: '#0b1e2c' },
    background: { default: '#121110', paper: '#1f1c1a' },
    text: { primary: '#f7f2ee', secondary: '#cfc6bf' },
  },
  typography: { ...typography, body1: { fontSize: '1.05rem', lineHeight: 1.5 } },
  shape: { borderRadius: 12 },
  components: {
    MuiButton: { styleOverrides: { root: { minHeight: 48, fontSize: '1.1rem' } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 700 } } },
  },
});
