import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import type { PasswordContext } from '@creditdesk/contracts';
import { passwordRules, passwordStrength } from './password-policy';

/** Read by screen readers, not shown (the icon's colour says it visually). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const STRENGTH_COLOUR = { 0: 'inherit', 1: 'error', 2: 'warning', 3: 'info', 4: 'success' } as const;

type PasswordChecklistProps = { id: string; password: string; context: PasswordContext };

/** The policy in plain words, judged as the user types, and a strength hint. */
export function PasswordChecklist({ id, password, context }: PasswordChecklistProps) {
  const rules = passwordRules(password, context);
  const strength = passwordStrength(password, context);
  return (
    <Box id={id} sx={{ bgcolor: 'rgba(11,58,117,0.04)', border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, rowGap: 0.75, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 150 }}>
          Strength: {strength.label || 'not entered yet'}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={strength.score * 25}
          color={STRENGTH_COLOUR[strength.score]}
          aria-hidden="true"
          sx={{ flex: '1 1 140px', height: 6, borderRadius: 3 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Longer is stronger: a passphrase of four or more ordinary words works well. Your new password must be:
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {rules.map((rule) => {
          const Icon = rule.met === null ? RadioButtonUncheckedOutlined : rule.met ? CheckCircleOutlined : CancelOutlined;
          const colour = rule.met === null ? 'text.secondary' : rule.met ? 'success.main' : 'error.main';
          const state = rule.met === null ? '' : rule.met ? ' (met)' : ' (not met)';
          return (
            <Box component="li" key={rule.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Icon fontSize="small" sx={{ color: colour }} aria-hidden="true" />
              <Typography variant="body2">
                {rule.label}
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {state}
                </Box>
              </Typography>
            </Box>
          );
        })}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <RadioButtonUncheckedOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            Not a commonly used password, nor one of your last 10 (checked when you save)
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
