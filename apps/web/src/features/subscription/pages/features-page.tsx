import Box from '@mui/material/Box';
import { PageFrame } from '../../../components/page-frame';
import { FeaturesCard } from '../components/features-card';
import { UsageCard } from '../components/usage-card';

/** /subscription: the company's features (switches that save at once) and its billed usage. */
export function FeaturesPage() {
  return (
    <PageFrame title="Features" subtitle="Turn your company's features on or off, and see how many reports it ordered.">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <FeaturesCard />
        <UsageCard />
      </Box>
    </PageFrame>
  );
}
