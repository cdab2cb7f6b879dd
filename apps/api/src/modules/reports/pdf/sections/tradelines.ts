import { type CreditReport, NOT_REPORTED, type PresentationLevel, type Tradeline, amountOwedLevel, formatMoney, tradelineStatusLevel } from '@creditdesk/contracts';
import { date, ecoaLabel } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { GRID, LEGEND_HEIGHT, drawPaymentGrid, drawPaymentLegend } from '../payment-grid.js';
import { drawTable } from '../table.js';
import { COLOR, LEVEL_INK } from '../theme.js';
import { plural } from './identity.js';

/** Every tradeline with its terms and status, each followed by its 24-month payment grid. */
export function tradelinesSection(layout: PdfLayout, report: CreditReport): void {
  const open = report.tradelines.filter((t) => t.open).length;
  drawTable<Tradeline>(layout, {
    title: 'Tradelines',
    count: `${plural(report.tradelines.length, 'account')} · ${open} open`,
    rows: report.tradelines,
    empty: 'No tradelines reported.',
    intro: { height: LEGEND_HEIGHT, draw: drawPaymentLegend },
    detail: { height: GRID.height, draw: drawPaymentGrid },
    accent: (t) => (t.derogatory ? COLOR.derogatory : undefined),
    columns: [
      { header: 'Creditor', width: 136, cell: (t) => ({ text: t.creditor || NOT_REPORTED, bold: true, sub: t.accountNumberMasked }) },
      { header: 'Type', width: 74, cell: (t) => ({ text: t.accountType, sub: t.loanType }) },
      { header: 'ECOA', width: 52, cell: (t) => ({ text: t.ecoa, sub: ecoaLabel(t.ecoa) }) },
      { header: 'Opened', width: 60, cell: (t) => ({ text: date(t.openedDate), sub: t.closedDate ? `Closed ${date(t.closedDate)}` : 'Open' }) },
      {
        header: 'Balance',
        width: 48,
        align: 'right',
        cell: (t) => ({ text: formatMoney(t.balance), sub: t.monthlyPayment !== null ? `${formatMoney(t.monthlyPayment)}/mo` : undefined }),
      },
      { header: 'Limit / high', width: 50, align: 'right', cell: limitCell },
      {
        header: 'Past due',
        width: 44,
        align: 'right',
        cell: (t) => leveled(formatMoney(t.pastDue), amountOwedLevel(t.pastDue)),
      },
      {
        header: 'Status',
        width: 76,
        cell: (t) => leveled(t.paymentStatus || NOT_REPORTED, tradelineStatusLevel(t)),
      },
    ],
  });
}

/** A cell in its level's ink, bold when it is an alarm. */
function leveled(text: string, level: PresentationLevel) {
  return { text, color: LEVEL_INK[level], bold: level === 'alarm' };
}

function limitCell(t: Tradeline) {
  if (t.creditLimit !== null) return { text: formatMoney(t.creditLimit), sub: t.highCredit !== null ? `High ${formatMoney(t.highCredit)}` : 'Limit' };
  if (t.highCredit !== null) return { text: formatMoney(t.highCredit), sub: 'High credit' };
  return NOT_REPORTED;
}
