import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import {
  ELETTER_TYPE_LABELS,
  LETTER_DECISIONS,
  LETTER_DECISION_LABELS,
  MAX_LETTER_REASONS,
  type Eletter,
  type LetterDecision,
  type LetterRequest,
  type ReasonCode,
} from '@creditdesk/contracts';
import { errorFieldsOf, type ApiError } from '../../../api/api-errors';
import { adminFailureText } from '../../../lib/admin-failure';
import { todayIso } from '../letter-deadline';
import { LETTER_TEMPLATES_PATH, letterTabHref } from '../letter-links';
import { type ApplicantFacts, factorsOf, suggestedReasons } from '../report-facts';

export type LetterChoice = { eletterId: string; applicant: 'primary' | 'coapplicant'; decision: LetterDecision; decisionDate: string; reasonCodes: string[] };
type ChoiceField = keyof LetterChoice;

type CreateLetterFormProps = {
  inquiryId: string;
  /** the report's day (YYYY-MM-DD): a decision is not before it. */
  reportDay: string;
  applicants: readonly ApplicantFacts[];
  templates: readonly Eletter[];
  codes: readonly ReasonCode[];
  /** may write templates and reason codes (offered links to them). */
  canManage: boolean;
  busy: boolean;
  /** a change after a preview: the preview no longer shows the choice. */
  onChange: () => void;
  onPreview: (request: LetterRequest) => Promise<ApiError | undefined>;
};

const FIELD_OF: Record<string, ChoiceField> = { eletterId: 'eletterId', applicant: 'applicant', decision: 'decision', decisionDate: 'decisionDate', reasonCodes: 'reasonCodes' };

/** The request's problems on the choice's fields; the rest of the refusal above the buttons. */
function refusalOf(error: ApiError): { fields: Partial<Record<ChoiceField, string>>; general?: string } {
  const fields: Partial<Record<ChoiceField, string>> = {};
  for (const f of errorFieldsOf(error)) {
    const field = FIELD_OF[f.field.replace(/^body\./, '').split('.')[0]];
    if (field && !fields[field]) fields[field] = f.message;
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, general: adminFailureText(error) };
}

/**
 * The letter's choices: the template, the applicant (a report with a co-applicant), the decision and
 * its date, and the reasons (the company's reason codes, ticked from what the report's key factors
 * map to; at most four). "Preview letter" asks the server to fill the template from the report.
 */
export function CreateLetterForm({ inquiryId, reportDay, applicants, templates, codes, canManage, busy, onChange, onPreview }: CreateLetterFormProps) {
  const today = todayIso();
  const [choice, setChoice] = useState<LetterChoice>(() => ({
    eletterId: templates.find((t) => t.adverse)?.eletterId ?? templates[0]?.eletterId ?? '',
    applicant: 'primary',
    decision: 'declined',
    decisionDate: today,
    reasonCodes: suggestedReasons(applicants[0]?.keyFactors ?? [], codes),
  }));
  const [errors, setErrors] = useState<Partial<Record<ChoiceField, string>>>({});
  const [general, setGeneral] = useState<string>();
  const applicant = applicants.find((a) => a.applicant === choice.applicant) ?? applicants[0];
  const template = templates.find((t) => t.eletterId === choice.eletterId);
  const suggested = suggestedReasons(applicant?.keyFactors ?? [], codes);

  const change = (next: Partial<LetterChoice>) => {
    setChoice((before) => ({ ...before, ...next }));
    setErrors((before) => Object.fromEntries(Object.entries(before).filter(([k]) => !(k in next))));
    setGeneral(undefined);
    onChange();
  };
  const toggleReason = (code: string) =>
    change({ reasonCodes: choice.reasonCodes.includes(code) ? choice.reasonCodes.filter((c) => c !== code) : [...choice.reasonCodes, code] });

  const check = (): Partial<Record<ChoiceField, string>> => {
    const found: Partial<Record<ChoiceField, string>> = {};
    if (!choice.eletterId) found.eletterId = 'Choose the letter template';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.decisionDate)) found.decisionDate = 'Enter the date of the decision';
    else if (choice.decisionDate > today) found.decisionDate = 'The decision date cannot be in the future';
    else if (choice.decisionDate < reportDay) found.decisionDate = 'The decision cannot come before the report it used';
    return found;
  };
  const preview = async () => {
    const found = check();
    setErrors(found);
    setGeneral(undefined);
    if (Object.keys(found).length > 0) return;
    const error = await onPreview({ inquiryId, eletterId: choice.eletterId, applicant: choice.applicant, decision: choice.decision, decisionDate: choice.decisionDate, reasonCodes: choice.reasonCodes });
    if (!error) return;
    const refusal = refusalOf(error);
    setErrors(refusal.fields);
    setGeneral(refusal.general);
  };

  if (templates.length === 0) {
    return (
      <Alert severity="info">
        Your company has no letter templates yet.{' '}
        {canManage ? (
          <Link component={RouterLink} to={LETTER_TEMPLATES_PATH}>
            Create one under Letter Templates
          </Link>
        ) : (
          'A product-management administrator creates them under Letter Templates.'
        )}
      </Alert>
    );
  }

  return (
    <Paper component="form" variant="outlined" aria-label="The letter’s choices" noValidate onSubmit={(e) => (e.preventDefault(), void preview())} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          select
          label="Letter template"
          required
          value={choice.eletterId}
          onChange={(e) => change({ eletterId: e.target.value })}
          error={Boolean(errors.eletterId)}
          helperText={errors.eletterId ?? (template ? `${ELETTER_TYPE_LABELS[template.eletterType]}${template.needsScore ? ' · needs a credit score' : ''}` : undefined)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          disabled={busy}
        >
          {templates.map((t) => (
            <option key={t.eletterId} value={t.eletterId}>
              {t.eletterName}
            </option>
          ))}
        </TextField>

        {applicants.length > 1 && (
          <FormControl error={Boolean(errors.applicant)} disabled={busy}>
            <FormLabel id="letter-applicant">Applicant</FormLabel>
            <RadioGroup
              aria-labelledby="letter-applicant"
              row
              value={choice.applicant}
              onChange={(e) => {
                const next = applicants.find((a) => a.applicant === e.target.value) ?? applicants[0];
                change({ applicant: next.applicant, reasonCodes: suggestedReasons(next.keyFactors, codes) });
              }}
            >
              {applicants.map((a) => (
                <FormControlLabel key={a.applicant} value={a.applicant} control={<Radio />} label={`${a.label}: ${a.fileName}`} />
              ))}
            </RadioGroup>
            {errors.applicant && <FormHelperText>{errors.applicant}</FormHelperText>}
          </FormControl>
        )}

        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          <TextField
            select
            label="Decision"
            required
            value={choice.decision}
            onChange={(e) => change({ decision: e.target.value as LetterDecision })}
            error={Boolean(errors.decision)}
            helperText={errors.decision ?? (choice.decision === 'declined' || choice.decision === 'counteroffer' ? 'An adverse action: the letter is due within 30 days' : undefined)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            disabled={busy}
          >
            {LETTER_DECISIONS.map((d) => (
              <option key={d} value={d}>
                {LETTER_DECISION_LABELS[d]}
              </option>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Decision date"
            required
            value={choice.decisionDate}
            onChange={(e) => change({ decisionDate: e.target.value })}
            error={Boolean(errors.decisionDate)}
            helperText={errors.decisionDate}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: reportDay, max: today } }}
            disabled={busy}
          />
        </Box>

        <FormControl component="fieldset" error={Boolean(errors.reasonCodes)} disabled={busy}>
          <FormLabel component="legend">Reasons for the decision</FormLabel>
          <FormHelperText sx={{ mx: 0 }}>
            {errors.reasonCodes ??
              `Up to ${MAX_LETTER_REASONS}, principal first. ${suggested.length > 0 ? 'Ticked: the reasons this report’s key factors map to.' : 'None of this report’s key factors is mapped to a reason code.'}`}
          </FormHelperText>
          {codes.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Your company has no reason codes.{' '}
              {canManage && (
                <Link component={RouterLink} to={letterTabHref('reason-codes')}>
                  Add them under Letter Templates
                </Link>
              )}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', mt: 0.5 }}>
              {codes.map((code) => {
                const from = factorsOf(code, applicant?.keyFactors ?? []);
                const checked = choice.reasonCodes.includes(code.code);
                return (
                  <FormControlLabel
                    key={code.code}
                    sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { pt: 0.5 } }}
                    control={<Checkbox checked={checked} onChange={() => toggleReason(code.code)} disabled={!checked && choice.reasonCodes.length >= MAX_LETTER_REASONS} />}
                    label={
                      <Box sx={{ py: 0.75 }}>
                        <Box component="span" sx={{ fontWeight: 600 }}>
                          {code.code}
                        </Box>{' '}
                        {code.description}
                        {from.length > 0 && (
                          <Typography variant="body2" color="text.secondary">
                            From key factor {from.map((f) => `${f.code} (${f.text})`).join(', ')}
                          </Typography>
                        )}
                      </Box>
                    }
                  />
                );
              })}
            </Box>
          )}
        </FormControl>

        {applicant && <ScoreFacts applicant={applicant} />}

        {general && (
          <Alert severity="error" role="alert">
            {general}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <VisibilityOutlined aria-hidden="true" />}>
            Preview letter
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

/** The applicant's score and the key factors a letter discloses, read from the report. */
function ScoreFacts({ applicant }: { applicant: ApplicantFacts }) {
  return (
    <Box component="section" aria-label="From the report" sx={{ p: 2, borderRadius: 1, bgcolor: '#f8f9fc', border: '1px solid #dfe3eb' }}>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>From the report: {applicant.fileName}</Typography>
      {applicant.score ? (
        <>
          <Typography variant="body2">
            Credit score <strong>{applicant.score.value}</strong> ({applicant.score.model})
          </Typography>
          {applicant.keyFactors.length > 0 && (
            <Box component="ol" aria-label="Key factors" sx={{ m: 0, mt: 1, pl: 2.5, fontSize: '0.875rem' }}>
              {applicant.keyFactors.map((f) => (
                <li key={f.code}>
                  {f.code}: {f.text}
                </li>
              ))}
            </Box>
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          This report has no credit score: choose a template that needs none.
        </Typography>
      )}
    </Box>
  );
}
