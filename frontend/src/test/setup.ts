import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetFakeApi } from './fake-api';

// Two Jest workers share two cores with jsdom, MUI and lazy routes: a find waits up to 3 s (not 1 s)
// before it fails, so that a loaded machine is not mistaken for a broken page.
configure({ asyncUtilTimeout: 3000 });

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined;
}

beforeEach(() => {
  resetFakeApi();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

afterEach(() => {
  resetFakeApi();
});
