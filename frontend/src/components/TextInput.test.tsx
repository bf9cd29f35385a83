import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectInput, TextInput } from './TextInput';

function NameField(props: { error?: boolean; helperText?: string }) {
  const [name, setName] = useState('');
  return <TextInput label="Name" required value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 5 } }} {...props} />;
}

describe('TextInput', () => {
  it('is a labelled, required text box that takes what is typed, with its helper text as its description', async () => {
    const user = userEvent.setup();
    render(<NameField helperText="As on your card" />);
    const box = screen.getByRole('textbox', { name: /^Name/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('maxlength', '5');
    expect(box).toHaveAccessibleDescription('As on your card');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    await user.type(box, 'Sam Taylor');
    expect(box).toHaveValue('Sam T');
  });

  it('says the field is invalid when it has an error', () => {
    render(<NameField error helperText="Please enter your name." />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Please enter your name.');
  });
});

describe('SelectInput', () => {
  function TimeField({ disabled = false }: { disabled?: boolean }) {
    const [time, setTime] = useState('');
    return (
      <SelectInput label="Time" required value={time} onChange={(event) => setTime(event.target.value)} disabled={disabled} helperText="Choose a date first">
        <option value="" disabled>
          Choose a time
        </option>
        <option value="18:30" disabled>
          18:30 (fully booked)
        </option>
        <option value="19:00">19:00</option>
      </SelectInput>
    );
  }

  it("is the browser's own labelled select: a free choice is taken, a full one is not", async () => {
    const user = userEvent.setup();
    render(<TimeField />);
    const select = screen.getByRole('combobox', { name: /^Time/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Choose a date first');
    expect(screen.getByRole('option', { name: '18:30 (fully booked)' })).toBeDisabled();
    await user.selectOptions(select, '19:00');
    expect(select).toHaveValue('19:00');
  });

  it('is disabled when there is nothing to choose', () => {
    render(<TimeField disabled />);
    expect(screen.getByRole('combobox', { name: /^Time/ })).toBeDisabled();
  });
});
