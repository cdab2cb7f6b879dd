import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAYMENT_CODES } from '@creditdesk/contracts';
import { PAYMENT_CODE_LIST, paymentCodeGlyph, paymentTone } from './payment-codes';

/** The key to the payment grids: every code of PAYMENT_CODES with its colour. */
export function PaymentLegend() {
  return (
    <Box component="dl" aria-label="Payment history key" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, m: 0 }}>
      {PAYMENT_CODE_LIST.map((code) => {
        const tone = paymentTone(code);
        return (
          <Box key={code} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              component="dt"
              aria-label={`Code ${code}`}
              sx={{
                width: 20,
                height: 20,
                display: 'grid',
                placeItems: 'center',
                borderRadius: '4px',
                fontSize: '0.68rem',
                fontWeight: 700,
                bgcolor: tone.background,
                color: tone.color,
                border: `1px solid ${tone.border}`,
              }}
            >
              {paymentCodeGlyph(code)}
            </Box>
            <Typography component="dd" variant="caption" sx={{ m: 0, color: 'text.secondary' }}>
              {PAYMENT_CODES[code]}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
