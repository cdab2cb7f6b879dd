import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SubmitButton } from '../../../components/form/submit-button';

const schema = z.object({ userName: z.string().trim().min(1, 'Enter your User ID').max(320, 'A User ID is at most 320 characters') });
type RequestValues = z.infer<typeof schema>;

type RequestCodeFormProps = { pending: boolean; onSubmit: (userName: string) => Promise<void> };

/** Step 1: the User ID a code should be e-mailed for. */
export function RequestCodeForm({ pending, onSubmit }: RequestCodeFormProps) {
  const { register, handleSubmit, formState } = useForm<RequestValues>({ resolver: zodResolver(schema), defaultValues: { userName: '' } });
  return (
    <Stack component="form" noValidate spacing={2.5} aria-busy={pending} onSubmit={handleSubmit(({ userName }) => onSubmit(userName))}>
      <Typography color="text.secondary">
        Enter your User ID. If it belongs to an account that can reset its password, we e-mail a 6-digit code to the address on file.
      </Typography>
      <TextField
        {...register('userName')}
        id="reset-user-id"
        label="User ID"
        required
        autoFocus
        autoComplete="username"
        disabled={pending}
        error={Boolean(formState.errors.userName)}
        helperText={formState.errors.userName?.message}
      />
      <SubmitButton pending={pending}>Send code</SubmitButton>
    </Stack>
  );
}
