import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A sensitive request (deleting an order, a role, the settings, removing a factor) answered 401
 * STEP_UP_REQUIRED: the screen that is open asks for the second factor (StepUpDialog), and the
 * base query sends the request again once it is confirmed. Without a screen to ask, the error stands.
 */
type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let pending: Promise<boolean> | null = null;

/** The open screen's prompt; returns the function that removes it. */
export function registerStepUpPrompt(handler: StepUpPrompt): () => void {
  prompt = handler;
  return () => {
    if (prompt === handler) prompt = null;
  };
}

export function isStepUpRequired(error: FetchBaseQueryError | undefined): boolean {
  if (error?.status !== 401 || typeof error.data !== 'object' || error.data === null) return false;
  const body = error.data as { error?: { code?: unknown } };
  return body.error?.code === 'STEP_UP_REQUIRED';
}

/** Asks once for requests refused together; true when the person confirmed. */
export function confirmStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt().finally(() => {
    pending = null;
  });
  return pending;
}
