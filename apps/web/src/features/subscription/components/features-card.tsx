import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_NAMES } from '@creditdesk/contracts';
import { useSelector } from 'react-redux';
import { ListLoadError } from '../../../components/list/list-load-error';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetSubscriptionsQuery } from '../api';
import { useToggleFeature } from '../hooks/use-toggle-feature';
import { FeatureRow } from './feature-row';

/** The company's features, each with a switch that saves at once. */
export function FeaturesCard() {
  const { customerId } = useSelector(selectAuth);
  const features = useGetSubscriptionsQuery(customerId);
  const { toggle, saving } = useToggleFeature();

  return (
    <Paper variant="outlined" component="section" aria-labelledby="features-heading" sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
        <Typography id="features-heading" variant="h5" component="h2">
          Company features
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          A change is saved as soon as you flip its switch and applies to everyone at your company.
        </Typography>
      </Box>
      <Divider />
      {features.isError && !features.isFetching ? (
        <ListLoadError what="Your features" onRetry={() => void features.refetch()} />
      ) : !features.data ? (
        <Box aria-busy="true" aria-label="Loading features">
          {SUBSCRIPTION_NAMES.map((name) => (
            <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, sm: 3 }, py: 1.75 }}>
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width={120} />
                <Skeleton variant="text" width="60%" />
              </Box>
              <Skeleton variant="rounded" width={52} height={28} />
            </Box>
          ))}
        </Box>
      ) : (
        <Box component="ul" aria-label="Features" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
          {features.data.map((feature) => (
            <FeatureRow key={feature.subscriptionName} feature={feature} saving={saving.has(feature.subscriptionName)} onToggle={(change) => void toggle(change)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
