import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { selectClientConfig } from '../../../lib/client-config-slice';

/** The provider's commercial-products site and the support contact (portal.md §4), from the client config. */
export function MigrationHelp() {
  const { supportEmail, supportPhone, commercialProductsUrl } = useSelector(selectClientConfig);
  return (
    <Box component="aside" aria-label="Help" sx={{ pt: 2.5, borderTop: '1px solid', borderColor: 'divider', display: 'grid', gap: 1.5 }}>
      {commercialProductsUrl && (
        <Typography variant="body2" color="text.secondary">
          Looking for commercial credit products?{' '}
          <Link href={commercialProductsUrl} target="_blank" rel="noopener noreferrer" underline="always" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}>
            Go to the commercial products site <OpenInNew sx={{ fontSize: 16 }} aria-hidden="true" />
          </Link>
        </Typography>
      )}
      {(supportEmail || supportPhone) && (
        <Typography variant="body2" color="text.secondary">
          Need help? Contact support
          {supportEmail && (
            <>
              {' '}
              at <Link href={`mailto:${supportEmail}`} underline="always">{supportEmail}</Link>
            </>
          )}
          {supportPhone && (
            <>
              {supportEmail ? ' or call ' : ': call '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {supportPhone}
              </Box>
            </>
          )}
          .
        </Typography>
      )}
    </Box>
  );
}
