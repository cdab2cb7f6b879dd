import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorFieldsOf, serverMessageOf, type ApiError } from '../../../api/api-errors';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { messagesCleared } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useGetCompanyMembersQuery } from '../../../reports/product-kit/consumer/consumer-api';
import { useGetBatchProductAccessQuery, useGetBatchProductsQuery, useGetBatchTemplatesQuery } from '../api';
import { batchChoices, purposesOf, submissionFields, type BatchChoice, type BatchFormValues } from '../batch-choices';
import { batchFormSchema, fileProblem, formFieldOf } from '../batch-form-schema';
import { refusalText } from '../refusal-text';
import { useBatchUpload } from './use-batch-upload';
import { useFileMapping } from './use-file-mapping';
import { useSaveMappingAsTemplate } from './use-save-mapping-as-template';

const EMPTY: BatchFormValues = { source: '', accountNumber: '', permissiblePurpose: '', batchName: '' };

/**
 * Create Batch's form: what it offers (the company's batch products and templates, its active
 * account numbers), its values, the file, and the upload. The server's field errors land on their
 * fields; its message shows in the message banner.
 */
export function useNewBatchForm() {
  const { customerId, username } = useSelector(selectAuth);
  const products = useGetBatchProductsQuery(customerId);
  const access = useGetBatchProductAccessQuery({ customerId, userName: username });
  const templates = useGetBatchTemplatesQuery(customerId);
  const members = useGetCompanyMembersQuery(customerId);
  const accounts = useMemo(() => (members.data ?? []).filter((m) => m.status === 'active'), [members.data]);
  const granted = useMemo(() => (access.data ? new Set(access.data) : undefined), [access.data]);
  // a company without input templates (or the 'storage' feature) is simply offered none
  const choices = useMemo(() => batchChoices(products.data ?? [], templates.data ?? [], granted), [products.data, templates.data, granted]);
  const choiceRef = useRef<(source: string) => BatchChoice | undefined>(() => undefined);
  choiceRef.current = (source) => [...choices.products, ...choices.templates].find((c) => c.value === source);

  const resolver = useMemo<Resolver<BatchFormValues>>(() => (values, context, options) => zodResolver(batchFormSchema((s) => choiceRef.current(s)))(values, context, options), []);
  const form = useForm<BatchFormValues>({ resolver, defaultValues: EMPTY });
  const source = useWatch({ control: form.control, name: 'source' });
  const choice = choiceRef.current(source);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const upload = useBatchUpload();
  const mapping = useFileMapping(choice, file);
  const saveAs = useSaveMappingAsTemplate();
  const dispatch = useAppDispatch();
  const messages = usePageMessages();

  // one account: nothing to choose
  const onlyAccount = accounts.length === 1 ? accounts[0].memberNumber : '';
  useEffect(() => {
    if (onlyAccount && !form.getValues('accountNumber')) form.setValue('accountNumber', onlyAccount);
  }, [onlyAccount, form]);

  // a template brings its defaults; a product without permissible purposes sends none
  const chooseSource = (next: string) => {
    const chosen = choiceRef.current(next);
    const defaults = chosen?.template?.defaults;
    if (defaults?.accountNumber && accounts.some((a) => a.memberNumber === defaults.accountNumber)) form.setValue('accountNumber', defaults.accountNumber);
    const purposes = purposesOf(chosen).map((p) => p.value as string);
    if (defaults?.permissiblePurpose && purposes.includes(defaults.permissiblePurpose)) form.setValue('permissiblePurpose', defaults.permissiblePurpose);
    else if (!purposes.includes(form.getValues('permissiblePurpose'))) form.setValue('permissiblePurpose', '');
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    setFileError(next ? fileProblem(next) : undefined);
  };

  const failed = (error: ApiError) => {
    let onField = false;
    for (const { field, message } of errorFieldsOf(error)) {
      const target = formFieldOf(field);
      if (target === 'file') setFileError(message);
      else if (target) form.setError(target, { type: 'server', message });
      onField ||= target !== undefined;
    }
    if (!onField || serverMessageOf(error)) messages.error(refusalText(error));
  };

  const submit = form.handleSubmit(
    async (values) => {
      const problem = fileProblem(file);
      setFileError(problem);
      if (problem || !file) return;
      dispatch(messagesCleared());
      if (mapping.needed && mapping.problems.length > 0) {
        messages.error(`Finish mapping your file's columns: ${mapping.problems.join(' ')}`);
        return;
      }
      if (mapping.needed && mapping.product && !(await saveAs.save(mapping.product.key, mapping.headers, mapping.mapping))) return;
      const outcome = await upload.upload({ ...submissionFields(values, choice), ...(mapping.columnsField ? { columns: mapping.columnsField } : {}) }, file);
      if (!outcome.ok && outcome.error.status !== 'CUSTOM_ERROR') failed(outcome.error);
    },
    () => setFileError(fileProblem(file)),
  );

  /** After a dry run is cancelled or ordered: a fresh form for the next file (the account kept). */
  const startOver = () => {
    form.reset({ ...EMPTY, accountNumber: form.getValues('accountNumber') });
    setFile(null);
    setFileError(undefined);
    saveAs.reset();
    upload.reset();
  };

  const loading = products.isLoading || members.isLoading;
  const loadFailed = products.isError || members.isError;
  const retry = () => {
    if (products.isError) void products.refetch();
    if (members.isError) void members.refetch();
  };

  return { form, choices, choice, chooseSource, accounts, file, fileError, chooseFile, mapping, saveAs, submit, upload, startOver, loading, loadFailed, retry, userName: username };
}
