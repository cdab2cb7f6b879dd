import { useId, useState } from 'react';
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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eidVerifierAttemptsLeft, type EidVerifierReport, type EidVerifierResponse } from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { ReportSection } from '../../viewer/report-section';
import { useAnswerEidVerifierMutation } from './eidverifier-api';

type Props = { inquiryId: string; report: EidVerifierReport; onAnswered: (answer: EidVerifierResponse) => void };

/**
 * The questions to ask the applicant, each a group of choices; the answers go to the server, which
 * scores them (the portal never knows the right ones). After a failed first attempt the same
 * questions are asked again, once.
 */
export function EidVerifierQuestions({ inquiryId, report, onAnswered }: Props) {
  const baseId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const [answer, { isLoading, error }] = useAnswerEidVerifierMutation();
  const left = eidVerifierAttemptsLeft(report);
  const unanswered = report.questions.filter((q) => !chosen[q.id]);

  const submit = async () => {
    if (unanswered.length > 0) {
      setMissing(true);
      return;
    }
    const result = await answer({ inquiryId, body: { answers: report.questions.map((q) => ({ questionId: q.id, choiceId: chosen[q.id] })) } });
    if ('data' in result && result.data) {
      setChosen({});
      setMissing(false);
      onAnswered(result.data);
    }
  };

  return (
    <ReportSection title="Questions for the applicant" count={report.questions.length}>
      <Box component="form" noValidate aria-label="Questions for the applicant" onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ pb: 2.5 }}>
        <Stack spacing={2.5}>
          {report.attempts.length > 0 && (
            <Alert severity="warning">
              Not enough answers were right ({report.attempts[report.attempts.length - 1].correct} of {report.attempts[report.attempts.length - 1].total}). {left === 1 ? '1 attempt is left' : `${left} attempts are left`}: ask the questions again.
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            Read each question to the applicant and record their answer. Attempt {report.attempts.length + 1} of {report.maxAttempts}.
          </Typography>
          {report.questions.map((q, index) => {
            const invalid = missing && !chosen[q.id];
            return (
              <FormControl key={q.id} component="fieldset" error={invalid} required>
                <FormLabel component="legend" id={`${baseId}-${q.id}`} sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {index + 1}. {q.text}
                </FormLabel>
                <RadioGroup aria-labelledby={`${baseId}-${q.id}`} name={`question-${q.id}`} value={chosen[q.id] ?? ''} onChange={(e) => setChosen((c) => ({ ...c, [q.id]: e.target.value }))}>
                  {q.choices.map((c) => (
                    <FormControlLabel key={c.id} value={c.id} control={<Radio size="small" />} label={c.text} disabled={isLoading} />
                  ))}
                </RadioGroup>
                {invalid && <FormHelperText>Choose the applicant’s answer.</FormHelperText>}
              </FormControl>
            );
          })}
          {missing && unanswered.length > 0 && <Alert severity="error">Answer every question before you submit ({unanswered.length} not answered).</Alert>}
          {error && <Alert severity="error">{serverMessageOf(error) ?? 'The answers could not be sent. Please try again.'}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={isLoading} startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
              {isLoading ? 'Scoring…' : 'Submit answers'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ReportSection>
  );
}
