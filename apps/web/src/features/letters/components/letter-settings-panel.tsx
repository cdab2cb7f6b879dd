import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FEDERAL_REGULATORS, federalRegulatorOf, letterSettingsInputSchema, type FederalRegulatorKey, type LetterSettings } from '@creditdesk/contracts';
import { errorFieldsOf } from '../../../api/api-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { ListLoadError } from '../../../components/list/list-load-error';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { refineByRequestSchema } from '../../../lib/request-schema-issues';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useGetLetterSettingsQuery, useUpdateLetterSettingsMutation } from '../api';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

type Values = { address: string; phone: string; regulator: FederalRegulatorKey };
type Field = keyof Values;
const LABELS: Record<Field, string> = { address: 'Mailing address', phone: 'Telephone', regulator: 'Federal regulator' };
const fieldOf = (path: readonly PropertyKey[]): Field | undefined => (['address', 'phone', 'regulator'] as const).find((f) => f === String(path[0]));
const inWords = (message: string, field: Field | undefined) => (field && message.startsWith(`${field} `) ? `${LABELS[field]}${message.slice(field.length)}` : message);
const toBody = (v: Values) => ({ address: v.address.split('\n'), phone: v.phone, regulator: v.regulator });

const formSchema = z
  .object({ address: z.string(), phone: z.string(), regulator: z.enum(FEDERAL_REGULATORS.map((r) => r.key) as [FederalRegulatorKey, ...FederalRegulatorKey[]]) })
  .superRefine((values, ctx) => refineByRequestSchema(values, ctx, { schema: letterSettingsInputSchema, toRequest: toBody, fieldOf, message: inWords }));

const REGULATOR_OPTIONS = FEDERAL_REGULATORS.map((r) => ({ value: r.key, label: r.name }));

/**
 * What every letter states about the creditor (12 CFR 1002.9(a)(2), (b)(1)): the company's mailing
 * address and telephone, and the federal agency that administers its compliance with the ECOA.
 * Letters are refused until the address is set.
 */
export function LetterSettingsPanel() {
  const { customerId } = useSelector(selectAuth);
  const settings = useGetLetterSettingsQuery(customerId);
  if (settings.isError) return <ListLoadError what="The letter settings" onRetry={() => void settings.refetch()} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {settings.data ? <SettingsForm key={settings.fulfilledTimeStamp} settings={settings.data} /> : <Skeleton variant="rounded" height={320} aria-label="Loading the letter settings" />}
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: LetterSettings }) {
  const { customerId } = useSelector(selectAuth);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: settings.address.join('\n'), phone: settings.phone, regulator: settings.regulator },
  });
    useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const [save, saving] = useUpdateLetterSettingsMutation();
  const messages = usePageMessages();
  const [failure, setFailure] = useState<string>();
  const regulator = federalRegulatorOf(useWatch({ control, name: 'regulator' }));

  const submit = async (values: Values) => {
    setFailure(undefined);
    const result = await save({ customerId, body: toBody(values) });
    if (!result.error) {
      messages.success(result.data.message);
      return;
    }
    const fields = errorFieldsOf(result.error).flatMap((f) => {
      const field = fieldOf(f.field.replace(/^body\./, '').split('.'));
      return field ? [{ field, message: inWords(f.message, field) }] : [];
    });
    fields.forEach(({ field, message }, i) => setError(field, { message }, { shouldFocus: i === 0 }));
    if (fields.length === 0) setFailure(adminFailureText(result.error));
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Letter settings" sx={{ maxWidth: 720 }}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Every letter names {settings.companyName} as the creditor with this address and telephone, and the federal agency that administers your compliance with the
        Equal Credit Opportunity Act.
      </Typography>
      {!settings.complete && (
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          Letters cannot be built until your mailing address is set.
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField name="address" control={control} label="Mailing address" required minRows={3} hint="One line each, up to 5 lines" disabled={saving.isLoading} />
        <FormTextField name="phone" control={control} label="Telephone" required maxLength={40} inputMode="tel" narrow disabled={saving.isLoading} />
        <FormSelectField name="regulator" control={control} label="Federal regulator" required options={REGULATOR_OPTIONS} hint={regulator.appliesTo} disabled={saving.isLoading} />
      </Box>
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 3 }}
        disabled={saving.isLoading}
        startIcon={saving.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
      >
        Save Settings
      </Button>
    </Box>
  );
}
