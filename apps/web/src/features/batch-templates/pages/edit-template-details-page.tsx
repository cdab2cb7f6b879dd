import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import type { BatchTemplate } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { useUpdateTemplateMutation } from '../api';
import { TemplateDetailsFields } from '../components/template-details-fields';
import { BackToTemplates, SaveActions, TemplateFormSkeleton, TemplateLoadFailed, TemplateSection } from '../components/template-parts';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { useTemplateChoices } from '../hooks/use-template-choices';
import { useTemplateOfUrl } from '../hooks/use-template-of-url';
import { type TemplateDetailsValues, detailsFormSchema, toDetailsBody } from '../template-form';
import { type BatchProduct, batchProductOf } from '../../../components/batch-mapping/mapping-rules';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/** /batch/input-templates/edit-template-details?templateId=…: name, description and defaults. */
export function EditTemplateDetailsPage() {
  const { template, loading, notFound, failed, retry } = useTemplateOfUrl();
  const choices = useTemplateChoices();
  const product = batchProductOf(template?.product);
  return (
    <>
      <BackToTemplates />
      <PageFrame title="Edit Input Template Details" subtitle={template ? `${template.templateName}: its name, description and the defaults its batches take.` : undefined}>
        {notFound ? (
          <TemplateLoadFailed notFound onRetry={retry} />
        ) : failed || choices.failed ? (
          <TemplateLoadFailed onRetry={() => (failed ? retry() : choices.retry())} />
        ) : loading || choices.loading || !template || !product ? (
          <TemplateFormSkeleton />
        ) : (
          <DetailsForm key={template.templateId} template={template} product={product} accounts={choices.accounts} />
        )}
      </PageFrame>
    </>
  );
}

type DetailsFormProps = { template: BatchTemplate; product: BatchProduct; accounts: ReturnType<typeof useTemplateChoices>['accounts'] };

function DetailsForm({ template, product, accounts }: DetailsFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<TemplateDetailsValues>({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: {
      templateName: template.templateName,
      description: template.description,
      product: template.product,
      accountNumber: template.defaults.accountNumber ?? '',
      permissiblePurpose: template.defaults.permissiblePurpose ?? '',
    },
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const [update, { isLoading }] = useUpdateTemplateMutation();
  const { onOutcome, mappingProblems } = useSaveOutcome(setError);
  // an account number no longer active stays offered, so the form shows what the template holds
  const held = template.defaults.accountNumber;
  const offered = held && !accounts.some((a) => a.memberNumber === held) ? [...accounts, { memberNumber: held, name: 'no longer active', status: 'inactive' as const }] : accounts;

  const submit = async (values: TemplateDetailsValues) =>
    onOutcome(await update({ templateId: template.templateId, body: { ...toDetailsBody(values), product: template.product, columns: template.columns } }));

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={handleSubmit(submit)} aria-label="Edit the input template's details" aria-busy={isLoading} sx={{ maxWidth: 1040 }}>
      <TemplateSection id="template-details" title="Details">
        <TemplateDetailsFields control={control} products={[product]} lockedProduct={product} product={product} accounts={offered} disabled={isLoading} />
      </TemplateSection>
      {mappingProblems.length > 0 && <TemplateLoadFailedMapping problems={mappingProblems} />}
      <SaveActions label="Save Details" busy={isLoading} />
    </Stack>
  );
}

/** The server refused the mapping the template holds (the product's layout changed since): edit the mapping. */
function TemplateLoadFailedMapping({ problems }: { problems: string[] }) {
  return (
    <TemplateSection id="template-mapping-problems" title="The column mapping needs changes">
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </TemplateSection>
  );
}
