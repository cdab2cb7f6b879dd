import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import { recallOrderPath } from '../../../reports/order/recalled-draft';
import { portalProductOf } from '../../../reports/products/registry';
import { useOrderableProducts } from '../../../reports/orderable-products';

/**
 * "Order another product for this consumer" (issue 33, applicant recall): the products the user may
 * order whose form can be filled from a stored report's applicant; choosing one opens its order page
 * with the report's id in the address (?recall=), the form filled from the applicant the server
 * answers to those who may read the report. No consumer detail is in the address.
 */
export function OrderAnotherProduct({ inquiryId, consumerName }: { inquiryId: string; consumerName: string }) {
  const navigate = useNavigate();
  const { products, granted } = useOrderableProducts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const offered = (products.data ?? []).filter((p) => (!granted || granted.has(p.code)) && portalProductOf(p.product)?.prefill);
  if (offered.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddShoppingCartRounded aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Order another product for ${consumerName}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Order another product for this consumer
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {offered.map((p) => (
          <MenuItem key={p.product} onClick={() => void navigate(recallOrderPath(p.product, inquiryId))}>
            <ListItemText primary={p.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
