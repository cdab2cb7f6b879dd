import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useSetPrivacyNeverDisplayMutation } from '../api';
import { recordPrivacyAgreement, shouldShowPrivacyPolicy } from '../privacy-consent';

type PrivacyPolicyDialogProps = {
  username: string;
  /** the user's stored choice (the profile's privacyNeverDisplay). */
  neverDisplay: boolean;
  /** a support agent acting as the user may agree for the session, not choose for the user (the server refuses it). */
  supportSession?: boolean;
};

const SECTIONS = [
  {
    heading: 'Permissible purpose',
    text: 'Consumer reports may be requested only for a permissible purpose under the Fair Credit Reporting Act and applicable state law, such as a credit transaction the consumer initiated.',
  },
  {
    heading: 'Protecting consumer information',
    text: 'Reports contain personal information. Keep them confidential, share them only with people in your company who need them for that purpose, and never store them outside approved systems.',
  },
  {
    heading: 'Monitoring and audit',
    text: 'Every report you request or view is recorded with your user ID, the time and the purpose, and may be reviewed by your company and by Creditdesk.',
  },
];

/**
 * The privacy policy shown after login (portal.md §4); dismissed with I Agree. "Do not display this
 * again" is stored on the server for the user; if that fails, the policy simply shows next time.
 */
export function PrivacyPolicyDialog({ username, neverDisplay, supportSession = false }: PrivacyPolicyDialogProps) {
  const [open, setOpen] = useState(() => shouldShowPrivacyPolicy(neverDisplay));
  const [neverAgain, setNeverAgain] = useState(false);
  const [storeChoice] = useSetPrivacyNeverDisplayMutation();
  const titleId = useId();
  const handleAgree = () => {
    recordPrivacyAgreement();
    if (neverAgain && username) void storeChoice({ userName: username, neverDisplay: true });
    setOpen(false);
  };
  return (
    <Dialog open={open} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>Privacy Policy</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Before you continue, please confirm that you will handle consumer information according to this policy.
        </Typography>
        {SECTIONS.map((section) => (
          <Box key={section.heading} sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1rem' }}>
              {section.heading}
            </Typography>
            <Typography color="text.secondary">{section.text}</Typography>
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {supportSession ? (
          <Typography variant="body2" color="text.secondary">
            Support session: you agree for this session only.
          </Typography>
        ) : (
          <FormControlLabel
            control={<Checkbox checked={neverAgain} onChange={(event) => setNeverAgain(event.target.checked)} />}
            label="Do not display this again"
          />
        )}
        <Button variant="contained" onClick={handleAgree}>
          I Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}
