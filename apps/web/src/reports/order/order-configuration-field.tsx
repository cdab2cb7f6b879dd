import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { configurableProductByCode, describeOptions, type ConfigurableProduct } from '@creditdesk/contracts';
import { FormSelectField } from '../../components/form/form-select-field';
import { selectAuth } from '../../lib/auth/auth-slice';
import { useGetProductConfigurationsForOrderQuery } from '../product-kit/consumer/consumer-api';

type ConfigurationValues = { accountNumber: string; productConfigurationId?: string };

const describe = (product: ConfigurableProduct, options: Record<string, string | string[]>) =>
  describeOptions(product.configuration, options)
    .map((o) => `${o.label}: ${o.value}`)
    .join(' · ');

type OrderConfigurationFieldProps<T extends ConfigurationValues> = {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  productCode: string;
};

/**
 * The product configuration an order is placed under (issue 17): optional, among the company's
 * configurations of this product on the chosen account number; "Product defaults" when none is chosen.
 * The hint says what the chosen one (or the defaults) sets. Another account number clears a choice
 * that is not on it.
 */
export function OrderConfigurationField<T extends ConfigurationValues>({ control, setValue, productCode }: OrderConfigurationFieldProps<T>) {
  const { customerId, username } = useSelector(selectAuth);
  const product = configurableProductByCode(productCode);
  const configurations = useGetProductConfigurationsForOrderQuery({ customerId, userName: username, productCode }, { skip: !product, refetchOnMountOrArgChange: true });
  const c = control as unknown as Control<ConfigurationValues>;
  const set = setValue as unknown as UseFormSetValue<ConfigurationValues>;
  const accountNumber = useWatch({ control: c, name: 'accountNumber' });
  const chosenId = useWatch({ control: c, name: 'productConfigurationId' }) ?? '';
  const onAccount = (configurations.data ?? []).filter((x) => x.memberNumber === accountNumber);
  const chosen = onAccount.find((x) => x.configurationId === chosenId);

  useEffect(() => {
    if (chosenId && configurations.data && !chosen) set('productConfigurationId', '');
  }, [chosenId, chosen, configurations.data, set]);

  if (!product) return null;
  const hint = !accountNumber
    ? 'Choose the account number to see its configurations.'
    : chosen
      ? `Sets ${describe(product, chosen.options) || 'the profile only'}.`
      : configurations.isError
        ? 'The configurations could not be loaded: the order uses the product defaults.'
        : `Product defaults: ${describe(product, {}) || 'none'}.`;

  return (
    <FormSelectField
      control={c}
      name="productConfigurationId"
      label="Product configuration"
      options={onAccount.map((x) => ({ value: x.configurationId, label: x.configurationName }))}
      placeholder="Product defaults"
      disabled={!accountNumber || onAccount.length === 0}
      hint={hint}
    />
  );
}
