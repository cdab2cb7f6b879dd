import {
  ID_ELEMENT_LABELS,
  ID_MATCH_RESULT_LABELS,
  ID_REPORT_PRODUCT,
  ID_RISK_SEVERITY_LABELS,
  ID_VERDICT_INFO,
  type IdReport,
  type IdReportDataSourceResponse,
  NOT_REPORTED,
  SSN_ASSIGNMENT_LABELS,
  idMatchResultLevel,
  idRiskSeverityLevel,
  idRiskTitle,
  idSummaryTiles,
  sortRiskIndicators,
  ssnIssuanceText,
  ssnValidityText,
  stateNameOf,
} from '@creditdesk/contracts';
import { date, fullName, yesNo } from '../../pdf/format.js';
import type { PdfLayout } from '../../pdf/layout.js';
import { drawTable } from '../../pdf/table.js';
import { COLOR, FONT, LEVEL_INK, SIZE } from '../../pdf/theme.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, panelPair, plural, renderProductPdf, reportBand, reportedColumns, requestRows, sourceMessages, statementLine, tileGrid } from '../../pdf/products/product-sections.js';

export const ID_REPORT_CONFIDENTIALITY = 'Identity verification information. Use only to verify identity and prevent fraud, as your agreement permits; do not share.';

const accent = (level: keyof typeof LEVEL_INK) => (level === 'alarm' || level === 'poor' ? LEVEL_INK[level] : undefined);

/**
 * The ID Report as a PDF, drawn only from the stored answer: the verdict, the identity submitted and
 * the request, the summary tiles, the result of each element, the risk indicators with their codes,
 * the SSN's validity, issuance and Death Master File findings, and other identities on the number.
 */
export function renderIdReportPdf(input: { dataSourceResponse: IdReportDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.idReport;
  const name = fullName(report.subject);
  const verdict = ID_VERDICT_INFO[report.verdict];
  return renderProductPdf(
    { productName: ID_REPORT_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${ID_REPORT_PRODUCT.name} · ${name}`, confidentiality: ID_REPORT_CONFIDENTIALITY },
    (layout) => {
      reportBand(layout, ID_REPORT_PRODUCT.name, name, verdict);
      statementLine(layout, 'Verdict', verdict);
      requestAndSubject(layout, report, input.inquiry);
      sourceMessages(layout, input.dataSourceResponse.errors);
      tileGrid(layout, 'Summary', idSummaryTiles(report));
      elementsTable(layout, report);
      riskIndicatorsTable(layout, report);
      ssnFindings(layout, report);
      otherIdentitiesTable(layout, report);
      endLine(layout, `End of ${ID_REPORT_PRODUCT.name}`);
    },
  );
}

function requestAndSubject(layout: PdfLayout, report: IdReport, inquiry: PdfInquiry): void {
  const s = report.subject;
  panelPair(
    layout,
    { title: 'Request', rows: requestRows(inquiry, [{ label: 'Records as of', value: date(report.asOfDate) }]) },
    {
      title: 'Identity submitted',
      rows: [
        { label: 'Name', value: fullName(s) || NOT_REPORTED, bold: true },
        { label: 'SSN', value: s.ssnMasked || NOT_REPORTED },
        { label: 'Date of birth', value: s.dateOfBirth ? date(s.dateOfBirth) : 'Not given' },
        { label: 'Address', value: s.address.line1 || NOT_REPORTED },
        { label: 'City, state, ZIP', value: `${s.address.city}, ${s.address.state} ${s.address.zip}` },
      ],
    },
  );
}

function elementsTable(layout: PdfLayout, report: IdReport): void {
  drawTable(layout, {
    title: 'Verification by element',
    rows: report.elements,
    accent: (e) => accent(idMatchResultLevel(e.result)),
    columns: [
      { header: 'Element', width: 1.4, cell: (e) => ({ text: ID_ELEMENT_LABELS[e.element], bold: true }) },
      { header: 'Result', width: 1.3, cell: (e) => ({ text: ID_MATCH_RESULT_LABELS[e.result], bold: true, color: e.result === 'not-checked' ? COLOR.muted : LEVEL_INK[idMatchResultLevel(e.result)] }) },
      { header: 'Detail', width: 5.3, cell: (e) => e.detail },
    ],
  });
}

function riskIndicatorsTable(layout: PdfLayout, report: IdReport): void {
  const rows = sortRiskIndicators(report.riskIndicators);
  drawTable(layout, {
    title: 'Risk indicators',
    count: plural(rows.length, 'indicator'),
    rows,
    empty: 'No risk indicators',
    accent: (i) => LEVEL_INK[idRiskSeverityLevel(i.severity)],
    columns: [
      { header: 'Severity', width: 0.9, cell: (i) => ({ text: ID_RISK_SEVERITY_LABELS[i.severity], bold: true, color: LEVEL_INK[idRiskSeverityLevel(i.severity)] }) },
      { header: 'Indicator', width: 2.3, cell: (i) => ({ text: idRiskTitle(i.code), bold: true, sub: i.code }) },
      { header: 'Finding', width: 4.8, cell: (i) => i.text },
    ],
  });
}

function ssnFindings(layout: PdfLayout, report: IdReport): void {
  const { ssn } = report;
  const issuance = ssn.issuance;
  const neverIssued = ssn.validity === 'never-issued';
  panelPair(
    layout,
    {
      title: 'SSN validity and issuance',
      rows: [
        { label: 'SSN', value: ssn.ssnMasked, bold: true },
        { label: 'Validity', value: neverIssued ? 'Never issued' : 'Valid', color: neverIssued ? COLOR.alert : COLOR.good, bold: true },
        { label: 'Assignment', value: issuance ? SSN_ASSIGNMENT_LABELS[issuance.assignment] : NOT_REPORTED },
        { label: 'Area', value: issuance ? `${issuance.area}${issuance.areaState ? ` (${stateNameOf(issuance.areaState)} before 2011)` : ''}` : NOT_REPORTED },
        { label: 'Issued not before', value: date(issuance?.issuedNotBefore) },
        { label: 'Issued not after', value: date(issuance?.issuedNotAfter) },
      ],
    },
    {
      title: 'Death Master File and usage',
      rows: [
        { label: 'Reported deceased', value: yesNo(ssn.deceased), color: ssn.deceased ? COLOR.alert : undefined, bold: ssn.deceased },
        { label: 'Date of death', value: date(ssn.dateOfDeath) },
        { label: 'Source', value: ssn.deathSource ?? NOT_REPORTED },
        { label: 'First reported', value: date(ssn.firstReported) },
        { label: 'Other identities', value: String(ssn.otherIdentities.length), color: ssn.otherIdentities.length > 0 ? COLOR.poor : undefined, bold: ssn.otherIdentities.length > 0 },
      ],
    },
  );
  // the two findings in words, under the panels
  const lines = [ssnValidityText(ssn), ...(issuance ? [ssnIssuanceText(issuance)] : [])].flatMap((text) => layout.wrap(text, layout.width - 16, { size: SIZE.body }));
  const step = layout.lineHeight({ size: SIZE.body }, 1.35);
  layout.ensure(lines.length * step + 8);
  const y = layout.y - 4;
  layout.fillRect(layout.left, y, 2, lines.length * step, COLOR.info);
  layout.lines(lines, layout.left + 8, y + 1, { size: SIZE.body, leading: 1.35, color: COLOR.ink, font: FONT.regular });
  layout.y = y + lines.length * step + 12;
}

function otherIdentitiesTable(layout: PdfLayout, report: IdReport): void {
  const others = report.ssn.otherIdentities;
  if (others.length === 0) return;
  drawTable(layout, {
    title: 'Other identities reported with this SSN',
    count: plural(others.length, 'identity', 'identities'),
    rows: others,
    accent: () => COLOR.poor,
    columns: [
      { header: 'Name', width: 2.8, cell: (o) => ({ text: fullName({ ...o, suffix: null }), bold: true }) },
      { header: 'Date of birth', width: 1.3, cell: (o) => date(o.dateOfBirth) },
      { header: 'State', width: 1.6, cell: (o) => stateNameOf(o.state) || NOT_REPORTED },
      ...reportedColumns(1.2),
    ],
  });
}
