import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderFormActions } from '../../order/order-form-actions';
import { ADV_PRODUCT, NAME_SUFFIXES, type SandboxPersonaInfo } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetSandboxPersonasQuery } from '../../order/order-api';
import { PersonaMenu } from '../../order/persona-menu';
import { servedTestConsumers } from '../../product-kit/consumer/form/order-form-variant';
import { REGION_OPTIONS } from '../../product-kit/consumer/form/region-options';
import type { OrderFormProps } from '../portal-product';
import { useGetAdvConfigurationsQuery, type ProductConfiguration } from './adv-api';
import { ADV_LABELS as L, advFieldOfServerPath, humanizeAdvMessage } from './adv-form-fields';
import { advFormSchema } from './adv-form-schema';
import { consumerFromPersona, defaultAdvValues, placedAdvOrder, type AdvOrderValues } from './adv-form-values';
import { SandboxConsumerChip } from '../../order/sandbox-consumer-chip';

/** Today in the browser's calendar (the contracts check the date of birth the same way). */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The Automated Data View's order form (reports.md §3 "Adv report request", §5 "Adv submit"): the
 * company's ADV product configuration (its account number is billed), an optional reference, and the
 * consumer's name and address with an optional SSN and date of birth. The session's company and user
 * name go into the body; the server checks them. The server's field errors land on their fields.
 */
export function AdvOrderForm({ draft, pending, onOrder }: OrderFormProps) {
  const { customerId, username } = useSelector(selectAuth);
  const session = useMemo(() => ({ customerId, userName: username }), [customerId, username]);
  const configurations = useGetAdvConfigurationsQuery(customerId);
  // the sandbox answers: its documented ADV consumers are offered (a real service has none)
  const sandbox = useGetSandboxPersonasQuery();
  const resolver = useMemo(() => zodResolver(advFormSchema(session)), [session]);
  const form = useForm<AdvOrderValues>({ resolver, defaultValues: (draft as AdvOrderValues | undefined) ?? defaultAdvValues() });
  const list = configurations.data ?? [];

  // One configuration: nothing to choose.
  const onlyProfile = list.length === 1 ? list[0].configurationName : '';
  useEffect(() => {
    if (onlyProfile && !form.getValues('profileName')) form.setValue('profileName', onlyProfile);
  }, [onlyProfile, form]);

  const submit = async (values: AdvOrderValues) => {
    const configuration = list.find((c) => c.configurationName === values.profileName);
    const outcome = await onOrder(placedAdvOrder(values, session, configuration));
    if (outcome.ok) return;
    for (const problem of outcome.fieldErrors) {
      const field = advFieldOfServerPath(problem.field);
      form.setError(field ?? 'root', { type: 'server', message: humanizeAdvMessage(problem.message, field) }, { shouldFocus: false });
    }
  };

  if (configurations.isLoading) {
    return (
      <Stack spacing={3} aria-busy="true" aria-label="Loading the order form">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(submit)} spacing={3} aria-busy={pending} aria-label="Order a report">
      {configurations.isError && (
        <Alert severity="warning" action={<Button color="inherit" onClick={() => void configurations.refetch()}>Try again</Button>}>
          Your company's product configurations could not be loaded.
        </Alert>
      )}
      {configurations.isSuccess && list.length === 0 && (
        <Alert severity="warning">
          Your company has no product configuration for the Automated Data View. A product administrator sets one up on an account
          number; the view is billed to that account.
        </Alert>
      )}
      <OrderDetails form={form} configurations={list} userName={username} disabled={pending} />
      <ConsumerFields form={form} personas={sandbox.isSuccess ? servedTestConsumers(ADV_PRODUCT.key)(sandbox.data.personas) : undefined} disabled={pending} />

      <OrderFormActions error={form.formState.errors.root?.message} certification={"The view holds personal information from public records. Use it only as your company's agreement for this product permits."} pending={pending} onClear={() => form.reset(defaultAdvValues(onlyProfile))} />
    </Stack>
  );
}

type SectionProps = { form: UseFormReturn<AdvOrderValues>; disabled: boolean };

function OrderDetails({ form, configurations, userName, disabled }: SectionProps & { configurations: readonly ProductConfiguration[]; userName: string }) {
  const titleId = useId();
  const profileName = useWatch({ control: form.control, name: 'profileName' });
  const chosen = configurations.find((c) => c.configurationName === profileName);
  const options = configurations.map((c) => ({ value: c.configurationName, label: c.configurationName }));
  return (
    <Paper component="fieldset" variant="outlined" aria-labelledby={titleId} disabled={disabled} sx={{ m: 0, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2">
        Order details
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        The profile the view is run under: the account it is billed to.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormSelectField
          control={form.control}
          name="profileName"
          label={L.profileName}
          options={options}
          placeholder={options.length === 0 ? 'No configuration for this product' : 'Select a product configuration'}
          required
          hint={chosen ? `Billed to account number ${chosen.memberNumber}.` : "Your company's configurations of the Automated Data View."}
        />
        <FormTextField
          control={form.control}
          name="customerReferenceNumber"
          label={L.customerReferenceNumber}
          maxLength={50}
          hint={`Optional. Leave blank to use your user name (${userName}).`}
        />
      </Box>
    </Paper>
  );
}

function ConsumerFields({ form, personas, disabled }: SectionProps & { personas?: readonly SandboxPersonaInfo[] }) {
  const { control, setValue, formState } = form;
  const titleId = useId();
  const ssn = useWatch({ control, name: 'ssn' });
  const persona = personas?.find((p) => digits(ssn ?? '').length === 9 && digits(p.ssn) === digits(ssn ?? ''));

  const fill = (picked: SandboxPersonaInfo) => {
    for (const [name, value] of Object.entries(consumerFromPersona(picked))) {
      setValue(name as keyof AdvOrderValues, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  return (
    <Paper component="fieldset" variant="outlined" aria-labelledby={titleId} disabled={disabled} sx={{ m: 0, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2.5 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            Consumer
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The person to look up in public records. An SSN or date of birth narrows the search to one person.
          </Typography>
        </Box>
        {personas && personas.length > 0 && <PersonaMenu personas={personas} sectionLabel="Consumer" onPick={fill} disabled={disabled} />}
      </Box>
      {persona && <SandboxConsumerChip persona={persona} />}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' } }}>
        <Cell span={{ sm: 3, md: 4 }}>
          <FormTextField control={control} name="firstName" label={L.firstName} required maxLength={40} />
        </Cell>
        <Cell span={{ sm: 3, md: 3 }}>
          <FormTextField control={control} name="middleName" label={L.middleName} maxLength={40} />
        </Cell>
        <Cell span={{ sm: 4, md: 3 }}>
          <FormTextField control={control} name="lastName" label={L.lastName} required maxLength={40} />
        </Cell>
        <Cell span={{ sm: 2, md: 2 }}>
          <FormSelectField control={control} name="suffix" label={L.suffix} options={NAME_SUFFIXES} placeholder="None" />
        </Cell>
        <Cell span={{ sm: 3, md: 6 }}>
          <FormTextField control={control} name="ssn" label={L.ssn} inputMode="numeric" maxLength={11} placeholder="123-45-6789" hint="Optional. 9 digits; dashes optional." />
        </Cell>
        <Cell span={{ sm: 3, md: 6 }}>
          <FormTextField control={control} name="dateOfBirth" label={L.dateOfBirth} type="date" max={today()} hint="Optional." />
        </Cell>
        <Cell span={{ sm: 6, md: 12 }}>
          <FormTextField control={control} name="addressLine1" label={L.addressLine1} maxLength={80} hint="Optional." />
        </Cell>
        <Cell span={{ sm: 6, md: 5 }}>
          <FormTextField control={control} name="city" label={L.city} required maxLength={40} />
        </Cell>
        <Cell span={{ sm: 3, md: 4 }}>
          <FormSelectField control={control} name="state" label={L.state} options={REGION_OPTIONS.US} placeholder="Select a state" required />
        </Cell>
        <Cell span={{ sm: 3, md: 3 }}>
          <FormTextField control={control} name="zip" label={L.zip} maxLength={10} placeholder="12345" hint="Optional. 5 digits or ZIP+4." />
        </Cell>
      </Box>
    </Paper>
  );
}

function Cell({ span, children }: { span: { sm: number; md: number }; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', sm: `span ${span.sm}`, md: `span ${span.md}` }, minWidth: 0 }}>{children}</Box>;
}
