import { useState, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { ref?: Ref<HTMLDivElement> };

/** A password input with a button that shows or hides the characters. */
export function PasswordField({ disabled, slotProps, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setShown((value) => !value)}
                aria-label={shown ? 'Hide characters' : 'Show characters'}
                aria-pressed={shown}
                disabled={disabled}
              >
                {shown ? <VisibilityOffOutlined aria-hidden="true" /> : <VisibilityOutlined aria-hidden="true" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
