import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ELETTER_MESSAGES, reasonCodeInputSchema, type ReasonCode } from '@creditdesk/contracts';
import { errorFieldsOf, httpStatusOf, serverMessageOf, type ApiError } from '../../../api/api-errors';
import { FormTextField } from '../../../components/form/form-text-field';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useDialogCloseGuard } from '../../../lib/unsaved-changes';
import { refineByRequestSchema } from '../../../lib/request-schema-issues';
import { usePageMessages } from '../../../lib/use-page-messages';
import { type KeyFactor, useCreateReasonCodeMutation, useUpdateReasonCodeMutation } from '../api';

type Values = { code: string; description: string; bureauFactorCodes: string[] };
type Field = keyof Values;
const LABELS: Record<Field, string> = { code: 'Code', description: 'Description', bureauFactorCodes: 'Key factors' };
const fieldOf = (path: readonly PropertyKey[]): Field | undefined => (['code', 'description', 'bureauFactorCodes'] as const).find((f) => f === String(path[0]));
const inWords = (message: string, field: Field | undefined) => (field && message.startsWith(`${field} `) ? `${LABELS[field]}${message.slice(field.length)}` : message);

const formSchema = z
  .object({ code: z.string(), description: z.string(), bureauFactorCodes: z.array(z.string()) })
  .superRefine((values, ctx) => refineByRequestSchema(values, ctx, { schema: reasonCodeInputSchema, toRequest: (v) => v, fieldOf, message: inWords }));

type ReasonCodeDialogProps = {
  open: boolean;
  /** the code to change; absent: a new one. */
  editing?: ReasonCode;
  keyFactors: readonly KeyFactor[];
  /** every code of the company (a key factor maps to one code at most: others' factors are marked). */
  codes: readonly ReasonCode[];
  onClose: () => void;
};

/**
 * Adds or changes a reason code: its code (fixed once made), the wording the consumer reads, and
 * the bureau's key-factor codes it stands for. A code that exists already (409) is said on the code;
 * a key factor already mapped to another code on the key factors.
 */
export function ReasonCodeDialog({ open, editing, keyFactors, codes, onClose }: ReasonCodeDialogProps) {
  return open ? <ReasonCodeForm key={editing?.code ?? 'new'} editing={editing} keyFactors={keyFactors} codes={codes} onClose={onClose} /> : null;
}

function ReasonCodeForm({ editing, keyFactors, codes, onClose }: Omit<ReasonCodeDialogProps, 'open'>) {
  const { customerId } = useSelector(selectAuth);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: editing ? { code: editing.code, description: editing.description, bureauFactorCodes: [...editing.bureauFactorCodes] } : { code: '', description: '', bureauFactorCodes: [] },
  });
  const [create, created] = useCreateReasonCodeMutation();
  const [update, updated] = useUpdateReasonCodeMutation();
  const busy = created.isLoading || updated.isLoading;
  // closing with changes asks first (issue 33); a save closes at once
  const guard = useDialogCloseGuard(formState.isDirty && !busy, onClose);
  const messages = usePageMessages();
  const [failure, setFailure] = useState<string>();
  const factorText = new Map(keyFactors.map((f) => [f.code, f.text]));
  const mappedTo = new Map(codes.filter((c) => c.code !== editing?.code).flatMap((c) => c.bureauFactorCodes.map((f) => [f, c.code] as const)));

  const onError = (error: ApiError, code: string) => {
    const message = serverMessageOf(error);
    if (httpStatusOf(error) === 409 && message) {
      if (message === ELETTER_MESSAGES.reasonCodeExists(code) || /^reason code/i.test(message)) setError('code', { message }, { shouldFocus: true });
      else setError('bureauFactorCodes', { message }, { shouldFocus: true });
      return;
    }
    const fields = errorFieldsOf(error).flatMap((f) => {
      const field = fieldOf(f.field.replace(/^(body|params)\./, '').split('.'));
      return field ? [{ field, message: inWords(f.message, field) }] : [];
    });
    fields.forEach(({ field, message: m }, i) => setError(field, { message: m }, { shouldFocus: i === 0 }));
    if (fields.length === 0) setFailure(adminFailureText(error));
  };

  const submit = async (values: Values) => {
    setFailure(undefined);
    const result = editing
      ? await update({ customerId, code: editing.code, body: { description: values.description, bureauFactorCodes: values.bureauFactorCodes } })
      : await create({ customerId, body: values });
    if ('error' in result) {
      onError(result.error, values.code);
      return;
    }
    onClose();
    messages.success(result.data.message);
  };

  return (
    <>
      <Dialog open onClose={guard.close} maxWidth="sm" fullWidth aria-labelledby="reason-code-title">
        <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label={editing ? `Edit reason code ${editing.code}` : 'Add a reason code'}>
          <DialogTitle id="reason-code-title">{editing ? `Edit reason code ${editing.code}` : 'Add Reason Code'}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <FormTextField name="code" control={control} label="Code" required maxLength={10} disabled={busy || Boolean(editing)} narrow hint={editing ? 'A code stays as it was made' : 'Letters, digits, - and _; up to 10'} />
              <FormTextField name="description" control={control} label="Description" required maxLength={200} minRows={2} disabled={busy} hint="The reason as the consumer reads it in the letter" />
              <Controller
                name="bureauFactorCodes"
                control={control}
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    disableCloseOnSelect
                    options={keyFactors.map((f) => f.code)}
                    value={field.value}
                    onChange={(_e, next) => field.onChange(next)}
                    onBlur={field.onBlur}
                    disabled={busy}
                    getOptionLabel={(code) => `${code}: ${factorText.get(code) ?? code}`}
                    renderOption={({ key, ...props }, code) => (
                      <Box component="li" key={key} {...props}>
                        <Box>
                          <Typography variant="body2">{`${code}: ${factorText.get(code) ?? ''}`}</Typography>
                          {mappedTo.has(code) && (
                            <Typography variant="caption" color="text.secondary">
                              Mapped to reason code {mappedTo.get(code)}
                            </Typography>
                          )}
                        </Box>
                      </Box>
                    )}
                    renderValue={(selected, getItemProps) =>
                      selected.map((code, index) => {
                        const { key, ...props } = getItemProps({ index });
                        return <Chip key={key} {...props} size="small" label={code} title={factorText.get(code)} />;
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        label="Key factors"
                        placeholder={field.value.length === 0 ? 'Choose the bureau’s key-factor codes' : undefined}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message ?? 'A report’s key factors with these codes suggest this reason in its letter'}
                      />
                    )}
                  />
                )}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button onClick={guard.close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
              {editing ? 'Save' : 'Add Reason Code'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {guard.prompt}
    </>
  );
}
