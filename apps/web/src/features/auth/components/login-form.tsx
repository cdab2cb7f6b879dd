import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { LoginValues } from '../hooks/use-password-login';
import { SubmitButton } from '../../../components/form/submit-button';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const loginFormSchema = z.object({
  userName: z.string().trim().min(1, 'Enter your User ID'),
  password: z.string().min(1, 'Enter your password'),
});

type LoginFormProps = {
  pending: boolean;
  error: string | null;
  /** resolves true when the page stays (then the password is cleared for the next try). */
  onSubmit: (values: LoginValues) => Promise<boolean>;
  /** shown between the password and the Log In button (the forgot-password link). */
  beforeSubmit?: ReactNode;
};

export function LoginForm({ pending, error, onSubmit, beforeSubmit }: LoginFormProps) {
  const [showCharacters, setShowCharacters] = useState(false);
  const { register, handleSubmit, resetField, setFocus, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { userName: '', password: '' },
  });
  const { errors } = formState;
  // a User ID or password typed and not sent: a reload or leaving asks first (issue 33; the login page holds the prompt)
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting && !pending);

  const handleValid = async (values: LoginValues) => {
    const stays = await onSubmit(values);
    if (stays) {
      resetField('password');
      setFocus('password');
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(handleValid)} spacing={2.5} aria-busy={pending}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        {...register('userName')}
        id="login-user-id"
        label="User ID"
        required
        autoComplete="username"
        autoFocus
        error={Boolean(errors.userName)}
        helperText={errors.userName?.message}
        disabled={pending}
      />
      <TextField
        {...register('password')}
        id="login-password"
        label="Password"
        required
        type={showCharacters ? 'text' : 'password'}
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        disabled={pending}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setShowCharacters((shown) => !shown)}
                  aria-label={showCharacters ? 'Hide characters' : 'Show characters'}
                  aria-pressed={showCharacters}
                  disabled={pending}
                >
                  {showCharacters ? <VisibilityOffOutlined aria-hidden="true" /> : <VisibilityOutlined aria-hidden="true" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {beforeSubmit}
      <SubmitButton pending={pending} icon={<LoginOutlined aria-hidden="true" />}>
        Log In
      </SubmitButton>
    </Stack>
  );
}
