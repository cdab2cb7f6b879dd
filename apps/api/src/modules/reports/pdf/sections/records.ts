import { type CreditReport, INQUIRY_TYPE_LABELS, NOT_REPORTED, amountOwedLevel, formatMoney } from '@creditdesk/contracts';
import { date } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { drawTable } from '../table.js';
import { COLOR, LEVEL_INK } from '../theme.js';
import { plural } from './identity.js';

type Inquiry = CreditReport['inquiries'][number];
type PublicRecord = CreditReport['publicRecords'][number];
type Collection = CreditReport['collections'][number];

/** Inquiries, public records and collections. */
export function recordsSection(layout: PdfLayout, report: CreditReport): void {
  drawTable<Inquiry>(layout, {
    title: 'Inquiries',
    count: plural(report.inquiries.length, 'inquiry', 'inquiries'),
    rows: report.inquiries,
    empty: 'No inquiries reported.',
    columns: [
      { header: 'Date', width: 1, cell: (q) => date(q.date) },
      { header: 'Subscriber', width: 4, cell: (q) => ({ text: q.subscriber || NOT_REPORTED, bold: true }) },
      {
        header: 'Type',
        width: 2,
        cell: (q) => (q.type === 'hard' ? INQUIRY_TYPE_LABELS.hard : { text: INQUIRY_TYPE_LABELS.soft, color: COLOR.muted }),
      },
    ],
  });

  drawTable<PublicRecord>(layout, {
    title: 'Public records',
    count: plural(report.publicRecords.length, 'record'),
    rows: report.publicRecords,
    empty: 'No public records reported.',
    accent: () => COLOR.derogatory,
    columns: [
      { header: 'Type', width: 1.6, cell: (p) => ({ text: p.type || NOT_REPORTED, bold: true, color: COLOR.alert }) },
      { header: 'Filed', width: 0.9, cell: (p) => date(p.filedDate) },
      { header: 'Court', width: 2, cell: (p) => p.court || NOT_REPORTED },
      { header: 'Docket', width: 1.1, cell: (p) => p.docket || NOT_REPORTED },
      { header: 'Amount', width: 0.9, align: 'right', cell: (p) => formatMoney(p.amount) },
      { header: 'Status', width: 1.2, cell: (p) => p.status || NOT_REPORTED },
    ],
  });

  drawTable<Collection>(layout, {
    title: 'Collections',
    count: plural(report.collections.length, 'collection'),
    rows: report.collections,
    empty: 'No collections reported.',
    accent: () => COLOR.derogatory,
    columns: [
      { header: 'Agency', width: 2, cell: (c) => ({ text: c.agency || NOT_REPORTED, bold: true }) },
      { header: 'Original creditor', width: 2, cell: (c) => c.originalCreditor || NOT_REPORTED },
      { header: 'Assigned', width: 0.9, cell: (c) => date(c.assignedDate) },
      { header: 'Amount', width: 0.9, align: 'right', cell: (c) => formatMoney(c.amount) },
      {
        header: 'Balance',
        width: 0.9,
        align: 'right',
        cell: (c) => ({ text: formatMoney(c.balance), color: LEVEL_INK[amountOwedLevel(c.balance)], bold: amountOwedLevel(c.balance) === 'alarm' }),
      },
      { header: 'Status', width: 1.3, cell: (c) => c.status || NOT_REPORTED },
    ],
  });
}
