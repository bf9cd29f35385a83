import { useCallback, useState } from 'react';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { NoteField } from './NoteField';

/** A form like the New order screen's: a name, and a note beside it, in one state. */
function Form() {
  const [draft, setDraft] = useState({ name: '', note: '' });
  const onNote = useCallback((note: string) => setDraft((current) => ({ ...current, note })), []);
  return (
    <form>
      <TextField label="Name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
      <NoteField label="Order note" value={draft.note} onValueChange={onNote} maxLength={20} />
    </form>
  );
}

/** The textareas whose computed style was read while `act` ran: MUI's autosizing reads it after each of its renders. */
function measuredTextareas(act: () => void): number {
  const read = jest.spyOn(window, 'getComputedStyle');
  try {
    act();
    return read.mock.calls.filter(([element]) => element instanceof HTMLTextAreaElement).length;
  } finally {
    read.mockRestore();
  }
}

describe('NoteField', () => {
  it('is not measured again while another field of the form is typed into', () => {
    render(<Form />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(measuredTextareas(() => fireEvent.change(name, { target: { value: 'Pat' } }))).toBe(0);
    expect(name).toHaveValue('Pat');
  });

  it('gives what is typed into it, within its length', () => {
    render(<Form />);
    const note = screen.getByRole('textbox', { name: 'Order note' });
    expect(measuredTextareas(() => fireEvent.change(note, { target: { value: 'No onions' } }))).toBeGreaterThan(0);
    expect(note).toHaveValue('No onions');
    expect(note).toHaveAttribute('maxlength', '20');
  });
});
