import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { FormStack } from '../../../components/form/form-stack';
import { SubmitButton } from '../../../components/form/submit-button';

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6 digits of your code') });
type CodeValues = z.infer<typeof codeSchema>;

type OtpCodeFormProps = {
  /** the button's words (default "Verify and log in"). */
  submitLabel?: string;
  label: string;
  pending: boolean;
  /** a refused code's message (shown on the field). */
  error: string | null;
  /** resolves true when the step stays (then the field is cleared for the next try). */
  onSubmit: (code: string) => Promise<boolean>;
};

/** The 6-digit one-time code: digits only, the browser may fill it from an SMS or e-mail (one-time-code). */
export function OtpCodeForm({ label, pending, error, onSubmit, submitLabel = 'Verify and log in' }: OtpCodeFormProps) {
  const { register, handleSubmit, resetField, setFocus, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const field = register('code', { setValueAs: (v: string) => v.replace(/\D/g, '') });
  const message = formState.errors.code?.message ?? error;
  return (
    <FormStack
      pending={pending}
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
      <SubmitButton pending={pending} icon={<VerifiedUserOutlined aria-hidden="true" />}>
        {submitLabel}
      </SubmitButton>
    </FormStack>
  );
}
