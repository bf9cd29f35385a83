import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Everything a page needs around it, shared by the server render, the browser and tests. */
export function AppProviders({ store, emotionCache, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </ReduxProvider>
  );
}
