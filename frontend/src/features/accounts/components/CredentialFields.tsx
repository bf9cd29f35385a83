import { useState, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../../../components/TextInput';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../credentials-rules';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

export function EmailField({ value, onChange, error, inputRef, disabled }: EmailFieldProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      inputRef={inputRef}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH, inputMode: 'email', spellCheck: false } }}
    />
  );
}

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it (the local rule's or the server's reasons); empty when nothing is. */
  problems: string[];
  /** 'new-password' on sign-up, so password managers offer to generate one. */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** 'Password' unless the form asks for more than one (current, new, repeated). */
  label?: string;
  name?: string;
}

export function PasswordField({ value, onChange, problems, autoComplete, hint, inputRef, disabled, label = 'Password', name = 'password' }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hasProblems = problems.length > 0;
  return (
    <TextInput
      label={label}
      type={visible ? 'text' : 'password'}
      name={name}
      autoComplete={autoComplete}
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={hasProblems}
      helperText={hasProblems ? problems.join(' ') : hint}
      inputRef={inputRef}
      disabled={disabled}
      slotProps={{
        htmlInput: { maxLength: PASSWORD_MAX_LENGTH },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
