import { memo, type ChangeEvent } from 'react';
import { TextInput } from '../../components/TextInput';
import type { SxProps, Theme } from '@mui/material/styles';

interface NoteFieldProps {
  label: string;
  value: string;
  /** Keep it stable (a state setter, or a useCallback): a new function each render defeats the memo. */
  onValueChange: (value: string) => void;
  minRows?: number;
  maxLength?: number;
  placeholder?: string;
  helperText?: string;
  /** A constant, for the same reason as onValueChange. */
  sx?: SxProps<Theme>;
}

/**
 * A multiline text field (an order's note, a booking's requests) that renders again only when its
 * own props change. MUI's autosizing textarea measures itself after every render it takes part in,
 * reading its computed style, a forced style recalculation: in a form that renders again on every
 * key typed into a name or a phone number, that was paid on every key (issue 30's INP).
 */
export const NoteField = memo(function NoteField({ label, value, onValueChange, minRows, maxLength, placeholder, helperText, sx }: NoteFieldProps) {
  return (
    <TextInput
      label={label}
      multiline
      minRows={minRows}
      value={value}
      onChange={(event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => onValueChange(event.target.value)}
      placeholder={placeholder}
      helperText={helperText}
      sx={sx}
      slotProps={maxLength === undefined ? undefined : { htmlInput: { maxLength } }}
    />
  );
});
