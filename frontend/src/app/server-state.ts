import { API_REDUCER_PATH } from '../api/api';
import type { RootState } from './store';

/** What the server hands to the browser: the RTK Query cache it rendered with, and the instant it rendered at (staff pages). */
export type ServerState = Pick<RootState, typeof API_REDUCER_PATH> & { renderedAt?: string };

declare global {
  interface Window {
    __PRELOADED_STATE__?: ServerState;
  }
}

/** The <script> the api puts at <!--app-state-->; '<' is escaped so no value can close the tag. */
export function renderStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.__PRELOADED_STATE__=${json}</script>`;
}

/** Reads the server's state once and removes it from window so it cannot go stale there. */
export function takeServerState(): ServerState | undefined {
  const state = window.__PRELOADED_STATE__;
  delete window.__PRELOADED_STATE__;
  return state;
}
