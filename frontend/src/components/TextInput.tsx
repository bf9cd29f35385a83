import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  id?: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  multiline?: boolean;
  minRows?: number;
  /** As TextField's: attributes of the input element, its adornments, and whether the label stays shrunk. */
  slotProps?: { htmlInput?: InputBaseComponentProps; input?: { startAdornment?: ReactNode; endAdornment?: ReactNode }; inputLabel?: { shrink?: boolean } };
  sx?: SxProps<Theme>;
}

/**
 * An outlined text field, as MUI's TextField draws it (label, outline, helper text, the same ids and
 * ARIA), for the forms of the customer pages. TextField also carries its `select` variant: Select,
 * Menu, Popover and Modal came with it into the first download of /auth and /checkout, about 9 KiB
 * of 270 that no customer form used there (issue 30). Its props are TextField's, for what they use.
 */
export function TextInput({ id: givenId, label, helperText, required, fullWidth, disabled, error, slotProps, sx, ...input }: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrink}
        aria-describedby={helperTextId}
        inputProps={slotProps?.htmlInput}
        startAdornment={slotProps?.input?.startAdornment}
        endAdornment={slotProps?.input?.endAdornment}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface SelectInputProps {
  label: ReactNode;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  /** The choices, as `<option>` elements. */
  children: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A choice from a short list in the same outline: the browser's own select (a phone shows its own
 * picker, and the keyboard moves through the choices as everywhere else), not MUI's Select with
 * its menu, popover and modal (issue 30). Its label always sits on the outline: a select always
 * shows a choice.
 */
export function SelectInput({ id: givenId, label, helperText, required, fullWidth, disabled, error, sx, children, name, value, onChange }: SelectInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched />} inputProps={{ id, name, 'aria-describedby': helperTextId }} value={value} onChange={onChange}>
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
