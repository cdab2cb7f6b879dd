import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { OrderFormValues } from '../order-form-values';

type OrderSummaryBarProps = { values: OrderFormValues; onEdit: () => void; onNew: () => void };

const personName = (p: OrderFormValues['applicant']) => [p.firstName, p.middleName, p.lastName, p.suffix].filter(Boolean).join(' ');

/** The order that produced the report on screen, folded; the user can change it and run again, or start afresh. */
export function OrderSummaryBar({ values, onEdit, onNew }: OrderSummaryBarProps) {
  const people = [personName(values.applicant), ...(values.hasCoApplicant ? [personName(values.coApplicant)] : [])];
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="body2" color="text.secondary">
          Report ordered for
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {people.join(' and ')} · account {values.accountNumber}
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
