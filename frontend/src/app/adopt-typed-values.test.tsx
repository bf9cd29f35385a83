import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptTypedValues } from './adopt-typed-values';

function SignInLike() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form>
      <input aria-label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="Remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      <output data-testid="state">{JSON.stringify({ email, note, remember })}</output>
    </form>
  );
}

/** The markup the server sends (rendered here, as react-dom/server needs a MessageChannel jsdom lacks). */
async function serverHtml(): Promise<string> {
  const scratch = document.createElement('div');
  const root = createRoot(scratch);
  await act(async () => root.render(<SignInLike />));
  const html = scratch.innerHTML;
  root.unmount();
  return html;
}

/** The server's HTML in the document, typed into before any script ran, then hydrated. */
async function typeThenHydrate(typing: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml();
  document.body.append(container);
  typing(container);
  await act(async () => {
    hydrateRoot(container, <SignInLike />);
  });
  return container;
}

const state = (container: HTMLElement) => JSON.parse(container.querySelector('[data-testid="state"]')!.textContent!);
const field = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

describe('text typed before hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('is handed to React once the page has hydrated, field by field', async () => {
    const container = await typeThenHydrate((page) => {
      field<HTMLInputElement>(page, 'Email').value = 'jo@example.com';
      field<HTMLTextAreaElement>(page, 'Note').value = 'No onions';
    });
    // Hydration keeps the text on screen, but React's state still says what the server rendered.
    expect(field<HTMLInputElement>(container, 'Email').value).toBe('jo@example.com');
    expect(state(container)).toEqual({ email: '', note: '', remember: false });

    let adopted = 0;
    await act(async () => {
      adopted = adoptTypedValues(container);
    });

    expect(adopted).toBe(2);
    expect(state(container)).toEqual({ email: 'jo@example.com', note: 'No onions', remember: false });
    expect(field<HTMLInputElement>(container, 'Email').value).toBe('jo@example.com');
  });

  it('leaves untouched fields and boxes alone', async () => {
    const container = await typeThenHydrate(() => undefined);
    let adopted = -1;
    await act(async () => {
      adopted = adoptTypedValues(container);
    });
    expect(adopted).toBe(0);
    expect(state(container)).toEqual({ email: '', note: '', remember: false });
  });
});
