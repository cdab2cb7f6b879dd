import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import type { ProductFamily } from '@creditdesk/contracts';
import type { OrderableProduct } from '../../../reports/orderable-products';

type ProductCardProps = {
  product: OrderableProduct;
  /** what the report holds (the product's portal entry); undefined: the product's screens are not in the portal yet. */
  highlights: readonly string[] | undefined;
  /** false: none of the user's groups grants it, so it is shown but cannot be ordered. */
  granted?: boolean;
  /** where its button leads instead of its order page (a list, read rather than ordered). */
  action?: { to: string; label: string };
};

const FAMILY_ICONS: Record<ProductFamily, SvgIconComponent> = {
  'consumer-credit': AssessmentOutlined,
  'identity-fraud': FingerprintOutlined,
  compliance: GavelOutlined,
  'check-verification': FactCheckOutlined,
};

/** One product the company holds: what it is, what it holds, and the way to its order page (or why there is none). */
export function ProductCard({ product, highlights, granted = true, action = { to: `/products/${product.product}`, label: 'Order' } }: ProductCardProps) {
  const titleId = useId();
  const Icon = FAMILY_ICONS[product.family];
  const inPortal = highlights !== undefined;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, height: '100%', transition: 'box-shadow .2s, border-color .2s', '&:hover': { borderColor: 'primary.light', boxShadow: '0 8px 24px rgba(11,58,117,0.10)' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,58,117,0.08)', color: 'primary.main', flex: 'none' }}>
          <Icon aria-hidden="true" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h3">
            {product.name}
          </Typography>
          <Chip size="small" label={product.code} variant="outlined" sx={{ mt: 0.5, height: 20, fontSize: '0.7rem', fontWeight: 700 }} />
        </Box>
      </Box>
      <Typography color="text.secondary">{product.description}</Typography>
      {highlights && highlights.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75, flex: 1, alignContent: 'start' }}>
          {highlights.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckRounded aria-hidden="true" sx={{ fontSize: 18, color: 'secondary.main', mt: '2px' }} />
              <Typography variant="body2">{point}</Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Box sx={{ flex: 1 }} />
      )}
      {!inPortal ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
          <ScheduleOutlined aria-hidden="true" fontSize="small" sx={{ mt: '2px' }} />
          <Typography variant="body2">
            <Box component="strong" sx={{ color: 'text.primary' }}>
              Coming to the portal.
            </Box>{' '}
            Your company holds it, but it cannot be ordered here yet.
          </Typography>
        </Box>
      ) : granted ? (
        <Button
          component={RouterLink}
          to={action.to}
          variant="contained"
          endIcon={<ArrowForwardRounded aria-hidden="true" />}
          aria-label={`${action.label} ${product.name}`}
          sx={{ alignSelf: 'flex-start' }}
        >
          {action.label}
        </Button>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <LockOutlined aria-hidden="true" fontSize="small" />
          <Typography variant="body2">Not granted to you. Ask your administrator to add you to a user group that grants it.</Typography>
        </Box>
      )}
    </Card>
  );
}
