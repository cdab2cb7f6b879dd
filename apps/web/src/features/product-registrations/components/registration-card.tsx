import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { REGISTRATION_STATE_LABELS, type ProductRegistrationView, type RegistrationState } from '@creditdesk/contracts';
import { formatDateTime } from '../registration-dates';

const STATE_CHIP: Record<RegistrationState, 'success' | 'warning' | 'default'> = { active: 'success', submitted: 'warning', 'not-registered': 'default' };

/** What each state means for the company, in a sentence. */
const STATE_TEXT: Record<RegistrationState, (r: ProductRegistrationView) => string> = {
  active: (r) => `Your company may order ${r.productName}${r.activeSince ? ` (registered ${formatDateTime(r.activeSince)})` : ''}.`,
  submitted: (r) => `The registration form was submitted${r.form ? ` on ${formatDateTime(r.form.submittedAt)} by ${r.form.submittedBy}` : ''}. The bureau reviews it; ${r.productName} can be ordered once it is approved.`,
  'not-registered': (r) => `Your company is not registered for ${r.productName}: it cannot be ordered.`,
};

/** One product registration: the product, its state and what it means; `children` is what can be done about it. */
export function RegistrationCard({ registration, children }: { registration: ProductRegistrationView; children?: ReactNode }) {
  const headingId = `registration-${registration.registration}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2">
          {registration.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {registration.productCode}
        </Typography>
        <Chip size="small" color={STATE_CHIP[registration.state]} label={REGISTRATION_STATE_LABELS[registration.state]} data-testid={`registration-state-${registration.registration}`} sx={{ fontWeight: 600, ml: 'auto' }} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {STATE_TEXT[registration.state](registration)}
      </Typography>
      {children}
    </Paper>
  );
}
