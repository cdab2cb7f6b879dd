import { type ChangeEvent, type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { PasswordField } from '../../../components/password/password-field';

type Field = { name: string; label: string; secret?: boolean; autoComplete: string };

type CredentialsFormProps = {
  id: string;
  fields: readonly [Field, Field];
  /** the contracts' schema of the request: the same lengths and presence the server checks. */
  schema: z.ZodType;
  busy: boolean;
  /** the server's refusal, said under the fields. */
  error?: string;
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => void;
};

/** Two credentials and a Validate button: checked here as the server checks them, then sent; a refusal said in words. */
export function CredentialsForm({ id, fields, schema, busy, error, submitLabel, onSubmit }: CredentialsFormProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? ''])));
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    onSubmit(parsed.data as Record<string, string>);
  };

  return (
    <Stack component="form" id={id} noValidate onSubmit={submit} spacing={2} aria-busy={busy}>
      {fields.map((f) => {
        const common = {
          id: `${id}-${f.name}`,
          label: f.label,
          name: f.name,
          value: values[f.name] ?? '',
          onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
          error: Boolean(fieldErrors[f.name]),
          helperText: fieldErrors[f.name],
          required: true,
          fullWidth: true,
          disabled: busy,
          autoComplete: f.autoComplete,
        };
        return f.secret ? <PasswordField key={f.name} {...common} /> : <TextField key={f.name} {...common} />;
      })}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
          {busy ? 'Validating…' : submitLabel}
        </Button>
      </div>
    </Stack>
  );
}
