import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ECOA_DESIGNATORS, amountOwedLevel, formatDate, formatMoney, tradelineStatusLevel, type Tradeline } from '@creditdesk/contracts';
import { LEVEL_CHIP, LEVEL_TEXT } from '../../../viewer/level-tones';
import { PaymentGrid } from './payment-grid';
import { PaymentLegend } from './payment-legend';
import { EmptyNote, ReportSection } from '../../../viewer/report-section';
import { ScrollTable } from '../../../viewer/scroll-table';

type Filter = 'all' | 'open' | 'derogatory';

const FILTERS: Record<Filter, (t: Tradeline) => boolean> = {
  all: () => true,
  open: (t) => t.open,
  derogatory: (t) => t.derogatory,
};

const COLUMNS = ['Creditor', 'Type', 'ECOA', 'Opened', 'Balance', 'Limit / high credit', 'Past due', 'Status'];

/** Every account on file, each with its 24-month payment grid under it. */
export function TradelinesSection({ tradelines }: { tradelines: Tradeline[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = tradelines.filter(FILTERS[filter]);
  const count = (f: Filter) => tradelines.filter(FILTERS[f]).length;
  return (
    <ReportSection
      title="Tradelines"
      count={tradelines.length}
      flush
      actions={
        tradelines.length > 0 && (
          <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_, value: Filter | null) => value && setFilter(value)} aria-label="Show tradelines">
            <ToggleButton value="all">All ({count('all')})</ToggleButton>
            <ToggleButton value="open">Open ({count('open')})</ToggleButton>
            <ToggleButton value="derogatory">Derogatory ({count('derogatory')})</ToggleButton>
          </ToggleButtonGroup>
        )
      }
    >
      {tradelines.length === 0 ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2.5 }}>
          <EmptyNote>No accounts reported.</EmptyNote>
        </Box>
      ) : (
        <>
          <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
            <PaymentLegend />
          </Box>
          <ScrollTable label="Tradelines" minWidth={960}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={['Balance', 'Limit / high credit', 'Past due'].includes(column) ? 'right' : 'left'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((tradeline, index) => (
                <TradelineRows key={`${tradeline.accountNumberMasked}-${index}`} tradeline={tradeline} />
              ))}
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 3, color: 'text.secondary' }}>
                    No {filter === 'open' ? 'open' : 'derogatory'} accounts.
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </ScrollTable>
        </>
      )}
    </ReportSection>
  );
}

function TradelineRows({ tradeline: t }: { tradeline: Tradeline }) {
  const owed = amountOwedLevel(t.pastDue);
  const status = tradelineStatusLevel(t);
  const marker = t.derogatory ? { boxShadow: 'inset 4px 0 0 #b3261e' } : {};
  return (
    <Fragment>
      <TableRow sx={{ '& td': { borderBottom: 'none', pt: 1.5, pb: 0.75, verticalAlign: 'top' } }}>
        <TableCell sx={marker}>
          <Typography sx={{ fontWeight: 600 }}>{t.creditor}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t.accountNumberMasked} · {t.loanType}
          </Typography>
        </TableCell>
        <TableCell>{t.accountType}</TableCell>
        <TableCell>{ECOA_DESIGNATORS[t.ecoa]}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.openedDate)}</TableCell>
        <TableCell align="right">{formatMoney(t.balance)}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {t.creditLimit !== null ? (
            <>
              {formatMoney(t.creditLimit)}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                limit
              </Typography>
            </>
          ) : (
            <>
              {formatMoney(t.highCredit)}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                high credit
              </Typography>
            </>
          )}
        </TableCell>
        <TableCell align="right" sx={{ color: LEVEL_TEXT[owed], fontWeight: owed === 'alarm' ? 700 : undefined }}>
          {formatMoney(t.pastDue)}
        </TableCell>
        <TableCell>
          <Chip
            size="small"
            label={t.paymentStatus}
            color={LEVEL_CHIP[status]}
            variant={status === 'alarm' ? 'filled' : 'outlined'}
            sx={{ maxWidth: 210, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25, lineHeight: 1.35 } }}
          />
          {t.closedDate && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              Closed {formatDate(t.closedDate)}
            </Typography>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS.length} sx={{ pt: 0.5, pb: 1.75, ...marker }}>
          <PaymentGrid pattern={t.paymentPattern} reportedDate={t.reportedDate} creditor={t.creditor} />
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
