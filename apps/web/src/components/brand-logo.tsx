import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandMark } from './brand-mark';

export { BrandMark };

type BrandLogoProps = { size?: number; inverse?: boolean; component?: 'div' | 'span' };

/** Mark and wordmark together, e.g. on the landing and login pages. */
export function BrandLogo({ size = 36, inverse = false, component = 'div' }: BrandLogoProps) {
  return (
    <Box component={component} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: size * 0.6, letterSpacing: '-0.02em', color: inverse ? '#fff' : 'primary.main' }}
      >
        Creditdesk
      </Typography>
    </Box>
  );
}
