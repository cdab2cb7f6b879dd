import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { monthBefore, monthStart } from '../../../format';
import { paymentCodeGlyph, paymentCodeLabel, paymentTone } from './payment-codes';

type PaymentGridProps = {
  /** 24 codes, newest month first. */
  pattern: string;
  /** YYYY-MM-DD: the month of the first code. */
  reportedDate: string;
  creditor: string;
};

/** 24 months of payment history, newest on the left; every cell names its month and meaning. */
export function PaymentGrid({ pattern, reportedDate, creditor }: PaymentGridProps) {
  const codes = pattern.split('');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <MonthEdge>{monthBefore(reportedDate, 0)}</MonthEdge>
      <Box component="ol" aria-label={`${creditor}: payment history, newest month first`} sx={{ display: 'flex', gap: '3px', listStyle: 'none', m: 0, p: 0 }}>
        {codes.map((code, index) => {
          const label = `${monthBefore(reportedDate, index)}: ${paymentCodeLabel(code)}`;
          const tone = paymentTone(code);
          // A wider gap where one year ends (December follows January, newest first).
          const yearBreak = index > 0 && monthStart(reportedDate, index).getUTCMonth() === 11;
          return (
            <Box
              component="li"
              key={index}
              title={label}
              aria-label={label}
              sx={{
                width: 22,
                height: 22,
                flex: 'none',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '4px',
                fontSize: '0.7rem',
                fontWeight: 700,
                lineHeight: 1,
                bgcolor: tone.background,
                color: tone.color,
                border: `1px solid ${tone.border}`,
                ml: yearBreak ? '7px' : 0,
              }}
            >
              {paymentCodeGlyph(code)}
            </Box>
          );
        })}
      </Box>
      <MonthEdge>{monthBefore(reportedDate, codes.length - 1)}</MonthEdge>
    </Box>
  );
}

function MonthEdge({ children }: { children: string }) {
  return (
    <Typography variant="caption" color="text.secondary" aria-hidden="true" sx={{ fontWeight: 600, whiteSpace: 'nowrap', flex: 'none' }}>
      {children}
    </Typography>
  );
}
