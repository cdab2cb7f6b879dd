import {
  NOT_REPORTED,
  RECOVERY_ACCOUNT_STATUS_LABELS,
  RECOVERY_ACCOUNT_STATUS_LEVELS,
  RECOVERY_ADDRESS_SOURCE_LABELS,
  RECOVERY_BANKRUPTCY_STATUS_LABELS,
  RECOVERY_NO_LOCATE,
  RECOVERY_PHONE_TYPE_LABELS,
  RECOVERY_REPORT_PRODUCT,
  RECOVERY_SCORE_BANDS,
  RECOVERY_SCORE_RANGE,
  RECOVERY_SINCE_LABELS,
  type RecoveryDataSourceResponse,
  type RecoveryReport,
  type RecoveryScoreBand,
  formatDigits334,
  formatMoney,
  recoveryKeyFindings,
  recoveryScoreBandOf,
  recoveryScorePosition,
  recoveryStatusOf,
  recoverySummaryTiles,
} from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { factorLead, noScore, scoreGauge, scorePanelFrame } from '../../pdf/score-panel.js';
import { date, fullName, purposeLabel } from '../../pdf/format.js';
import type { PdfLayout } from '../../pdf/layout.js';
import { drawTable } from '../../pdf/table.js';
import { COLOR, FONT, LEVEL_INK, SIZE } from '../../pdf/theme.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, keyFindings, locatedPersonRows, panelPair, placeOf, plural, renderProductPdf, reportBand, reportedColumns, requestRows, tileGrid } from '../../pdf/products/product-sections.js';

const sinceCell = (since: boolean) => (since ? { text: RECOVERY_SINCE_LABELS.since, color: COLOR.notice, bold: true } : { text: RECOVERY_SINCE_LABELS.before, color: COLOR.muted });

/**
 * The Recovery Report as a PDF, drawn only from the stored answer: the consumer and the request
 * (with the charge-off date), the key findings, the recovery score, the summary, then addresses,
 * phones, employers and the accounts opened since the charge-off, what is new since marked so.
 */
export function renderRecoveryPdf(input: { dataSourceResponse: RecoveryDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.recoveryReport;
  const name = fullName(report.subject);
  const product = RECOVERY_REPORT_PRODUCT.name;
  return renderProductPdf({ productName: product, inquiry: input.inquiry, runningTitle: `${product} · ${name}` }, (layout) => {
    reportBand(layout, product, name, recoveryStatusOf(report));
    requestAndSubject(layout, report, input.inquiry);
    if (input.dataSourceResponse.errors.length > 0) {
      noticeBox(layout, 'notice', 'Bureau messages', input.dataSourceResponse.errors.map((e) => ({ title: e.code, text: e.message })));
    }
    if (!report.hit) {
      noticeBox(layout, 'info', 'No locate data', [RECOVERY_NO_LOCATE]);
      endLine(layout, `End of ${product}`);
      return;
    }
    keyFindings(layout, recoveryKeyFindings(report));
    scoreSection(layout, report);
    tileGrid(layout, 'Summary', recoverySummaryTiles(report), 3);
    if (report.bankruptcy) bankruptcyTable(layout, report);
    addressesTable(layout, report);
    phonesTable(layout, report);
    employersTable(layout, report);
    newAccountsTable(layout, report);
    endLine(layout, `End of ${product}`);
  });
}

function requestAndSubject(layout: PdfLayout, report: RecoveryReport, inquiry: PdfInquiry): void {
  const s = report.subject;
  panelPair(
    layout,
    {
      title: 'Request',
      rows: requestRows(inquiry, [
        { label: 'Permissible purpose', value: purposeLabel(inquiry.permissiblePurpose) || NOT_REPORTED },
        { label: 'Charge-off date', value: date(report.chargeOffDate), bold: true },
      ]),
    },
    { title: 'Subject', rows: locatedPersonRows(s, [{ label: 'Data as of', value: date(report.asOfDate) }]) },
  );
}

const LEFT_WIDTH = 190;
/** The gauge's segments, as the credit score's gauge colours its bands. */
const BAND_COLOR: Record<RecoveryScoreBand['key'], string> = { low: COLOR.late90, medium: COLOR.late30, high: COLOR.current };

/** The recovery score with its band on a 1–999 gauge, and the factors that weighed most. */
function scoreSection(layout: PdfLayout, report: RecoveryReport): void {
  const score = report.recoveryScore;
  const height = Math.max(88, 30 + score.reasons.length * 13);
  const { x, y } = scorePanelFrame(layout, 'Recovery score', height, LEFT_WIDTH, score.model);
  if (score.value === null) {
    noScore(layout, x, y, LEFT_WIDTH, 'Not scored', score.notScoredReason ?? '');
  } else {
    const value = String(score.value);
    const band = recoveryScoreBandOf(score.value);
    layout.text(value, x + 12, y + 21, { font: FONT.bold, size: 26, color: COLOR.brand });
    layout.fillRect(x + 12, y + 50, 7, 7, BAND_COLOR[band.key]);
    layout.text(band.label, x + 23, y + 50, { font: FONT.bold, size: SIZE.body, color: LEVEL_INK[band.level], width: LEFT_WIDTH - 35 });
    scoreGauge(layout, { x: x + 12, y: y + 68, width: LEFT_WIDTH - 24 }, score.value, {
      position: recoveryScorePosition,
      bands: RECOVERY_SCORE_BANDS.map((b) => ({ from: b.min, to: b.max, color: BAND_COLOR[b.key] })),
      range: RECOVERY_SCORE_RANGE,
    });
  }
  const rx = x + LEFT_WIDTH + 14;
  layout.text('KEY FACTORS', rx, y + 9, { font: FONT.bold, size: SIZE.label, color: COLOR.brand });
  if (score.reasons.length === 0) layout.text('No factors reported.', rx, y + 26, { font: FONT.italic, size: SIZE.body, color: COLOR.muted });
  score.reasons.forEach((reason, i) => {
    const ry = y + 24 + i * 13;
    factorLead(layout, rx, ry, i, reason.code);
    layout.text(reason.text, rx + 44, ry, { size: SIZE.body, width: layout.right - rx - 56 });
  });
  layout.y = y + height + 12;
}

function bankruptcyTable(layout: PdfLayout, report: RecoveryReport): void {
  const b = report.bankruptcy!;
  const adverse = b.status === 'filed' || b.filedDate > report.chargeOffDate;
  drawTable(layout, {
    title: 'Bankruptcy',
    rows: [b],
    accent: () => (adverse ? COLOR.alert : COLOR.poor),
    columns: [
      { header: 'Chapter', width: 0.9, cell: (r) => ({ text: `Chapter ${r.chapter}`, bold: true }) },
      { header: 'Court', width: 3.4, cell: (r) => ({ text: r.court, sub: `Case ${r.caseNumber}` }) },
      { header: 'Filed', width: 1.1, align: 'right', cell: (r) => ({ text: date(r.filedDate), sub: r.filedDate > report.chargeOffDate ? 'after the charge-off' : 'before the charge-off' }) },
      { header: 'Status', width: 1.3, align: 'right', cell: (r) => ({ text: RECOVERY_BANKRUPTCY_STATUS_LABELS[r.status], color: adverse ? COLOR.alert : COLOR.poor, sub: r.statusDate ? date(r.statusDate) : undefined }) },
    ],
  });
}

function addressesTable(layout: PdfLayout, report: RecoveryReport): void {
  drawTable(layout, {
    title: 'Addresses',
    count: plural(report.addresses.length, 'address', 'addresses'),
    rows: report.addresses,
    accent: (a) => (a.sinceChargeOff ? COLOR.notice : undefined),
    columns: [
      { header: 'Street', width: 2.6, cell: (a) => ({ text: a.line1 || NOT_REPORTED, bold: a.current, sub: a.current ? 'Current address' : undefined, subColor: COLOR.good }) },
      { header: 'City, state, ZIP', width: 2.3, cell: (a) => placeOf(a) },
      { header: 'Source', width: 1.4, cell: (a) => RECOVERY_ADDRESS_SOURCE_LABELS[a.source] },
      ...reportedColumns(1.15),
      { header: 'Charge-off', width: 1.75, align: 'right', cell: (a) => sinceCell(a.sinceChargeOff) },
    ],
  });
}

function phonesTable(layout: PdfLayout, report: RecoveryReport): void {
  drawTable(layout, {
    title: 'Phones',
    count: plural(report.phones.length, 'phone'),
    rows: report.phones,
    empty: 'No phone reported',
    accent: (p) => (p.sinceChargeOff ? COLOR.notice : undefined),
    columns: [
      { header: 'Number', width: 1.8, cell: (p) => ({ text: formatDigits334(p.number), bold: p.current, sub: p.current ? 'Current' : undefined, subColor: COLOR.good }) },
      { header: 'Type', width: 1.2, cell: (p) => RECOVERY_PHONE_TYPE_LABELS[p.type] },
      ...reportedColumns(1.3),
      { header: 'Charge-off', width: 1.6, align: 'right', cell: (p) => sinceCell(p.sinceChargeOff) },
    ],
  });
}

function employersTable(layout: PdfLayout, report: RecoveryReport): void {
  drawTable(layout, {
    title: 'Employers',
    count: plural(report.employers.length, 'employer'),
    rows: report.employers,
    empty: 'No employer reported',
    accent: (e) => (e.sinceChargeOff ? COLOR.notice : undefined),
    columns: [
      { header: 'Employer', width: 2.5, cell: (e) => ({ text: e.name, bold: e.current, sub: e.position ?? undefined }) },
      { header: 'Location', width: 1.7, cell: (e) => placeOf(e) },
      ...reportedColumns(1.15),
      { header: 'Status', width: 1, align: 'right', cell: (e) => (e.current ? { text: 'Current', color: COLOR.good, bold: true, sub: e.verified ? 'Verified' : undefined } : { text: 'Former', color: COLOR.muted }) },
      { header: 'Charge-off', width: 1.75, align: 'right', cell: (e) => sinceCell(e.sinceChargeOff) },
    ],
  });
}

function newAccountsTable(layout: PdfLayout, report: RecoveryReport): void {
  drawTable(layout, {
    title: `Accounts opened since the charge-off (${date(report.chargeOffDate)})`,
    count: plural(report.newAccounts.length, 'account'),
    rows: report.newAccounts,
    empty: 'No account opened since the charge-off',
    accent: (a) => (RECOVERY_ACCOUNT_STATUS_LEVELS[a.status] === 'poor' ? COLOR.poor : undefined),
    columns: [
      { header: 'Creditor', width: 2.8, cell: (a) => ({ text: a.creditor, bold: true, sub: a.accountType }) },
      { header: 'Opened', width: 1.1, align: 'right', cell: (a) => date(a.openedDate) },
      { header: 'Limit / amount', width: 1.3, align: 'right', cell: (a) => formatMoney(a.limitOrAmount) },
      { header: 'Balance', width: 1.1, align: 'right', cell: (a) => formatMoney(a.balance) },
      { header: 'Payment', width: 1, align: 'right', cell: (a) => (a.monthlyPayment === null ? NOT_REPORTED : `${formatMoney(a.monthlyPayment)}/mo`) },
      { header: 'Status', width: 1.1, align: 'right', cell: (a) => ({ text: RECOVERY_ACCOUNT_STATUS_LABELS[a.status], color: LEVEL_INK[RECOVERY_ACCOUNT_STATUS_LEVELS[a.status]], bold: true }) },
    ],
  });
}
