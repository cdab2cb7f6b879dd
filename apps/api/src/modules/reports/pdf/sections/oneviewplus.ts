import { type DataxReport, EMPLOYMENT_STATUS_LEVELS, NOT_REPORTED, ONEVIEW_SUPPLEMENT_NOTES, RISK_INDICATOR_LEVELS, type TwnSelectReport, formatMoney } from '@creditdesk/contracts';
import { date } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { drawTable } from '../table.js';
import { COLOR, FONT, LEVEL_FILL, LEVEL_INK, SIZE } from '../theme.js';
import { plural } from './identity.js';

type DataxAccount = DataxReport['accounts'][number];

/** oneviewplus: verified employment (The Work Number style). */
export function employmentVerificationSection(layout: PdfLayout, twn: TwnSelectReport | undefined, requested = true): void {
  drawTable<TwnSelectReport>(layout, {
    title: 'Verified employment and income',
    rows: twn ? [twn] : [],
    empty: requested ? ONEVIEW_SUPPLEMENT_NOTES.twn.noRecord : ONEVIEW_SUPPLEMENT_NOTES.twn.notConnected,
    columns: [
      { header: 'Employer', width: 2.4, cell: (t) => ({ text: t.employer || NOT_REPORTED, bold: true, sub: t.position }) },
      {
        header: 'Status',
        width: 0.9,
        cell: (t) => {
          const level = EMPLOYMENT_STATUS_LEVELS[t.status];
          return { text: t.status, color: level === 'neutral' ? COLOR.muted : LEVEL_INK[level], bold: level !== 'neutral' };
        },
      },
      { header: 'Hire date', width: 1, cell: (t) => date(t.hireDate) },
      { header: 'Annual income', width: 1.1, align: 'right', cell: (t) => ({ text: formatMoney(t.annualIncome), bold: true }) },
      { header: 'Last verified', width: 1, align: 'right', cell: (t) => date(t.lastVerifiedDate) },
    ],
  });
}

/** oneviewplus: alternative data (short-term and non-traditional lenders) with its risk indicator. */
export function alternativeDataSection(layout: PdfLayout, datax: DataxReport | undefined, requested = true): void {
  const accounts = datax?.accounts ?? [];
  drawTable<DataxAccount>(layout, {
    title: 'Alternative data',
    count: datax ? plural(accounts.length, 'account') : undefined,
    rows: accounts,
    empty: datax ? 'No alternative-data accounts reported.' : requested ? ONEVIEW_SUPPLEMENT_NOTES.datax.noRecord : ONEVIEW_SUPPLEMENT_NOTES.datax.notConnected,
    intro: datax ? { height: 20, draw: (l, y) => riskBadge(l, y, datax.riskIndicator) } : undefined,
    columns: [
      { header: 'Lender', width: 2.4, cell: (a) => ({ text: a.lender || NOT_REPORTED, bold: true }) },
      { header: 'Type', width: 1.5, cell: (a) => a.type || NOT_REPORTED },
      { header: 'Opened', width: 1, cell: (a) => date(a.openedDate) },
      { header: 'Balance', width: 1, align: 'right', cell: (a) => formatMoney(a.balance) },
      { header: 'Status', width: 1.3, cell: (a) => a.status || NOT_REPORTED },
    ],
  });
}

function riskBadge(layout: PdfLayout, y: number, risk: DataxReport['riskIndicator']): void {
  layout.text('Alternative-data risk indicator', layout.left + 4, y + 4.5, { size: SIZE.body, color: COLOR.muted });
  const x = layout.left + 4 + layout.measure('Alternative-data risk indicator', FONT.regular, SIZE.body) + 8;
  const width = layout.measure(risk, FONT.bold, SIZE.small) + 14;
  layout.box(x, y + 1, width, 13, { fill: LEVEL_FILL[RISK_INDICATOR_LEVELS[risk]], radius: 6.5 });
  layout.textIn(risk, x, y + 1, 13, { font: FONT.bold, size: SIZE.small, color: COLOR.white, width, align: 'center' });
}
