import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageFrame } from '../../../components/page-frame';
import { useCreateTemplateMutation } from '../api';
import { MappingEditor } from '../../../components/batch-mapping/mapping-editor';
import { SampleFileField } from '../components/sample-file-field';
import { TemplateDetailsFields } from '../components/template-details-fields';
import { BackToTemplates, SaveActions, TemplateFormSkeleton, TemplateLoadFailed, TemplateSection } from '../components/template-parts';
import { useSample } from '../hooks/use-sample';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { useTemplateChoices } from '../hooks/use-template-choices';
import { EMPTY_DETAILS, type TemplateDetailsValues, detailsFormSchema, toDetailsBody } from '../template-form';
import { type Mapping, batchProductOf, definedDefaults, mappingProblems, toColumns } from '../../../components/batch-mapping/mapping-rules';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/** /batch/input-templates/add-template */
export function AddTemplatePage() {
  return (
    <>
      <BackToTemplates />
      <PageFrame title="Create Input Template" subtitle="Read a sample of your own file, say which column is which once, and submit your exports as they are.">
        <AddTemplateForm />
      </PageFrame>
    </>
  );
}

/**
 * The details (name, product, defaults), a sample file the server reads (headers and first rows,
 * nothing stored), then the mapping: per header a column of the product's layout or "Ignore",
 * prefilled with what the headers look like, the sample's rows checked through it as they change.
 */
function AddTemplateForm() {
  const choices = useTemplateChoices();
  const form = useForm<TemplateDetailsValues>({ resolver: zodResolver(detailsFormSchema), defaultValues: EMPTY_DETAILS });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const { control, handleSubmit, setError, setValue, getValues } = form;
  const [productKey, accountNumber, permissiblePurpose] = useWatch({ control, name: ['product', 'accountNumber', 'permissiblePurpose'] });
  const product = batchProductOf(productKey);
  const defaults = definedDefaults(accountNumber, permissiblePurpose);
  const sample = useSample();
  const [mapping, setMapping] = useState<Mapping>([]);
  const [showProblems, setShowProblems] = useState(false);
  const [create, { isLoading }] = useCreateTemplateMutation();
  const { onOutcome, mappingProblems: serverProblems } = useSaveOutcome(setError);
  const mappingRef = useRef<HTMLDivElement>(null);

  // one product to choose: chosen
  const only = choices.products.length === 1 ? choices.products[0].key : '';
  useEffect(() => {
    if (only && !getValues('product')) setValue('product', only);
  }, [only, getValues, setValue]);

  // another product: a purpose it does not take is dropped, and the sample is read again for its columns
  const productChanged = (key: string) => {
    const next = batchProductOf(key);
    const purpose = getValues('permissiblePurpose');
    if (purpose && !(next?.permissiblePurposes as readonly string[] | undefined)?.includes(purpose)) setValue('permissiblePurpose', '');
    if (next && sample.sample) void readSample(sample.sample.file, next);
  };

  async function readSample(file: File, of = product) {
    if (!of) return;
    const read = await sample.read({ product: of.key, ...definedDefaults(getValues('accountNumber'), getValues('permissiblePurpose')), file });
    if (read) setMapping(read.preview.suggested);
  }

  const submit = async (values: TemplateDetailsValues) => {
    if (!product) return;
    const headers = sample.sample?.preview.headers ?? [];
    if (mappingProblems(product, headers, mapping, defaults).length > 0) {
      setShowProblems(true);
      mappingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      return;
    }
    await onOutcome(await create({ ...toDetailsBody(values), columns: toColumns(headers, mapping) }));
  };

  if (choices.loading) return <TemplateFormSkeleton />;
  if (choices.failed) return <TemplateLoadFailed onRetry={choices.retry} />;

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={handleSubmit(submit)} aria-label="Create an input template" aria-busy={isLoading} sx={{ maxWidth: 1040 }}>
      <TemplateSection id="template-details" title="Details">
        <TemplateDetailsFields control={control} products={choices.products} product={product} accounts={choices.accounts} disabled={isLoading} onProductChange={productChanged} />
      </TemplateSection>
      <TemplateSection id="template-sample" title="Sample file" intro="A file as your system exports it: the server reads its headers and first rows to suggest the mapping.">
        <Stack spacing={2}>
          <SampleFileField
            label={sample.sample ? 'Read another sample file' : 'Choose a sample file'}
            fileName={sample.sample?.fileName}
            busy={sample.reading}
            disabled={!product || isLoading}
            disabledReason="Choose the product first: the columns to map are its own."
            onChosen={(file) => void readSample(file)}
          />
          {sample.error && (
            <Alert severity="error" role="alert">
              {sample.error}
            </Alert>
          )}
          {showProblems && !sample.sample && (
            <Alert severity="warning" role="alert">
              Read a sample file: its first line gives the headers to map.
            </Alert>
          )}
        </Stack>
      </TemplateSection>
      {product && sample.sample && (
        <div ref={mappingRef}>
          <TemplateSection id="template-mapping" title="Column mapping" intro={`Say which column of ${product.name} each of your headers fills; a file sent with this template may hold only these headers.`}>
            <MappingEditor
              product={product}
              headers={sample.sample.preview.headers}
              rows={sample.sample.preview.rows}
              mapping={mapping}
              defaults={defaults}
              onChange={setMapping}
              serverProblems={serverProblems}
              disabled={isLoading}
            />
          </TemplateSection>
        </div>
      )}
      <SaveActions label="Save Template" busy={isLoading} />
    </Stack>
  );
}
