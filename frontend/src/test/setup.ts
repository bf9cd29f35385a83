import '@testing-library/jest-dom';
import { resetFakeApi } from './fake-api';

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
