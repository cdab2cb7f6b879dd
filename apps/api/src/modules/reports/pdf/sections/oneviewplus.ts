import type { DataxReport, TwnSelectReport } from '@creditdesk/contracts';
import { NONE, date, money } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { drawTable } from '../table.js';
import { COLOR, FONT, SIZE } from '../theme.js';
import { plural } from './identity.js';

type DataxAccount = DataxReport['accounts'][number];

/** oneviewplus: verified employment (The Work Number style). */
export function employmentVerificationSection(layout: PdfLayout, twn: TwnSelectReport | undefined): void {
  drawTable<TwnSelectReport>(layout, {
    title: 'Verified employment and income',
    rows: twn ? [twn] : [],
    empty: 'No verified employment record was returned for this consumer.',
    columns: [
      { header: 'Employer', width: 2.4, cell: (t) => ({ text: t.employer || NONE, bold: true, sub: t.position }) },
      {
        header: 'Status',
        width: 0.9,
        cell: (t) => ({ text: t.status, color: t.status === 'Active' ? COLOR.good : COLOR.muted, bold: t.status === 'Active' }),
      },
      { header: 'Hire date', width: 1, cell: (t) => date(t.hireDate) },
      { header: 'Annual income', width: 1.1, align: 'right', cell: (t) => ({ text: money(t.annualIncome), bold: true }) },
      { header: 'Last verified', width: 1, align: 'right', cell: (t) => date(t.lastVerifiedDate) },
    ],
  });
}

const RISK_COLORS: Record<DataxReport['riskIndicator'], string> = { LOW: COLOR.good, MEDIUM: COLOR.late60, HIGH: COLOR.alert };

/** oneviewplus: alternative data (short-term and non-traditional lenders) with its risk indicator. */
export function alternativeDataSection(layout: PdfLayout, datax: DataxReport | undefined): void {
  const accounts = datax?.accounts ?? [];
  drawTable<DataxAccount>(layout, {
    title: 'Alternative data',
    count: datax ? plural(accounts.length, 'account') : undefined,
    rows: accounts,
    empty: datax ? 'No alternative-data accounts reported.' : 'No alternative-data record was returned for this consumer.',
    intro: datax ? { height: 20, draw: (l, y) => riskBadge(l, y, datax.riskIndicator) } : undefined,
    columns: [
      { header: 'Lender', width: 2.4, cell: (a) => ({ text: a.lender || NONE, bold: true }) },
      { header: 'Type', width: 1.5, cell: (a) => a.type || NONE },
      { header: 'Opened', width: 1, cell: (a) => date(a.openedDate) },
      { header: 'Balance', width: 1, align: 'right', cell: (a) => money(a.balance) },
      { header: 'Status', width: 1.3, cell: (a) => a.status || NONE },
    ],
  });
}

function riskBadge(layout: PdfLayout, y: number, risk: DataxReport['riskIndicator']): void {
  layout.text('Alternative-data risk indicator', layout.left + 4, y + 4.5, { size: SIZE.body, color: COLOR.muted });
  const x = layout.left + 4 + layout.measure('Alternative-data risk indicator', FONT.regular, SIZE.body) + 8;
  const width = layout.measure(risk, FONT.bold, SIZE.small) + 14;
  layout.box(x, y + 1, width, 13, { fill: RISK_COLORS[risk], radius: 6.5 });
  layout.textIn(risk, x, y + 1, 13, { font: FONT.bold, size: SIZE.small, color: COLOR.white, width, align: 'center' });
}
