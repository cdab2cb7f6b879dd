import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@creditdesk/contracts';
import { FEATURE_COPY } from '../feature-copy';

type FeatureRowProps = { feature: Subscription; saving: boolean; onToggle: (change: Subscription) => void };

/** One feature: its name and what it gives, a spinner while its change is saved, and the switch. */
export function FeatureRow({ feature, saving, onToggle }: FeatureRowProps) {
  const { label, description, inPortal } = FEATURE_COPY[feature.subscriptionName];
  const id = `feature-${feature.subscriptionName}`;
  const on = feature.status === 'active';
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 }, py: 1.75 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          {!inPortal && <Chip size="small" variant="outlined" label="Coming to the portal" sx={{ height: 22, fontSize: '0.72rem' }} />}
        </Box>
        <Typography id={`${id}-description`} variant="body2" color="text.secondary">
          {description}
          {!inPortal && '. Its screens are not in the portal yet; turning it on records your subscription.'}
        </Typography>
      </Box>
      <Box sx={{ width: 20, display: 'grid', placeItems: 'center' }}>
        {saving && <CircularProgress size={18} aria-label={`Saving ${label}`} />}
      </Box>
      <Typography variant="body2" color={on ? 'success.main' : 'text.secondary'} sx={{ width: 28, fontWeight: 600 }} aria-hidden="true">
        {on ? 'On' : 'Off'}
      </Typography>
      <Switch
        checked={on}
        disabled={saving}
        onChange={(event) => onToggle({ subscriptionName: feature.subscriptionName, status: event.target.checked ? 'active' : 'inactive' })}
        slotProps={{ input: { 'aria-label': `${label} enabled`, 'aria-describedby': `${id}-description` } }}
      />
    </Box>
  );
}
