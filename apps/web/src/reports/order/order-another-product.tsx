import { type MouseEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import { recallOrderPath } from './recalled-draft';
import { portalProductOf } from '../products/registry';
import { useOrderableProducts } from '../orderable-products';

/**
 * "Order another product for this consumer" (issue 33, applicant recall): the products the user may
 * order whose form can be filled from a stored report's applicant; choosing one opens its order page
 * with the report's id in the address (?recall=), the form filled from the applicant the server
 * answers to those who may read the report. No consumer detail is in the address.
 */
type OrderAnotherProductProps = {
  inquiryId: string;
  consumerName: string;
  /** a labelled button (the report page), or an icon button among a list row's actions (My Reports). */
  variant?: 'button' | 'icon';
};

export function OrderAnotherProduct({ inquiryId, consumerName, variant = 'button' }: OrderAnotherProductProps) {
  const navigate = useNavigate();
  const { products, granted } = useOrderableProducts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const offered = (products.data ?? []).filter((p) => (!granted || granted.has(p.code)) && portalProductOf(p.product)?.prefill);
  if (offered.length === 0) return null;
  const opener = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title="Order another product for this consumer">
          <IconButton size="small" {...opener} aria-label={`Order another product for ${consumerName}`}>
            <AddShoppingCartRounded fontSize="small" aria-hidden="true" />
          </IconButton>
        </Tooltip>
      ) : (
        // its visible words are its name (axe: label-content-name-mismatch); the page names the consumer
        <Button variant="outlined" size="small" startIcon={<AddShoppingCartRounded aria-hidden="true" />} {...opener}>
          Order another product for this consumer
        </Button>
      )}
      {/* inside the page's main landmark, as every open menu (axe: all content in landmarks) */}
      <Menu id={menuId} container={() => document.getElementById('main-content') ?? document.body} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {offered.map((p) => (
          <MenuItem key={p.product} onClick={() => void navigate(recallOrderPath(p.product, inquiryId))}>
            <ListItemText primary={p.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
