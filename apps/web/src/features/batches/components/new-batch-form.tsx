import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import UploadRounded from '@mui/icons-material/UploadRounded';
import { BATCH_LIMITS } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { purposesOf } from '../batch-choices';
import type { useNewBatchForm } from '../hooks/use-new-batch-form';
import { BatchFileField } from './batch-file-field';
import { BatchLayoutHelp } from './batch-layout-help';
import { BatchMappingStep } from './batch-mapping-step';
import { BatchSourceField } from './batch-source-field';

/** The form's fields beside the chosen layout's columns (under them on a phone), and Check the file. */
export function NewBatchForm({ batchForm }: { batchForm: ReturnType<typeof useNewBatchForm> }) {
  const { form, choices, choice, chooseSource, accounts, file, fileError, chooseFile, mapping, saveAs, submit } = batchForm;
  const purposes = purposesOf(choice);
  const accountOptions = accounts.map((a) => ({ value: a.memberNumber, label: `${a.memberNumber} – ${a.name}` }));
  return (
    <Box component="form" noValidate aria-label="New batch" onSubmit={(event) => void submit(event)}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' } }}>
        <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
          <BatchSourceField control={form.control} products={choices.products} templates={choices.templates} onChoose={chooseSource} />
          <FormSelectField
            control={form.control}
            name="accountNumber"
            label="Account number"
            options={accountOptions}
            placeholder={accountOptions.length === 0 ? 'No active account numbers' : 'Select an account number'}
            hint="Billed for every row that leaves its account number blank."
            required
          />
          {purposes.length > 0 && (
            <FormSelectField
              control={form.control}
              name="permissiblePurpose"
              label="Permissible purpose"
              options={purposes.map((p) => ({ value: p.value, label: p.label }))}
              placeholder="Select a purpose"
              hint="For every row that leaves its permissible purpose blank."
              required
            />
          )}
          <FormTextField control={form.control} name="batchName" label="Batch name" maxLength={BATCH_LIMITS.maxNameLength} hint="Optional. Blank: the file's name." />
          <BatchFileField file={file} error={fileError} onChoose={chooseFile} />
          {!mapping.needed && <SubmitButton disabled={choices.products.length === 0} />}
        </Box>
        <Box sx={{ borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' }, pl: { md: 4 }, pt: { xs: 2.5, md: 0 } }}>
          <BatchLayoutHelp choice={choice} />
        </Box>
      </Box>
      {mapping.needed && file && (
        <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <BatchMappingStep fileName={file.name} mapping={mapping} save={saveAs} />
          <SubmitButton disabled={choices.products.length === 0} />
        </Box>
      )}
    </Box>
  );
}

function SubmitButton({ disabled }: { disabled: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" size="large" startIcon={<UploadRounded aria-hidden="true" />} disabled={disabled}>
        Upload and check
      </Button>
    </Box>
  );
}
