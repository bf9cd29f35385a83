export interface EarlySubmits {
  /** Stops holding submits and sends the one held, if any, through the app. */
  release(): void;
}

/**
 * Holds a form submitted before the app has hydrated (a visitor on a slow phone who presses Sign
 * In as soon as the form shows). Left to itself the browser would send the form as a page load,
 * its fields in the URL; instead the submit is cancelled, kept, and replayed through the app's own
 * handler once it runs. Only the last one is kept.
 */
export function holdEarlySubmits(document: Document): EarlySubmits {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    // A React root that is still hydrating must not handle it too: it is replayed once.
    event.stopPropagation();
    held = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);
  return {
    release() {
      document.removeEventListener('submit', hold, true);
      const submit = held;
      held = null;
      if (!submit?.form.isConnected) return;
      const { form, submitter } = submit;
      // In a task of its own: React first renders the text it was just handed (adoptTypedValues).
      setTimeout(() => form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null));
    },
  };
}
