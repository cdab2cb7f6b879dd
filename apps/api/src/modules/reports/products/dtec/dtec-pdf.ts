import {
  DTEC_ADDRESS_TYPE_LABELS,
  DTEC_ALERT_TYPE_LABELS,
  DTEC_NO_FRAUD_INDICATORS,
  dtecAlertsLevel,
  DTEC_PHONE_TYPE_LABELS,
  DTEC_PRODUCT,
  DTEC_RISK_INFO,
  DTEC_SEVERITY_LABELS,
  type DtecDataSourceResponse,
  type DtecReport,
  NOT_REPORTED,
  dtecAddressTypeLevel,
  dtecSeverityLevel,
  dtecSummaryTiles,
  dtecWarningTitle,
  formatDigits334,
  sortDtecWarnings,
} from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date, fullName, yesNo } from '../../pdf/format.js';
import type { PdfLayout } from '../../pdf/layout.js';
import { drawTable } from '../../pdf/table.js';
import { COLOR, LEVEL_INK } from '../../pdf/theme.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, panelPair, plural, renderProductPdf, reportBand, reportedColumns, requestRows, sourceMessages, statementLine, tileGrid } from '../../pdf/products/product-sections.js';

export const DTEC_CONFIDENTIALITY = 'Fraud screening information. Use only to detect and prevent fraud, as your agreement permits; do not share.';

const place = (a: { city: string; state: string; zip: string }) => `${a.city}, ${a.state} ${a.zip}`.trim();

/**
 * DTEC as a PDF, drawn only from the stored answer: the risk level, the application's identity and
 * the request, the summary tiles, the warnings with their codes, the alerts, the inquiries on the
 * identity, the identities on the SSN and the address and phone screens.
 */
export function renderDtecPdf(input: { dataSourceResponse: DtecDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.dtecReport;
  const name = fullName(report.subject);
  const risk = DTEC_RISK_INFO[report.riskLevel];
  return renderProductPdf(
    { productName: DTEC_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${DTEC_PRODUCT.name} fraud screen · ${name}`, confidentiality: DTEC_CONFIDENTIALITY },
    (layout) => {
      reportBand(layout, `${DTEC_PRODUCT.name} fraud screen`, name, risk);
      statementLine(layout, 'Risk', risk);
      requestAndSubject(layout, report, input.inquiry);
      sourceMessages(layout, input.dataSourceResponse.errors);
      tileGrid(layout, 'Summary', dtecSummaryTiles(report));
      warningsTable(layout, report);
      alertsNotice(layout, report);
      inquiriesTable(layout, report);
      identitiesTable(layout, report);
      addressAndPhone(layout, report);
      endLine(layout, `End of ${DTEC_PRODUCT.name}`);
    },
  );
}

function requestAndSubject(layout: PdfLayout, report: DtecReport, inquiry: PdfInquiry): void {
  const s = report.subject;
  panelPair(
    layout,
    { title: 'Request', rows: requestRows(inquiry, [{ label: 'Records as of', value: date(report.asOfDate) }]) },
    {
      title: 'Application identity',
      rows: [
        { label: 'Name', value: fullName(s) || NOT_REPORTED, bold: true },
        { label: 'SSN', value: s.ssnMasked || NOT_REPORTED },
        { label: 'Date of birth', value: s.dateOfBirth ? date(s.dateOfBirth) : 'Not given' },
        { label: 'Address', value: `${s.address.line1}, ${place(s.address)}` },
        { label: 'Phone', value: s.phone ? formatDigits334(s.phone) : 'Not given' },
      ],
    },
  );
}

function warningsTable(layout: PdfLayout, report: DtecReport): void {
  const rows = sortDtecWarnings(report.warnings);
  drawTable(layout, {
    title: 'Warnings',
    count: plural(rows.length, 'warning'),
    rows,
    empty: `${DTEC_NO_FRAUD_INDICATORS.title}: ${DTEC_NO_FRAUD_INDICATORS.text}`,
    accent: (w) => LEVEL_INK[dtecSeverityLevel(w.severity)],
    columns: [
      { header: 'Severity', width: 0.9, cell: (w) => ({ text: DTEC_SEVERITY_LABELS[w.severity], bold: true, color: LEVEL_INK[dtecSeverityLevel(w.severity)] }) },
      { header: 'Warning', width: 2.3, cell: (w) => ({ text: dtecWarningTitle(w.code), bold: true, sub: w.code }) },
      { header: 'Finding', width: 4.8, cell: (w) => w.text },
    ],
  });
}

function alertsNotice(layout: PdfLayout, report: DtecReport): void {
  if (report.alerts.length === 0) return;
  noticeBox(
    layout,
    // the contracts' level of the alerts, as the screen's summary tile shows it
    dtecAlertsLevel(report.alerts) === 'alarm' ? 'alert' : 'notice',
    'Alerts on file',
    report.alerts.map((a) => ({
      title: DTEC_ALERT_TYPE_LABELS[a.type],
      text: a.text,
      note: [`Placed ${date(a.placedDate)}`, a.expiresDate ? `expires ${date(a.expiresDate)}` : '', a.contactPhone ? `contact ${formatDigits334(a.contactPhone)}` : ''].filter(Boolean).join(' · '),
    })),
  );
}

function identitiesTable(layout: PdfLayout, report: DtecReport): void {
  const { identities } = report.ssn;
  drawTable(layout, {
    title: 'Identities reported with this SSN',
    count: plural(identities.length, 'identity', 'identities'),
    rows: identities,
    empty: report.ssn.validity === 'never-issued' ? 'None: the number is never issued' : 'None: no identity is reported with this SSN',
    accent: (i) => (i.submitted ? undefined : LEVEL_INK.poor),
    columns: [
      { header: 'Name', width: 2.4, cell: (i) => ({ text: fullName({ ...i, suffix: null }), bold: true, sub: i.submitted ? 'The identity given' : 'Another identity', subColor: i.submitted ? COLOR.good : COLOR.poor }) },
      { header: 'Date of birth', width: 1.1, cell: (i) => date(i.dateOfBirth) },
      { header: 'Latest address', width: 3, cell: (i) => (i.addresses[0] ? { text: i.addresses[0].line1, sub: place(i.addresses[0]) } : NOT_REPORTED) },
      ...reportedColumns(1.1),
    ],
  });
}

function addressAndPhone(layout: PdfLayout, report: DtecReport): void {
  const { address, phone } = report;
  const addressLevel = dtecAddressTypeLevel(address.type);
  panelPair(
    layout,
    {
      title: 'Address screen',
      rows: [
        { label: 'Type', value: DTEC_ADDRESS_TYPE_LABELS[address.type], bold: true, color: addressLevel === 'good' ? COLOR.good : LEVEL_INK[addressLevel] },
        { label: 'What it is', value: address.description },
        { label: 'On file for the SSN', value: yesNo(address.onFileForSsn) },
        { label: 'Other SSNs, 90 days', value: String(address.otherSsns90Days), color: address.otherSsns90Days > 0 ? COLOR.poor : undefined },
      ],
    },
    {
      title: 'Phone screen',
      rows: phone
        ? [
            { label: 'Number', value: formatDigits334(phone.number), bold: true },
            { label: 'Type', value: DTEC_PHONE_TYPE_LABELS[phone.type], color: phone.type === 'voip' ? COLOR.notice : undefined },
            { label: 'On file for the SSN', value: yesNo(phone.onFileForSsn) },
          ]
        : [{ label: 'Number', value: 'Not given' }],
    },
  );
}

function inquiriesTable(layout: PdfLayout, report: DtecReport): void {
  const v = report.velocity;
  drawTable(layout, {
    title: 'Inquiries on this identity, last 90 days',
    count: `${v.last7Days} in 7 days · ${v.last30Days} in 30 · ${v.last90Days} in 90`,
    rows: v.inquiries,
    empty: 'No inquiries in the last 90 days',
    keepTogetherRows: 12,
    columns: [
      { header: 'Date', width: 1.2, cell: (q) => ({ text: date(q.date), bold: true }) },
      { header: 'Industry', width: 2.4, cell: (q) => q.industry },
      { header: 'Application city', width: 3, cell: (q) => `${q.city}, ${q.state}` },
    ],
  });
}
