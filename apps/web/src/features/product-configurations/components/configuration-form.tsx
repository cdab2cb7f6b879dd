import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query';
import { type ConfigurableProductInfo, withOptionDefaults } from '@creditdesk/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useGetCompanyMembersQuery } from '../../../reports/product-kit/consumer/consumer-api';
import { useCreateProductConfigurationMutation, useGetConfigurableProductsQuery, useGetMemberOptionsQuery, useUpdateProductConfigurationMutation } from '../api';
import { CONFIGURATION_LABELS as L, type ConfigurationFormValues, configurationFormSchema, serverFieldErrors, specOf } from '../configuration-form';
import { LIST_PATH } from '../../../lib/product-configuration-links';
import { OptionFields } from './option-fields';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

type ConfigurationFormProps =
  | { mode: 'add'; initial: ConfigurationFormValues }
  | {
      mode: 'edit';
      initial: ConfigurationFormValues;
      configurationId: string;
      /** the configuration's product with its declaration: it stays. */
      product: ConfigurableProductInfo;
      /** the account number it is on now (offered even if no longer active). */
      member: { memberNumber: string; memberName: string };
    };

const MEMBER_PATTERN = /^\d{6,12}$/;

/**
 * Add or edit a product configuration: the account number (the company's active ones), the product
 * among those configurable on it (POST /orchestrator/products/membernumber; fixed on edit), the name,
 * and the options the product declares (GET …/members/{n}/options on add; the first answer's until it comes). Checked with the contracts' rules before sending; the
 * server's field errors (a taken name: 409) land on their fields.
 */
export function ConfigurationForm(props: ConfigurationFormProps) {
  const { mode, initial } = props;
  const { customerId } = useSelector(selectAuth);
  const navigate = useNavigate();
  const messages = usePageMessages();
  const productRef = useRef<ConfigurableProductInfo | undefined>(undefined);
  const resolver = useMemo(() => zodResolver(configurationFormSchema(mode, () => productRef.current)), [mode]);
  const form = useForm<ConfigurationFormValues>({ resolver, defaultValues: initial });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const { control, handleSubmit, setError, setValue, getValues, formState } = form;
  const [create, creating] = useCreateProductConfigurationMutation();
  const [update, updating] = useUpdateProductConfigurationMutation();
  const busy = creating.isLoading || updating.isLoading;

  const members = useGetCompanyMembersQuery(customerId);
  const memberNumber = useWatch({ control, name: 'memberNumber' });
  const productCode = useWatch({ control, name: 'productCode' });
  const asksProducts = mode === 'add' && MEMBER_PATTERN.test(memberNumber);
  const products = useGetConfigurableProductsQuery(asksProducts ? memberNumber : skipToken);
  const offered = asksProducts ? products.currentData : undefined;
  const optionsOnNumber = useGetMemberOptionsQuery(asksProducts ? { customerId, memberNumber } : skipToken);
  /** an offered product with its options as the options call gives them. */
  const offeredWithOptions = (code: string) => offered?.some((p) => p.productCode === code) ? (optionsOnNumber.currentData ?? offered).find((p) => p.productCode === code) : undefined;
  const product = props.mode === 'edit' ? props.product : offeredWithOptions(productCode);
  productRef.current = product;

  // Another account number may not offer the chosen product: it is chosen again.
  useEffect(() => {
    if (mode === 'add' && offered && getValues('productCode') && !offered.some((p) => p.productCode === getValues('productCode'))) {
      setValue('productCode', '');
      setValue('options', {});
    }
  }, [mode, offered, getValues, setValue]);

  const chooseProduct = (code: string) => {
    const next = offeredWithOptions(code);
    setValue('options', next ? withOptionDefaults(specOf(next)) : {}, { shouldDirty: true });
  };

  const active = (members.data ?? []).filter((m) => m.status === 'active');
  const memberOptions = active.map((m) => ({ value: m.memberNumber, label: `${m.memberNumber} – ${m.name}` }));
  if (props.mode === 'edit' && !active.some((m) => m.memberNumber === props.member.memberNumber)) {
    memberOptions.unshift({ value: props.member.memberNumber, label: `${props.member.memberNumber} – ${props.member.memberName}` });
  }

  const submit = async (values: ConfigurationFormValues) => {
    const common = { configurationName: values.configurationName.trim(), memberNumber: values.memberNumber, options: values.options };
    const result =
      props.mode === 'add'
        ? await create({ ...common, productCode: values.productCode as never })
        : await update({ configurationId: props.configurationId, body: common });
    if ('data' in result && result.data) {
      await navigate(LIST_PATH);
      messages.success(result.data.message);
      return;
    }
    const fields = serverFieldErrors(result.error);
    fields.forEach(({ field, message }, i) => setError(field, { message }, { shouldFocus: i === 0 }));
    if (fields.length === 0) messages.error(adminFailureText(result.error));
  };

  const productHint =
    mode === 'edit'
      ? 'The product stays: a configuration of another product is a new configuration.'
      : !MEMBER_PATTERN.test(memberNumber)
        ? 'Choose the account number first: it decides which products can be configured.'
        : products.isFetching
          ? 'Loading the products of this account number…'
          : products.isError
            ? 'The products of this account number could not be loaded.'
            : offered && offered.length === 0
              ? 'No product can be configured on this account number.'
              : 'The products your company holds that take a configuration.';

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={mode === 'add' ? 'Add a product configuration' : `Edit product configuration ${initial.configurationName}`}
      aria-busy={busy}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormSelectField
          control={control}
          name="memberNumber"
          label={L.memberNumber}
          options={memberOptions}
          placeholder={members.isLoading ? 'Loading account numbers…' : memberOptions.length === 0 ? 'No active account numbers' : 'Select an account number'}
          required
          disabled={busy}
          hint={members.isError ? 'Your company’s account numbers could not be loaded.' : 'Orders placed with this configuration are billed to it.'}
        />
        {props.mode === 'edit' ? (
          <TextField label={L.productCode} value={props.product.productName} helperText={productHint} slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }} />
        ) : (
          <FormSelectField
            control={control}
            name="productCode"
            label={L.productCode}
            options={(offered ?? []).map((p) => ({ value: p.productCode, label: p.productName }))}
            placeholder={offered?.length ? 'Select a product' : '—'}
            required
            disabled={busy || !offered?.length}
            hint={productHint}
            onValueChange={chooseProduct}
          />
        )}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="configurationName"
            label={L.configurationName}
            required
            maxLength={60}
            disabled={busy}
            hint="Unique in your company: letters, digits, spaces and . , ' & ( ) / _ -. An Automated Data View order names it as its profile."
          />
        </Box>
        {product && product.options.length > 0 && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Divider />
            <Typography variant="h6" component="h2" sx={{ mt: 2.5 }}>
              {product.productName} options
            </Typography>
            <Typography variant="body2" color="text.secondary">
              What orders placed with this configuration use.
            </Typography>
          </Box>
        )}
        {product && <OptionFields control={control} product={product} disabled={busy} />}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, gridColumn: '1 / -1' }}>
          <Button component={RouterLink} to={LIST_PATH} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || (mode === 'edit' && !formState.isDirty)}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {busy ? 'Saving…' : mode === 'add' ? 'Add product configuration' : 'Save changes'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
