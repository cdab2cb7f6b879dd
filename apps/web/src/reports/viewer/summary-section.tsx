import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CreditReport } from '@creditdesk/contracts';
import { formatMoney } from '../format';
import { ReportSection } from './report-section';

type Tile = { label: string; value: string; note?: string; alarm?: boolean };

function tiles(summary: CreditReport['summary']): Tile[] {
  return [
    { label: 'Tradelines', value: String(summary.tradelineCount), note: `${summary.openTradelineCount} open` },
    { label: 'Total balance', value: formatMoney(summary.totalBalance) },
    { label: 'Credit limit (open)', value: formatMoney(summary.totalCreditLimit) },
    {
      label: 'Revolving utilization',
      value: summary.revolvingUtilizationPercent === null ? '—' : `${summary.revolvingUtilizationPercent}%`,
      alarm: (summary.revolvingUtilizationPercent ?? 0) >= 50,
    },
    { label: 'Monthly payments', value: formatMoney(summary.totalMonthlyPayment) },
    { label: 'Past due', value: formatMoney(summary.totalPastDue), alarm: summary.totalPastDue > 0 },
    { label: 'Derogatory accounts', value: String(summary.derogatoryCount), alarm: summary.derogatoryCount > 0 },
    { label: 'Collections', value: String(summary.collectionsCount), alarm: summary.collectionsCount > 0 },
    { label: 'Public records', value: String(summary.publicRecordsCount), alarm: summary.publicRecordsCount > 0 },
    { label: 'Hard inquiries (12 mo)', value: String(summary.inquiriesLast12Months) },
  ];
}

/** The file's totals at a glance; anything adverse is drawn in red. */
export function SummarySection({ report }: { report: CreditReport }) {
  return (
    <ReportSection title="Summary">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {tiles(report.summary).map((tile) => (
          <Box key={tile.label} sx={{ p: 1.5, borderRadius: 1.5, bgcolor: tile.alarm ? '#fdecea' : '#f6f8fb', border: '1px solid', borderColor: tile.alarm ? '#f3c2bd' : 'transparent' }}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 500, display: 'block' }}>
              {tile.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.2rem', color: tile.alarm ? 'error.main' : 'text.primary' }}>
              {tile.value}
              {tile.note && (
                <Typography component="span" variant="caption" sx={{ ml: 0.75, color: 'text.secondary', fontWeight: 500 }}>
                  {tile.note}
                </Typography>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </ReportSection>
  );
}
