import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { OrderSummary } from '../products/portal-product';

type OrderSummaryBarProps = { summary: OrderSummary; onEdit: () => void; onNew: () => void };

/** The order that produced the report on screen, in a line; the user can change it and run again, or start afresh. */
export function OrderSummaryBar({ summary, onEdit, onNew }: OrderSummaryBarProps) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="body2" color="text.secondary">
          Report ordered for
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {summary.people.join(' and ')}
          {summary.accountNumber ? ` · account ${summary.accountNumber}` : ''}
        </Typography>
      </Box>
      <Button variant="outlined" startIcon={<EditOutlined aria-hidden="true" />} onClick={onEdit}>
        Change and run again
      </Button>
      <Button variant="contained" startIcon={<AddRounded aria-hidden="true" />} onClick={onNew}>
        New report
      </Button>
    </Paper>
  );
}
