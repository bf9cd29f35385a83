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

/** The outline's frame both fields share: the label, the helper text, and the ids and ARIA that tie them to the control. */
function OutlinedFrame({
  id: givenId,
  label,
  helperText,
  shrink,
  children,
  ...control
}: Pick<TextInputProps, 'id' | 'label' | 'helperText' | 'required' | 'fullWidth' | 'disabled' | 'error' | 'sx'> & {
  shrink?: boolean;
  children: (ids: { id: string; helperTextId?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" {...control}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      {children({ id, helperTextId })}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * An outlined text field, as MUI's TextField draws it (label, outline, helper text, the same ids and
 * ARIA), for the forms of the customer pages. TextField also carries its `select` variant: Select,
 * Menu, Popover and Modal came with it into the first download of /auth and /checkout, about 9 KiB
 * of 270 that no customer form used there (issue 30). Its props are TextField's, for what they use.
 */
export function TextInput({ id, label, helperText, required, fullWidth, disabled, error, slotProps, sx, ...input }: TextInputProps) {
  const shrink = slotProps?.inputLabel?.shrink;
  return (
    <OutlinedFrame id={id} label={label} helperText={helperText} required={required} fullWidth={fullWidth} disabled={disabled} error={error} sx={sx} shrink={shrink}>
      {({ id: inputId, helperTextId }) => (
        <OutlinedInput
          {...input}
          id={inputId}
          label={label}
          notched={shrink}
          aria-describedby={helperTextId}
          inputProps={slotProps?.htmlInput}
          startAdornment={slotProps?.input?.startAdornment}
          endAdornment={slotProps?.input?.endAdornment}
        />
      )}
    </OutlinedFrame>
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
export function SelectInput({ children, name, value, onChange, ...frame }: SelectInputProps) {
  return (
    <OutlinedFrame {...frame} shrink>
      {({ id, helperTextId }) => (
        <NativeSelect input={<OutlinedInput label={frame.label} notched />} inputProps={{ id, name, 'aria-describedby': helperTextId }} value={value} onChange={onChange}>
          {children}
        </NativeSelect>
      )}
    </OutlinedFrame>
  );
}
