import { ADDRESS_TYPE_LABELS, type CreditReport, EMPLOYMENT_LABELS, NAME_TYPE_LABELS, NOT_REPORTED } from '@creditdesk/contracts';
import { date } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { drawTable } from '../table.js';
import { COLOR } from '../theme.js';

type Name = CreditReport['names'][number];
type Address = CreditReport['addresses'][number];
type Employment = CreditReport['employment'][number];

/**
 * Names and AKAs, addresses and employment as the bureau holds them. With `onlyWhatIsThere` (a
 * frozen file, a no-hit) an empty list is left out rather than shown as "None reported".
 */
export function identitySection(layout: PdfLayout, report: CreditReport, options: { onlyWhatIsThere?: boolean } = {}): void {
  const show = (list: unknown[]) => !options.onlyWhatIsThere || list.length > 0;
  if (show(report.names)) nameTable(layout, report);
  if (show(report.addresses)) addressTable(layout, report);
  if (show(report.employment)) employmentTable(layout, report);
}

function nameTable(layout: PdfLayout, report: CreditReport): void {
  drawTable<Name>(layout, {
    title: 'Names and also-known-as',
    count: plural(report.names.length, 'name'),
    rows: report.names,
    columns: [
      { header: 'Name', width: 3, cell: (n) => ({ text: `${n.firstName} ${n.lastName}`.trim() || NOT_REPORTED, bold: n.type === 'primary' }) },
      { header: 'Type', width: 2, cell: (n) => NAME_TYPE_LABELS[n.type] },
    ],
  });
}

function addressTable(layout: PdfLayout, report: CreditReport): void {
  drawTable<Address>(layout, {
    title: 'Addresses',
    count: plural(report.addresses.length, 'address', 'addresses'),
    rows: report.addresses,
    columns: [
      { header: 'Street', width: 3.2, cell: (a) => ({ text: a.line1 || NOT_REPORTED, bold: a.type === 'current' }) },
      { header: 'City, state, ZIP', width: 2.6, cell: (a) => [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || NOT_REPORTED },
      { header: 'Country', width: 0.8, cell: (a) => a.country || NOT_REPORTED },
      {
        header: 'Type',
        width: 1,
        cell: (a) => (a.type === 'current' ? { text: ADDRESS_TYPE_LABELS.current, color: COLOR.good, bold: true } : { text: ADDRESS_TYPE_LABELS.former, color: COLOR.muted }),
      },
      { header: 'Reported', width: 1.1, align: 'right', cell: (a) => date(a.reportedDate) },
    ],
  });
}

function employmentTable(layout: PdfLayout, report: CreditReport): void {
  drawTable<Employment>(layout, {
    title: 'Employment',
    count: plural(report.employment.length, 'employer'),
    rows: report.employment,
    columns: [
      { header: 'Employer', width: 3.2, cell: (e) => ({ text: e.employer || NOT_REPORTED, bold: true }) },
      { header: 'Position', width: 2.6, cell: (e) => e.position || NOT_REPORTED },
      {
        header: 'Verified',
        width: 1,
        cell: (e) => (e.verified ? { text: EMPLOYMENT_LABELS.verified, color: COLOR.good } : { text: EMPLOYMENT_LABELS.reported, color: COLOR.muted }),
      },
      { header: 'Reported', width: 1.1, align: 'right', cell: (e) => date(e.reportedDate) },
    ],
  });
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
