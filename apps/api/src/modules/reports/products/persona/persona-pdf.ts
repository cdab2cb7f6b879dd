import {
  NOT_REPORTED,
  PERSONA_ADDRESS_TYPE_LABELS,
  PERSONA_ADDRESS_TYPE_LEVELS,
  PERSONA_NAME_TYPE_LABELS,
  PERSONA_NO_CREDIT_DATA,
  PERSONA_PHONE_TYPE_LABELS,
  PERSONA_PRODUCT,
  PERSONA_STATUS_LABELS,
  type PersonaAddress,
  type PersonaDataSourceResponse,
  type PersonaEmployment,
  type PersonaName,
  type PersonaPhone,
  type PersonaReport,
  formatMonths,
  formatPersonaPhone,
  monthsBetween,
  personaFullName,
  personaKeyFindings,
  personaStatusesOf,
  personaSummaryTilesOf,
} from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date, purposeLabel } from '../../pdf/format.js';
import type { PdfLayout } from '../../pdf/layout.js';
import { type Cell, drawTable } from '../../pdf/table.js';
import { COLOR, LEVEL_INK } from '../../pdf/theme.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, keyFindings, panelPair, placeOf, plural, renderProductPdf, reportBand, reportedColumns, requestRows, sourceMessages, tileGrid } from '../../pdf/products/product-sections.js';

export const PERSONA_NO_HIT_TITLE = 'The bureau has no file for this consumer';

const statusCell = (status: PersonaAddress['status']): Cell =>
  status === 'current' ? { text: PERSONA_STATUS_LABELS.current, color: COLOR.good, bold: true } : { text: PERSONA_STATUS_LABELS.former, color: COLOR.muted };

/**
 * The Persona as a PDF, drawn only from the stored answer: the consumer and the request, the key
 * findings, the summary, then the names, addresses, employment and phones on file, and a line that
 * says what the report never holds (credit data).
 */
export function renderPersonaPdf(input: { dataSourceResponse: PersonaDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.personaReport;
  const name = personaFullName(report.subject);
  return renderProductPdf({ productName: PERSONA_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${PERSONA_PRODUCT.name} · ${name}` }, (layout) => {
    reportBand(layout, PERSONA_PRODUCT.name, name, personaStatusesOf(report)[0]);
    requestAndSubject(layout, report, input.inquiry);
    sourceMessages(layout, input.dataSourceResponse.errors);
    if (!report.hit) {
      noticeBox(layout, 'info', 'No file found', [
        {
          title: PERSONA_NO_HIT_TITLE,
          text: 'No file matched the name, SSN and date of birth searched: there are no names, addresses, employers or phones to report. Check the identity for errors and order again.',
        },
      ]);
      endLine(layout, `End of ${PERSONA_PRODUCT.name}`);
      return;
    }
    keyFindings(layout, personaKeyFindings(report));
    tileGrid(layout, 'Summary', personaSummaryTilesOf(report.summary), 5);
    namesTable(layout, report);
    addressesTable(layout, report);
    employmentTable(layout, report);
    phonesTable(layout, report);
    noCreditData(layout);
    endLine(layout, `End of ${PERSONA_PRODUCT.name}`);
  });
}

function requestAndSubject(layout: PdfLayout, report: PersonaReport, inquiry: PdfInquiry): void {
  const s = report.subject;
  panelPair(
    layout,
    { title: 'Request', rows: requestRows(inquiry, [{ label: 'Permissible purpose', value: purposeLabel(inquiry.permissiblePurpose) || NOT_REPORTED }]) },
    {
      title: 'Subject',
      rows: [
        { label: 'Name', value: personaFullName(s) || NOT_REPORTED, bold: true },
        { label: 'SSN', value: `***-**-${s.ssnLast4}` },
        { label: 'Year of birth', value: s.yearOfBirth === null ? NOT_REPORTED : String(s.yearOfBirth) },
        { label: 'File since', value: date(s.fileSinceDate) },
        { label: 'File as of', value: date(report.asOfDate) },
      ],
    },
  );
}

function namesTable(layout: PdfLayout, report: PersonaReport): void {
  drawTable<PersonaName>(layout, {
    title: 'Names and aliases',
    count: plural(report.names.length, 'name'),
    rows: report.names,
    accent: (n) => (n.type === 'aka' ? LEVEL_INK.fair : undefined),
    columns: [
      { header: 'Name', width: 3.4, cell: (n) => ({ text: personaFullName(n) || NOT_REPORTED, bold: n.type === 'primary' }) },
      { header: 'Type', width: 1.8, cell: (n) => PERSONA_NAME_TYPE_LABELS[n.type] },
      ...reportedColumns(1.2),
    ],
  });
}

function addressesTable(layout: PdfLayout, report: PersonaReport): void {
  drawTable<PersonaAddress>(layout, {
    title: 'Address history',
    count: plural(report.addresses.length, 'address', 'addresses'),
    rows: report.addresses,
    keepTogetherRows: 5,
    accent: (a) => (PERSONA_ADDRESS_TYPE_LEVELS[a.type] === 'neutral' ? undefined : LEVEL_INK[PERSONA_ADDRESS_TYPE_LEVELS[a.type]]),
    columns: [
      { header: 'Address', width: 3.6, cell: (a) => ({ text: a.line1 || NOT_REPORTED, bold: a.status === 'current', sub: placeOf(a) }) },
      {
        header: 'Type',
        width: 1.3,
        cell: (a) => ({ text: PERSONA_ADDRESS_TYPE_LABELS[a.type], color: PERSONA_ADDRESS_TYPE_LEVELS[a.type] === 'neutral' ? undefined : LEVEL_INK[PERSONA_ADDRESS_TYPE_LEVELS[a.type]] }),
      },
      { header: 'Status', width: 1, cell: (a) => statusCell(a.status) },
      ...reportedColumns(1.2),
      { header: 'Times', width: 0.7, align: 'right', cell: (a) => String(a.timesReported) },
    ],
  });
}

function employmentTable(layout: PdfLayout, report: PersonaReport): void {
  drawTable<PersonaEmployment>(layout, {
    title: 'Employment history',
    count: plural(report.employment.length, 'employer'),
    rows: report.employment,
    empty: 'No employment reported',
    keepTogetherRows: 4,
    columns: [
      { header: 'Employer', width: 3, cell: (e) => ({ text: e.employer, bold: e.status === 'current', sub: e.position ?? 'Position not reported' }) },
      { header: 'Location', width: 1.9, cell: (e) => placeOf(e) },
      { header: 'Status', width: 1, cell: (e) => statusCell(e.status) },
      ...reportedColumns(1.2),
      { header: 'Span', width: 1, align: 'right', cell: (e) => formatMonths(monthsBetween(e.firstReported, e.lastReported)) },
    ],
  });
}

function phonesTable(layout: PdfLayout, report: PersonaReport): void {
  drawTable<PersonaPhone>(layout, {
    title: 'Phones',
    count: plural(report.phones.length, 'phone'),
    rows: report.phones,
    empty: 'No phone reported',
    columns: [
      { header: 'Number', width: 2, cell: (p) => ({ text: formatPersonaPhone(p.number), bold: true }) },
      { header: 'Type', width: 1.4, cell: (p) => PERSONA_PHONE_TYPE_LABELS[p.type] },
      ...reportedColumns(1.2),
    ],
  });
}

function noCreditData(layout: PdfLayout): void {
  noticeBox(layout, 'info', 'About this report', [{ text: PERSONA_NO_CREDIT_DATA }]);
}
