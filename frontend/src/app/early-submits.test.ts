import { holdEarlySubmits } from './early-submits';

/** A server-rendered sign-in form, as it stands before any of the app's script has run. */
function signInForm(): { form: HTMLFormElement; button: HTMLButtonElement } {
  document.body.innerHTML = `
    <form method="post" aria-label="Sign in">
      <input name="email" value="jo@example.com">
      <button type="button">Show password</button>
      <button type="submit">Sign In</button>
    </form>`;
  return { form: document.querySelector('form')!, button: document.querySelector<HTMLButtonElement>('button[type="submit"]')! };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('a form submitted before the app has hydrated', () => {
  afterEach(() => document.body.replaceChildren());

  it('is held (the browser does not send it) and replayed through the app once it runs', async () => {
    const { form, button } = signInForm();
    const earlySubmits = holdEarlySubmits(document);
    const seenByApp: { submitter: HTMLElement | null; defaultPrevented: boolean }[] = [];
    const appHandler = (event: SubmitEvent) => {
      seenByApp.push({ submitter: event.submitter, defaultPrevented: event.defaultPrevented });
      event.preventDefault();
    };
    form.addEventListener('submit', appHandler);

    button.click();
    expect(seenByApp).toEqual([]);

    earlySubmits.release();
    await nextTask();
    expect(seenByApp).toEqual([{ submitter: button, defaultPrevented: false }]);

    // Once released, submits go to the app alone, once each.
    button.click();
    await nextTask();
    expect(seenByApp).toHaveLength(2);
  });

  it('cancels the browser’s own submission, which would send the fields as a page load', () => {
    const { form } = signInForm();
    holdEarlySubmits(document);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('replays nothing when nothing was submitted, or when the form has gone', async () => {
    const { form, button } = signInForm();
    const earlySubmits = holdEarlySubmits(document);
    const seen: Event[] = [];
    button.click();
    form.remove();
    document.addEventListener('submit', (event) => seen.push(event));
    earlySubmits.release();
    await nextTask();
    expect(seen).toEqual([]);
  });
});
