import { useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { OFAC_REPORT_BUSINESS_DAYS, formatDate, formatOfacScore, ofacReportDueOn, type OfacCandidate, type OfacCase } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { type DecisionValues, EMPTY_DECISION, decisionFormSchema } from '../decision-form';
import { useDecideCase } from '../hooks/use-decide-case';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

type OfacDecisionFormProps = {
  openCase: OfacCase;
  /** the screen's candidates: a confirmed match names one of them. */
  candidates: readonly OfacCandidate[];
};

const resolver = zodResolver(decisionFormSchema);

const DECISIONS = [
  { value: 'confirmed', label: 'Confirm a true match', hint: `The applicant is the listed person or entity: block or reject, and report to OFAC within ${OFAC_REPORT_BUSINESS_DAYS} business days.` },
  { value: 'cleared', label: 'Clear as a false positive', hint: 'The applicant is not the listed person or entity (another date of birth, nationality or address).' },
] as const;

/**
 * A compliance user's decision on an open case: confirm one candidate as the match (asked again
 * before it is recorded, it cannot be undone) or clear the case, with the reason the record keeps.
 */
export function OfacDecisionForm({ openCase, candidates }: OfacDecisionFormProps) {
  const form = useForm<DecisionValues>({ resolver, defaultValues: EMPTY_DECISION });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const { submit, deciding, problem } = useDecideCase(openCase.id, form.setError);
  const [toConfirm, setToConfirm] = useState<DecisionValues | null>(null);
  const decision = useWatch({ control: form.control, name: 'decision' });
  const confirmed = candidates.find((c) => String(c.entNum) === toConfirm?.entNum);

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.decision === 'confirmed') setToConfirm(values);
    else await submit(values);
  });
  const confirm = async () => {
    if (toConfirm && (await submit(toConfirm))) return;
    setToConfirm(null);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Decide this case" aria-busy={deciding} sx={{ display: 'grid', gap: 2.5 }}>
      <DecisionChoice control={form.control} disabled={deciding} />
      {decision === 'confirmed' && <CandidateChoice control={form.control} candidates={candidates} disabled={deciding} />}
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason"
        required
        minRows={3}
        maxLength={1000}
        hint="At least 10 characters: what you compared (date of birth, nationality, address, documents). The record keeps it."
        disabled={deciding}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          color={decision === 'confirmed' ? 'error' : 'primary'}
          disabled={deciding}
          startIcon={deciding && !toConfirm ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {decision === 'confirmed' ? 'Confirm match…' : decision === 'cleared' ? 'Clear case' : 'Record decision'}
        </Button>
      </Box>
      <ConfirmDialog
        open={toConfirm !== null}
        title="Confirm this match?"
        confirmLabel="Confirm match"
        destructive
        busy={deciding}
        onCancel={() => setToConfirm(null)}
        onConfirm={() => void confirm()}
      >
        {openCase.subjectName} is confirmed as {confirmed?.listedName ?? 'the candidate'} (entry {toConfirm?.entNum}) of the SDN list. A decision is
        final: the transaction must be blocked or rejected and reported to OFAC by {formatDate(ofacReportDueOn(new Date()))}, {OFAC_REPORT_BUSINESS_DAYS}{' '}
        business days from today.
      </ConfirmDialog>
    </Box>
  );
}

function DecisionChoice({ control, disabled }: { control: Control<DecisionValues>; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name: 'decision' });
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend" required sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Your decision
      </FormLabel>
      <RadioGroup name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
        {DECISIONS.map((d, i) => (
          <FormControlLabel
            key={d.value}
            value={d.value}
            control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{d.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {d.hint}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

function CandidateChoice({ control, candidates, disabled }: { control: Control<DecisionValues>; candidates: readonly OfacCandidate[]; disabled: boolean }) {
  const { field, fieldState } = useController({ control, name: 'entNum' });
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend" required sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Which candidate is the applicant?
      </FormLabel>
      <RadioGroup name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
        {candidates.map((c, i) => (
          <FormControlLabel
            key={c.entNum}
            value={String(c.entNum)}
            control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
            label={`${c.listedName} (entry ${c.entNum}, ${formatOfacScore(c.score)})`}
            sx={{ '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
