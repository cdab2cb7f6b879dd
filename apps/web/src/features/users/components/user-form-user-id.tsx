import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import { MESSAGES } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { useGenerateUserNameMutation } from '../user-form-api';
import { USER_FORM_LABELS, type UserFormValues } from '../user-form-values';
import type { UserNameCheck } from '../hooks/use-username-check';

type UserFormUserIdProps = { form: UseFormReturn<UserFormValues>; check: UserNameCheck; disabled?: boolean };

const HINT = 'Letters, numbers, dash and underscore, or an e-mail address. The user logs in with it.';

/**
 * The new user's User ID (add only): checked as it is typed (format, then whether it is free, with a
 * spinner while the server is asked), and "Generate" proposes one from the first and last name.
 */
export function UserFormUserId({ form, check, disabled }: UserFormUserIdProps) {
  const { field, fieldState } = useController({ name: 'userName', control: form.control });
  const [generate, generating] = useGenerateUserNameMutation();
  const [generateError, setGenerateError] = useState<string>();

  const handleGenerate = async () => {
    const firstName = form.getValues('firstName').trim();
    const lastName = form.getValues('lastName').trim();
    if (!firstName || !lastName) {
      setGenerateError(MESSAGES.userId.nameRequiredToGenerate);
      return;
    }
    setGenerateError(undefined);
    const answer = await generate({ firstName, lastName });
    if (answer.error) setGenerateError(adminFailureText(answer.error));
    else form.setValue('userName', answer.data.userName, { shouldDirty: true, shouldValidate: fieldState.isTouched || form.formState.isSubmitted });
  };

  const problem = generateError ?? check.message ?? fieldState.error?.message;
  const endAdornment =
    check.state === 'checking' ? (
      <InputAdornment position="end">
        <CircularProgress size={18} aria-label="Checking the User ID" />
      </InputAdornment>
    ) : check.state === 'available' ? (
      <InputAdornment position="end">
        <CheckCircleRounded color="success" fontSize="small" aria-label="User ID is free" />
      </InputAdornment>
    ) : undefined;

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        name={field.name}
        value={field.value}
        onChange={(event) => {
          setGenerateError(undefined);
          field.onChange(event);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={USER_FORM_LABELS.userName}
        required
        disabled={disabled}
        autoComplete="off"
        error={Boolean(problem)}
        helperText={problem ?? HINT}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 128, spellCheck: false }, input: { endAdornment } }}
      />
      <Button
        variant="outlined"
        onClick={handleGenerate}
        disabled={disabled || generating.isLoading}
        startIcon={generating.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        Generate
      </Button>
    </Box>
  );
}

/** On edit the User ID is shown, not changed (it is how the user logs in). */
export function UserFormUserIdReadOnly({ value }: { value: string }) {
  return (
    <TextField
      label={USER_FORM_LABELS.userName}
      value={value}
      required
      helperText="A User ID cannot be changed."
      // read-only, not disabled: it stays readable and can be selected and copied
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
