import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import { formatAccountNumber } from '@creditdesk/contracts';
import { formatDateAndTime } from '../format';

/** What is known about the order: shown above the report. */
export type ReportDetails = {
  productName: string;
  orderedAt: string;
  customerReferenceNumber?: string;
  accountNumber?: string;
  userName?: string;
  permissiblePurpose?: string;
};

type ReportHeaderProps = { details: ReportDetails; actions?: ReactNode };

export function ReportHeader({ details, actions }: ReportHeaderProps) {
  const facts = [
    { label: 'Ordered', value: formatDateAndTime(details.orderedAt) },
    { label: 'Reference', value: details.customerReferenceNumber },
    { label: 'Account number', value: formatAccountNumber(details.accountNumber) },
    { label: 'Ordered by', value: details.userName },
    { label: 'Permissible purpose', value: details.permissiblePurpose },
  ].filter((fact) => fact.value);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', background: 'linear-gradient(90deg, rgba(11,58,117,0.06), rgba(11,58,117,0) 60%)' }}
    >
      <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: '#fff', flex: 'none' }}>
        <AssessmentOutlined aria-hidden="true" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>{details.productName}</Typography>
        <Box component="dl" sx={{ m: 0, mt: 0.25, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.25, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, ml: 0.5, fontWeight: 500 } }}>
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'flex', fontSize: '0.85rem' }}>
              <dt>{fact.label}:</dt>
              <dd>{fact.value}</dd>
            </Box>
          ))}
        </Box>
      </Box>
      {actions}
    </Paper>
  );
}
