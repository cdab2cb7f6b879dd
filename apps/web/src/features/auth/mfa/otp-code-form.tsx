import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6 digits of your code') });
type CodeValues = z.infer<typeof codeSchema>;

type OtpCodeFormProps = {
  label: string;
  pending: boolean;
  /** a refused code's message (shown on the field). */
  error: string | null;
  /** resolves true when the step stays (then the field is cleared for the next try). */
  onSubmit: (code: string) => Promise<boolean>;
};

/** The 6-digit one-time code: digits only, the browser may fill it from an SMS or e-mail (one-time-code). */
export function OtpCodeForm({ label, pending, error, onSubmit }: OtpCodeFormProps) {
  const { register, handleSubmit, resetField, setFocus, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const field = register('code', { setValueAs: (v: string) => v.replace(/\D/g, '') });
  const message = formState.errors.code?.message ?? error;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-busy={pending}
      onSubmit={handleSubmit(async ({ code }) => {
        if (await onSubmit(code)) {
          resetField('code');
          setFocus('code');
        }
      })}
    >
      <TextField
        {...field}
        id="otp-code"
        label={label}
        required
        autoFocus
        autoComplete="one-time-code"
        disabled={pending}
        error={Boolean(message)}
        helperText={message ?? ' '}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*', style: { letterSpacing: '0.4em', fontSize: '1.35rem', fontWeight: 600 } },
          formHelperText: { role: message ? 'alert' : undefined },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <VerifiedUserOutlined aria-hidden="true" />}
      >
        Verify and log in
      </Button>
    </Stack>
  );
}
