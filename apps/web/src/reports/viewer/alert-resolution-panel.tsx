import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { ALERT_OUTCOME_LABELS, ALERT_STATUS_LABELS, ALERT_STATUS_LEVELS, type AlertCheck, type AlertOutcome, type ReportAlert } from '@creditdesk/contracts';
import { serverMessageOf } from '../../api/api-errors';
import { formatDateTime } from '../../lib/format-date-time';
import { useResolveAlertsMutation } from '../stored-report-api';
import { LevelTag } from './level-cells';

type StepState = { done: boolean; note: string };
const stepId = (alert: string, step: string) => `${alert}\u0000${step}`;

/**
 * A report with a fraud, active-duty or discrepancy alert opens with this panel (FCRA §605A(h),
 * §605(h), the Red Flags Rule; docs/careful-pulls.md): each alert's text and telephone, the steps the
 * company's policy lists, each ticked with a note, then "Identity verified" or "Could not verify".
 * Once resolved it shows who resolved it, when, and what was done.
 */
export function AlertResolutionPanel({ inquiryId, alertCheck }: { inquiryId: string; alertCheck: AlertCheck }) {
  const titleId = useId();
  const [check, setCheck] = useState(alertCheck);
  const [steps, setSteps] = useState<Record<string, StepState>>({});
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [resolve, { isLoading }] = useResolveAlertsMutation();
  const resolved = check.resolution;

  const stateOf = (alert: string, step: string): StepState => steps[stepId(alert, step)] ?? { done: false, note: '' };
  const setStep = (alert: string, step: string, change: Partial<StepState>) => setSteps((s) => ({ ...s, [stepId(alert, step)]: { ...stateOf(alert, step), ...change } }));

  const submit = async (outcome: AlertOutcome) => {
    const body = check.alerts.flatMap((a) => a.steps.map((step) => ({ alert: a.key, step, ...stateOf(a.key, step), note: stateOf(a.key, step).note.trim() })));
    // the server checks the same; saying it here spares a round trip
    if (outcome === 'verified' && body.some((s) => !s.done)) return setProblem('Tick every step before confirming the identity, or choose "Could not verify".');
    if (body.some((s) => s.done && !s.note)) return setProblem('Add a note to each ticked step saying what was done.');
    if (outcome === 'not-verified' && !note.trim()) return setProblem('Say why the identity could not be verified.');
    setProblem(undefined);
    const answer = await resolve({ id: inquiryId, body: { outcome, steps: body, note: note.trim() } });
    if (answer.error) setProblem(serverMessageOf(answer.error as never) ?? 'The resolution could not be saved. Please try again.');
    else setCheck(answer.data);
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="alert-resolution"
      sx={{ mt: 2, p: { xs: 2, sm: 2.5 }, borderLeft: 4, borderLeftColor: resolved?.outcome === 'verified' ? 'success.main' : 'error.main' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <GppMaybeOutlined color={resolved?.outcome === 'verified' ? 'success' : 'error'} aria-hidden="true" />
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: '1 1 200px', minWidth: 0 }}>
          Alerts to resolve before extending credit
        </Typography>
        <LevelTag label={ALERT_STATUS_LABELS[check.status]} level={ALERT_STATUS_LEVELS[check.status]} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {resolved
          ? `Resolved by ${resolved.resolvedBy} on ${formatDateTime(resolved.resolvedAt)}.`
          : 'Take the steps your company’s policy lists and note what you did. An approval letter can be built only once the identity is verified; an adverse-action letter is always possible.'}
      </Typography>
      {check.alerts.map((alert) => (
        <AlertBlock key={alert.key} alert={alert} check={check} stateOf={stateOf} setStep={setStep} disabled={isLoading} />
      ))}
      {resolved ? (
        resolved.note && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            <strong>Note:</strong> {resolved.note}
          </Typography>
        )
      ) : (
        <>
          <TextField
            label="Note (required if the identity could not be verified)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={1}
            fullWidth
            size="small"
            disabled={isLoading}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ mt: 2 }}
          />
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button variant="outlined" color="error" disabled={isLoading} onClick={() => void submit('not-verified')}>
              {ALERT_OUTCOME_LABELS['not-verified']}
            </Button>
            <Button variant="contained" disabled={isLoading} onClick={() => void submit('verified')}>
              {ALERT_OUTCOME_LABELS.verified}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

type AlertBlockProps = {
  alert: ReportAlert;
  check: AlertCheck;
  stateOf: (alert: string, step: string) => StepState;
  setStep: (alert: string, step: string, change: Partial<StepState>) => void;
  disabled: boolean;
};

function AlertBlock({ alert, check, stateOf, setStep, disabled }: AlertBlockProps) {
  const headingId = useId();
  const resolved = check.resolution;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
        {alert.title}
        {alert.applicant === 'coapplicant' ? ' · co-applicant' : ''}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.25 }}>
        {alert.message}
      </Typography>
      {alert.contactPhone && (
        <Typography variant="body2" sx={{ mt: 0.25 }}>
          Telephone the consumer gave: <Link href={`tel:${alert.contactPhone.replace(/[^\d+]/g, '')}`} sx={{ fontWeight: 700 }}>{alert.contactPhone}</Link>
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
        {alert.rule}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 1 }}>
        {alert.steps.map((step) => {
          if (resolved) {
            const done = resolved.steps.find((s) => s.alert === alert.key && s.step === step);
            return (
              <Box component="li" key={step} sx={{ typography: 'body2' }}>
                <strong>{done?.done ? '✓ Done' : '✗ Not done'}:</strong> {step}
                {done?.note ? ` (${done.note})` : ''}
              </Box>
            );
          }
          const state = stateOf(alert.key, step);
          return (
            <Box component="li" key={step} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 1, alignItems: 'center' }}>
              <FormControlLabel control={<Checkbox checked={state.done} onChange={(e) => setStep(alert.key, step, { done: e.target.checked })} disabled={disabled} />} label={step} />
              <TextField
                label="Note"
                placeholder="What was done"
                value={state.note}
                onChange={(e) => setStep(alert.key, step, { note: e.target.value })}
                size="small"
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: 1000, 'aria-label': `Note: ${step}` } }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
