import { useId, type FormEventHandler, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SectionOutcome } from '../hooks/use-save-section';

type SettingsSectionProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  dirty: boolean;
  saving: boolean;
  outcome: SectionOutcome | null;
  /** a form-wide problem (the resolver's root error). */
  problem?: string;
  /** more buttons left of Save (Remove single sign-on). */
  extraActions?: ReactNode;
  /** 'h3' inside a group of sections. */
  heading?: 'h2' | 'h3';
  /** inside a shared card: no card of its own. */
  inset?: boolean;
};

/** One independently saved part of Company Settings: title, explanation, inputs, outcome, Save. */
export function SettingsSection({ title, description, children, onSubmit, dirty, saving, outcome, problem, extraActions, heading = 'h2', inset = false }: SettingsSectionProps) {
  const titleId = useId();
  const body = (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={saving} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant={heading === 'h2' ? 'h5' : 'h6'} component={heading}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5, maxWidth: 680 }}>
        {description}
      </Typography>
      {children}
      {(problem || outcome) && (
        <Alert severity={problem ? 'error' : outcome!.severity} role={problem || outcome!.severity === 'error' ? 'alert' : 'status'} sx={{ mt: 2.5 }}>
          {problem ?? outcome!.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
        {extraActions}
        <Button
          type="submit"
          variant="contained"
          disabled={!dirty || saving}
          aria-label={`Save ${title.toLowerCase()}`}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Box>
  );
  return inset ? body : <Paper variant="outlined" component="section" aria-labelledby={titleId}>{body}</Paper>;
}
