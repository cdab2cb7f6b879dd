import {
  AML_CONNECT_PRODUCT,
  AML_MEDIA_CATEGORY_LABELS,
  AML_NONE_FOUND,
  AML_PEP_LEVEL_LABELS,
  AML_RISK_INFO,
  type AmlConnectDataSourceResponse,
  NOT_REPORTED,
  formatOfacScore,
} from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date } from '../../pdf/format.js';
import { drawTable } from '../../pdf/table.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { sdnCandidatesTable } from '../../pdf/products/screening-sections.js';
import { endLine, panelPair, plural, renderProductPdf, reportBand, requestRows, statementLine } from '../../pdf/products/product-sections.js';

export const AML_CONFIDENTIALITY = 'Anti-money-laundering screening record. Keep it with the customer due diligence file (31 CFR 1020.220).';

/**
 * AML Connect as a PDF, drawn only from the stored answer: the risk and why, who was screened and on
 * which lists, then the sanctions candidates, the politically exposed persons and the adverse media.
 */
export function renderAmlConnectPdf(input: { dataSourceResponse: AmlConnectDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.amlConnectReport;
  const risk = AML_RISK_INFO[report.risk.level];
  return renderProductPdf({ productName: AML_CONNECT_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${AML_CONNECT_PRODUCT.name} · ${report.subject.name}`, confidentiality: AML_CONFIDENTIALITY }, (layout) => {
    reportBand(layout, `${AML_CONNECT_PRODUCT.name} screen`, report.subject.name, risk);
    statementLine(layout, 'Risk', risk);
    if (report.risk.reasons.length > 0) noticeBox(layout, risk.level === 'alarm' ? 'alert' : 'notice', 'Why', report.risk.reasons.map((text) => ({ text })));
    panelPair(
      layout,
      {
        title: 'Screened',
        rows: [
          { label: report.subject.type === 'business' ? 'Business' : 'Name', value: report.subject.name, bold: true },
          ...(report.subject.type === 'individual' ? [{ label: 'Date of birth', value: report.subject.dateOfBirth ? date(report.subject.dateOfBirth) : 'Not given' }] : []),
          { label: 'Country', value: report.subject.country ?? 'Not given' },
          ...requestRows(input.inquiry),
        ],
      },
      {
        title: 'Lists',
        rows: [
          { label: 'OFAC SDN list', value: `published ${date(report.sanctions.list.publishedOn)}`, bold: true },
          { label: 'Threshold', value: formatOfacScore(report.sanctions.threshold) },
          { label: 'PEP and media', value: `as of ${date(report.listsAsOf)}` },
          { label: 'Screened', value: `${date(report.screenedAt)} ${report.screenedAt.slice(11, 16)} UTC` },
        ],
      },
    );
    sdnCandidatesTable(layout, report.sanctions.candidates, report.sanctions.threshold, 'Sanctions: OFAC SDN list');
    drawTable(layout, {
      title: 'Politically exposed persons',
      count: plural(report.peps.length, 'record'),
      rows: report.peps,
      empty: AML_NONE_FOUND.peps,
      columns: [
        { header: 'Name', width: 2.2, cell: (p) => ({ text: p.name, bold: true, sub: AML_PEP_LEVEL_LABELS[p.level] }) },
        { header: 'Position', width: 2.8, cell: (p) => ({ text: p.position, sub: p.relatedTo ?? undefined }) },
        { header: 'Country', width: 1.3, cell: (p) => p.country },
        { header: 'Since', width: 1.3, align: 'right', cell: (p) => ({ text: date(p.since), sub: p.until ? `until ${date(p.until)}` : 'current' }) },
      ],
    });
    drawTable(layout, {
      title: 'Adverse media',
      count: plural(report.adverseMedia.length, 'article'),
      rows: report.adverseMedia,
      empty: AML_NONE_FOUND.adverseMedia,
      columns: [
        { header: 'Headline', width: 3.6, cell: (m) => ({ text: m.headline, bold: true, sub: m.summary }) },
        { header: 'Category', width: 1.4, cell: (m) => AML_MEDIA_CATEGORY_LABELS[m.category] },
        { header: 'Publication', width: 1.6, cell: (m) => ({ text: m.publication || NOT_REPORTED, sub: date(m.publishedOn) }) },
      ],
    });
    endLine(layout, `End of ${AML_CONNECT_PRODUCT.name} screen`);
  });
}
