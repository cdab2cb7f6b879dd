import { z } from 'zod';
import {
  type ConfigurableProductInfo,
  type ConfigurationOptionValues,
  type ProductConfigurationSpec,
  createProductConfigurationBodySchema,
  optionIssues,
  updateProductConfigurationBodySchema,
} from '@creditdesk/contracts';
import { errorFieldsOf, httpStatusOf, serverMessageOf, type ApiError } from '../../api/api-errors';

export type ConfigurationFormValues = {
  memberNumber: string;
  productCode: string;
  configurationName: string;
  options: ConfigurationOptionValues;
};
type TopField = Exclude<keyof ConfigurationFormValues, 'options'>;
/** A form field: one of the three, or an option's value ('options.scoreModel'). */
export type ConfigurationField = TopField | `options.${string}`;

export const CONFIGURATION_LABELS: Record<TopField, string> = {
  memberNumber: 'Account number',
  productCode: 'Product',
  configurationName: 'Configuration name',
};
const TOP_FIELDS = Object.keys(CONFIGURATION_LABELS) as TopField[];

/** A product's declaration as the contracts' checks take it. */
export const specOf = (product: Pick<ConfigurableProductInfo, 'options'>): ProductConfigurationSpec => ({ options: product.options }) as ProductConfigurationSpec;

/** The form field a contracts issue path or a server field ('body.options.scoreModel') names. */
export function fieldOfPath(path: string): ConfigurationField | undefined {
  const parts = path.replace(/^body\./, '').split('.');
  if (parts[0] === 'options' && parts[1]) return `options.${parts[1]}`;
  return TOP_FIELDS.find((f) => f === parts[0]);
}

/** A contracts message in the form's words: "configurationName is required" → "Configuration name is required". */
export function humanizeMessage(message: string, field: ConfigurationField): string {
  if (field.startsWith('options.')) return message;
  const label = CONFIGURATION_LABELS[field as TopField];
  const tooLong = /expected string to have <=(\d+) characters/.exec(message);
  if (tooLong) return `${label} must be at most ${tooLong[1]} characters`;
  return message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : message;
}

const shape = z.object({
  memberNumber: z.string(),
  productCode: z.string(),
  configurationName: z.string(),
  options: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

/**
 * The add ('add') or edit form's resolver: the values are checked with the contracts' own body schema
 * and the product's declaration (optionIssues: the server's rules), each issue on its field.
 * `product` is the chosen product's declaration, once known.
 */
export function configurationFormSchema(mode: 'add' | 'edit', product: () => ConfigurableProductInfo | undefined) {
  return shape.superRefine((values, ctx) => {
    const seen = new Set<string>();
    const add = (field: ConfigurationField, message: string) => {
      if (seen.has(field)) return; // the first problem of a field is the one to fix first
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    };
    if (values.memberNumber.trim() === '') add('memberNumber', 'Choose an account number');
    if (mode === 'add' && values.productCode === '') add('productCode', 'Choose a product');
    const body = { configurationName: values.configurationName, memberNumber: values.memberNumber, options: values.options };
    const result = mode === 'add' ? createProductConfigurationBodySchema.safeParse({ ...body, productCode: values.productCode }) : updateProductConfigurationBodySchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldOfPath(issue.path.map(String).join('.'));
        if (field) add(field, humanizeMessage(issue.message, field));
      }
    }
    const chosen = product();
    if (chosen) for (const issue of optionIssues(specOf(chosen), chosen.productName, values.options)) add(`options.${issue.key}`, issue.message);
  });
}

/**
 * A refusal's field errors in the form's words, for setError: a 400's fields, and a 409 (the name is
 * taken in the company) on the name.
 */
export function serverFieldErrors(error: ApiError): { field: ConfigurationField; message: string }[] {
  if (httpStatusOf(error) === 409) return [{ field: 'configurationName', message: serverMessageOf(error) ?? 'This name is taken in your company' }];
  return errorFieldsOf(error).flatMap((f) => {
    const field = fieldOfPath(f.field);
    return field ? [{ field, message: humanizeMessage(f.message, field) }] : [];
  });
}
