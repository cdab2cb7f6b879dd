import {
  PERMISSIBLE_PURPOSES,
  batchLayoutSampleCsv,
  layoutColumnOfHeader,
  productByKey,
  type BatchColumn,
  type BatchLayout,
  type BatchSubmissionFields,
  type BatchTemplate,
  type ReportProduct,
} from '@creditdesk/contracts';
import type { OrderableProduct } from './api';

/*
 * What Create Batch offers: the company's products that declare a batch layout (and that the user's
 * groups grant), and the company's input templates of those products. One select holds both; its
 * value names the kind: 'product:acrov6' or 'template:<id>'.
 */

export type BatchChoice = {
  value: string;
  label: string;
  product: ReportProduct & { batch: BatchLayout };
  template?: BatchTemplate;
};

/** One line of the file's layout as Create Batch lists it: the header to write, whether required, a hint. */
export type LayoutLine = { header: string; label: string; required: boolean; hint?: string };

const withLayout = (key: string) => {
  const product = productByKey(key);
  return product?.batch ? (product as BatchChoice['product']) : undefined;
};

/**
 * The products and templates to offer, products first in the registry's order. `granted` holds the
 * product codes the user's groups grant; undefined while unknown (then every product is offered and
 * the server decides).
 */
export function batchChoices(products: readonly OrderableProduct[], templates: readonly BatchTemplate[], granted: ReadonlySet<string> | undefined): { products: BatchChoice[]; templates: BatchChoice[] } {
  const offered = new Map<string, BatchChoice['product']>();
  for (const p of products) {
    const product = withLayout(p.product);
    if (product && (!granted || granted.has(product.code))) offered.set(product.key, product);
  }
  return {
    products: [...offered.values()].map((product) => ({ value: `product:${product.key}`, label: product.name, product })),
    templates: templates.flatMap((template) => {
      const product = offered.get(template.product);
      return product ? [{ value: `template:${template.templateId}`, label: `${template.templateName} (${product.name})`, product, template }] : [];
    }),
  };
}

/** The file's columns: the product's layout, or the template's headers with the layout column each fills. */
export function layoutLines(choice: BatchChoice): LayoutLine[] {
  const columns = choice.product.batch.columns;
  if (!choice.template) return columns.map((c) => ({ header: c.key, label: c.label, required: c.required, hint: c.hint }));
  return choice.template.columns.map(({ header, column }) => {
    const target = columns.find((c) => c.key === column);
    return { header, label: target ? `fills ${target.label}` : 'ignored', required: target?.required ?? false, hint: target?.hint };
  });
}

/** The sample file to download: the layout's header and example row (a template's: its own headers). */
export function sampleCsv(choice: BatchChoice): string {
  const layout = choice.product.batch;
  if (!choice.template) return batchLayoutSampleCsv(layout);
  const columns: BatchColumn[] = choice.template.columns.map(({ header, column }) => {
    const target = layout.columns.find((c) => c.key === column) ?? layoutColumnOfHeader(layout, header);
    return { key: header, label: header, required: false, example: column === null ? '' : (target?.example ?? '') };
  });
  return batchLayoutSampleCsv({ ...layout, columns });
}

export const sampleFileName = (choice: BatchChoice) => `${(choice.template?.templateName ?? choice.product.key).replace(/[^A-Za-z0-9-]+/g, '_')}_batch_sample.csv`;

/** The permissible purposes the product may be ordered for (none: not a consumer report under the FCRA). */
export const purposesOf = (choice: BatchChoice | undefined) => PERMISSIBLE_PURPOSES.filter((p) => choice?.product.permissiblePurposes.includes(p.value));

export type BatchFormValues = { source: string; accountNumber: string; permissiblePurpose: string; batchName: string };

/** The submission's fields besides the file. */
export function submissionFields(values: BatchFormValues, choice: BatchChoice | undefined): BatchSubmissionFields {
  return {
    ...(choice?.template ? { templateId: choice.template.templateId } : choice ? { product: choice.product.key } : {}),
    ...(values.accountNumber ? { accountNumber: values.accountNumber } : {}),
    ...(values.permissiblePurpose && purposesOf(choice).length > 0 ? { permissiblePurpose: values.permissiblePurpose } : {}),
    ...(values.batchName.trim() ? { batchName: values.batchName.trim() } : {}),
  };
}
