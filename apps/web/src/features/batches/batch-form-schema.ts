import { z } from 'zod';
import { BATCH_LIMITS, batchFileNameProblem, batchSubmissionFieldsSchema } from '@creditdesk/contracts';
import { refineByRequestSchema } from '../../lib/request-schema-issues';
import { purposesOf, submissionFields, type BatchChoice, type BatchFormValues } from './batch-choices';

const FIELDS: Record<string, keyof BatchFormValues> = {
  product: 'source',
  templateId: 'source',
  accountNumber: 'accountNumber',
  permissiblePurpose: 'permissiblePurpose',
  batchName: 'batchName',
};

/** The form field a server or schema field names ('body.accountNumber', 'accountNumber', 'product'); 'file' for the file. */
export function formFieldOf(field: string): keyof BatchFormValues | 'file' | undefined {
  const name = field.replace(/^(body|fields)\./, '');
  return name === 'file' ? 'file' : FIELDS[name];
}

/**
 * Create Batch's rules: a product or template, an account number, a permissible purpose when the
 * product is a consumer report under the FCRA, and the contract's own rules for the fields it sends.
 */
export function batchFormSchema(choiceOf: (source: string) => BatchChoice | undefined) {
  return z
    .object({
      source: z.string().min(1, 'Choose a product or an input template'),
      accountNumber: z.string().min(1, 'Choose an account number'),
      permissiblePurpose: z.string(),
      batchName: z.string(),
    })
    .superRefine((values, ctx) => {
      const choice = choiceOf(values.source);
      if (purposesOf(choice).length > 0 && !values.permissiblePurpose) ctx.addIssue({ code: 'custom', path: ['permissiblePurpose'], message: 'Choose a permissible purpose' });
      refineByRequestSchema(values, ctx, {
        schema: batchSubmissionFieldsSchema,
        toRequest: (v: BatchFormValues) => submissionFields(v, choice),
        fieldOf: (path) => FIELDS[String(path[0])],
        message: (message) => message.replace(/^batchName/, 'The batch name').replace(/^accountNumber/, 'The account number'),
      });
    });
}

const MB = 1024 * 1024;

/** The file's problem before it is sent: none chosen, a name the server refuses, empty, too large, or not a CSV file. */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return 'Choose the CSV file to upload';
  const name = batchFileNameProblem(file.name);
  if (name) return `${name[0].toUpperCase()}${name.slice(1)}: rename the file`;
  if (!/\.(csv|txt)$/i.test(file.name)) return 'Choose a CSV file (.csv)';
  if (file.size === 0) return 'The file is empty';
  if (file.size > BATCH_LIMITS.maxFileBytes) return `The file is larger than ${BATCH_LIMITS.maxFileBytes / MB} MB: split it into smaller files`;
  return undefined;
}
