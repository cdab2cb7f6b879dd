import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BatchTemplate } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useUpdateTemplateMutation } from '../api';
import { MappingEditor } from '../../../components/batch-mapping/mapping-editor';
import { SampleFileField } from '../components/sample-file-field';
import { BackToTemplates, SaveActions, TemplateFormSkeleton, TemplateLoadFailed, TemplateSection } from '../components/template-parts';
import { useSample } from '../hooks/use-sample';
import { useSaveOutcome } from '../hooks/use-save-outcome';
import { useTemplateOfUrl } from '../hooks/use-template-of-url';
import { editDetailsHref } from '../template-links';
import { type BatchProduct, type Mapping, batchProductOf, mappingProblems, remap, toColumns } from '../../../components/batch-mapping/mapping-rules';

/** /batch/input-templates/edit-template?templateId=…: the column mapping, optionally from a new sample. */
export function EditTemplatePage() {
  const { template, loading, notFound, failed, retry } = useTemplateOfUrl();
  const product = batchProductOf(template?.product);
  return (
    <>
      <BackToTemplates />
      <PageFrame title="Edit Input Template" subtitle={template ? `${template.templateName}: which column of ${template.productName} each header of your file fills.` : undefined}>
        {notFound ? (
          <TemplateLoadFailed notFound onRetry={retry} />
        ) : failed ? (
          <TemplateLoadFailed onRetry={retry} />
        ) : loading || !template || !product ? (
          <TemplateFormSkeleton />
        ) : (
          <MappingForm key={template.templateId} template={template} product={product} />
        )}
      </PageFrame>
    </>
  );
}

function MappingForm({ template, product }: { template: BatchTemplate; product: BatchProduct }) {
  const [headers, setHeaders] = useState<string[]>(template.columns.map((c) => c.header));
  const [mapping, setMapping] = useState<Mapping>(template.columns.map((c) => c.column));
  const sample = useSample();
  const [update, { isLoading }] = useUpdateTemplateMutation();
  const messages = usePageMessages();
  // the details are not edited here: a refusal of one of them goes to the message area
  const { onOutcome, mappingProblems: serverProblems } = useSaveOutcome((_field, error) => messages.error(error.message ?? ''));
  const [tried, setTried] = useState(false);
  const defaults = template.defaults;
  const problems = mappingProblems(product, headers, mapping, defaults);

  const readSample = async (file: File) => {
    const read = await sample.read({ product: product.key, ...defaults, file });
    if (!read) return;
    setHeaders(read.preview.headers);
    setMapping(remap(read.preview.headers, read.preview.suggested, toColumns(headers, mapping)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    const { templateName, description } = template;
    await onOutcome(await update({ templateId: template.templateId, body: { templateName, description, product: template.product, defaults, columns: toColumns(headers, mapping) } }));
  };

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(e) => void submit(e)} aria-label="Edit the input template's column mapping" aria-busy={isLoading} sx={{ maxWidth: 1040 }}>
      <TemplateSection
        id="template-sample"
        title="Sample file"
        intro="Your file's layout changed? Read a new sample: headers the template knows keep their column, new ones get a suggestion."
      >
        <Stack spacing={2}>
          <SampleFileField label="Read a new sample file" fileName={sample.sample?.fileName} busy={sample.reading} disabled={isLoading} onChosen={(file) => void readSample(file)} />
          {sample.error && (
            <Alert severity="error" role="alert">
              {sample.error}
            </Alert>
          )}
        </Stack>
      </TemplateSection>
      <TemplateSection
        id="template-mapping"
        title="Column mapping"
        intro={
          <>
            A file sent with this template may hold only these headers. Its defaults (account number, permissible purpose) are in its{' '}
            <Link component={RouterLink} to={editDetailsHref(template.templateId)} underline="always">
              details
            </Link>
            .
          </>
        }
      >
        <MappingEditor
          product={product}
          headers={headers}
          rows={sample.sample?.preview.rows ?? []}
          mapping={mapping}
          defaults={defaults}
          onChange={setMapping}
          serverProblems={serverProblems}
          disabled={isLoading}
        />
        {tried && problems.length > 0 && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            The mapping cannot be saved yet: see what it still needs above.
          </Typography>
        )}
      </TemplateSection>
      <SaveActions label="Save Mapping" busy={isLoading} />
    </Stack>
  );
}
