import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MonthlyUsage } from '../api';
import { PRODUCT_COLOURS, chartSummary, countOf, monthLabel, type ProductColumn } from '../usage';

type UsageChartProps = { months: readonly MonthlyUsage[]; products: readonly ProductColumn[]; currentMonth: string };

const BAR_AREA = 168;

/**
 * Monthly totals as bars stacked by product, oldest month on the left. Drawn with boxes (no chart
 * library); one image to assistive technology, described in words; the table below has every figure.
 */
export function UsageChart({ months, products, currentMonth }: UsageChartProps) {
  const max = Math.max(1, ...months.map((m) => m.total));
  const colourOf = (code: string) => PRODUCT_COLOURS[products.findIndex((p) => p.code === code) % PRODUCT_COLOURS.length];

  return (
    <Box role="img" aria-label={chartSummary(months)} sx={{ px: { xs: 1, sm: 3 }, pt: 2, pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0.5, sm: 1.5 }, borderBottom: 1, borderColor: 'divider' }}>
        {months.map((m) => {
          const current = m.month === currentMonth;
          return (
            <Box key={m.month} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Typography variant="caption" sx={{ fontWeight: current ? 700 : 500, color: m.total ? 'text.primary' : 'text.secondary' }}>
                {m.total}
              </Typography>
              <Box
                sx={{
                  width: '100%',
                  maxWidth: 44,
                  height: Math.round((m.total / max) * BAR_AREA),
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  borderRadius: '4px 4px 0 0',
                  overflow: 'hidden',
                  outline: current ? '2px solid' : 'none',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                }}
              >
                {products.map((p) => {
                  const count = countOf(m, p.code);
                  return count > 0 && <Box key={p.code} sx={{ flexGrow: count, flexBasis: 0, bgcolor: colourOf(p.code) }} />;
                })}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1.5 }, pt: 0.75 }}>
        {months.map((m, i) => {
          const current = m.month === currentMonth;
          const showYear = i === 0 || m.month.endsWith('-01');
          return (
            <Box key={m.month} sx={{ flex: 1, minWidth: 0, textAlign: 'center', lineHeight: 1.2 }}>
              <Typography variant="caption" component="div" sx={{ fontWeight: current ? 700 : 400, color: current ? 'primary.main' : 'text.secondary' }}>
                {/* a phone has room for a letter per month, the table below names them in full */}
                <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>{monthLabel(m.month, 'month').charAt(0)}</Box>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{monthLabel(m.month, 'month')}</Box>
              </Typography>
              <Typography variant="caption" component="div" color="text.secondary" sx={{ fontSize: '0.68rem', minHeight: '1em', visibility: { xs: current ? 'visible' : 'hidden', sm: 'visible' } }}>
                {current ? 'now' : showYear ? m.month.slice(0, 4) : ''}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {products.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5 }}>
          {products.map((p) => (
            <Box key={p.code} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: colourOf(p.code) }} />
              <Typography variant="caption" color="text.secondary">
                {p.name}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
