import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RenderClockContext } from '../shared/clock/render-clock-context';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  emotionCache: EmotionCache;
  /** The instant the server rendered the page at, for the first render of what shows the time (shared/clock). */
  renderedAt?: string;
  children: ReactNode;
}

/** Everything a page needs around it, shared by the server render, the browser and tests. */
export function AppProviders({ store, emotionCache, renderedAt, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RenderClockContext.Provider value={renderedAt}>{children}</RenderClockContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </ReduxProvider>
  );
}
