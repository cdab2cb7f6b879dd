import {
  ADV_BANKRUPTCY_STATUS_LABELS,
  ADV_DWELLING_LABELS,
  ADV_JUDGMENT_STATUS_LABELS,
  ADV_JUDGMENT_TYPE_LABELS,
  ADV_LIEN_STATUS_LABELS,
  ADV_LIEN_TYPE_LABELS,
  ADV_PHONE_TYPE_LABELS,
  ADV_PRODUCT,
  ADV_RELATIONSHIP_LABELS,
  type AdvDataSourceResponse,
  type AdvReport,
  NOT_REPORTED,
  advBankruptcyLevel,
  advJudgmentLevel,
  advKeyFindings,
  advLienLevel,
  advStatusOf,
  advSummaryTiles,
  formatDigits334,
  formatMoney,
} from '@creditdesk/contracts';
import { noticeBox } from '../../pdf/components.js';
import { date, fullName } from '../../pdf/format.js';
import type { PdfLayout } from '../../pdf/layout.js';
import { drawTable } from '../../pdf/table.js';
import { COLOR, LEVEL_INK } from '../../pdf/theme.js';
import type { PdfInquiry } from '../../pdf/types.js';
import { endLine, keyFindings, locatedPersonRows, panelPair, placeOf, plural, renderProductPdf, reportBand, requestRows, sourceMessages, tileGrid } from '../../pdf/products/product-sections.js';

export const ADV_CONFIDENTIALITY = 'Contains personal information from public records. Use only as your agreement for this product permits; do not share.';
export const ADV_NO_HIT_TITLE = 'No public-records identity was found for this consumer';

const accentOf = (level: ReturnType<typeof advLienLevel>) => (level === 'alarm' || level === 'poor' ? LEVEL_INK[level] : undefined);

/**
 * The Automated Data View as a PDF, drawn only from the stored answer: the consumer and the
 * request, the key findings, the summary tiles, then each kind of record as a table.
 */
export function renderAdvPdf(input: { dataSourceResponse: AdvDataSourceResponse; inquiry: PdfInquiry }): Promise<Buffer> {
  const report = input.dataSourceResponse.value.advReport;
  const name = fullName(report.subject);
  return renderProductPdf(
    { productName: ADV_PRODUCT.name, inquiry: input.inquiry, runningTitle: `${ADV_PRODUCT.name} · ${name}`, confidentiality: ADV_CONFIDENTIALITY },
    (layout) => {
      reportBand(layout, ADV_PRODUCT.name, name, advStatusOf(report));
      requestAndSubject(layout, report, input.inquiry);
      sourceMessages(layout, input.dataSourceResponse.errors);
      if (!report.hit) {
        noticeBox(layout, 'info', 'No record found', [
          {
            title: ADV_NO_HIT_TITLE,
            text: 'No public record matched the name, address and identifiers searched. Check them for errors; adding the SSN or the date of birth narrows the search to one consumer.',
          },
        ]);
        endLine(layout, `End of ${ADV_PRODUCT.name}`);
        return;
      }
      keyFindings(layout, advKeyFindings(report));
      tileGrid(layout, 'Summary', advSummaryTiles(report));
      namesTable(layout, report);
      addressesTable(layout, report);
      phonesTable(layout, report);
      relativesTable(layout, report);
      propertiesTable(layout, report);
      vehiclesTable(layout, report);
      bankruptciesTable(layout, report);
      liensTable(layout, report);
      judgmentsTable(layout, report);
      endLine(layout, `End of ${ADV_PRODUCT.name}`);
    },
  );
}

function requestAndSubject(layout: PdfLayout, report: AdvReport, inquiry: PdfInquiry): void {
  const s = report.subject;
  panelPair(
    layout,
    { title: 'Request', rows: requestRows(inquiry, [{ label: 'Profile', value: report.profileName || NOT_REPORTED }, { label: 'Records as of', value: date(report.asOfDate) }]) },
    { title: 'Subject', rows: locatedPersonRows(s) },
  );
}

type Name = { firstName: string; middleName: string | null; lastName: string; suffix: string | null; kind: string; lastSeen: string | null };

function namesTable(layout: PdfLayout, report: AdvReport): void {
  const rows: Name[] = [
    { ...report.subject, kind: 'Name searched', lastSeen: null },
    ...report.akas.map((a) => ({ ...a, suffix: null, kind: 'Also known as', lastSeen: a.lastSeen })),
  ];
  drawTable<Name>(layout, {
    title: 'Names and also-known-as',
    count: plural(rows.length, 'name'),
    rows,
    columns: [
      { header: 'Name', width: 3.4, cell: (n) => ({ text: fullName(n) || NOT_REPORTED, bold: n.kind === 'Name searched' }) },
      { header: 'Type', width: 2, cell: (n) => n.kind },
      { header: 'Last seen', width: 1.2, align: 'right', cell: (n) => date(n.lastSeen) },
    ],
  });
}

function addressesTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Address history',
    count: plural(report.addresses.length, 'address', 'addresses'),
    rows: report.addresses,
    keepTogetherRows: 4,
    columns: [
      { header: 'Street', width: 3, cell: (a) => ({ text: a.line1 || NOT_REPORTED, bold: a.current }) },
      { header: 'City, state, ZIP', width: 2.6, cell: (a) => placeOf(a) },
      { header: 'County', width: 1.5, cell: (a) => a.county || NOT_REPORTED },
      { header: 'Dwelling', width: 1.3, cell: (a) => ADV_DWELLING_LABELS[a.dwelling] },
      { header: 'From', width: 1.1, align: 'right', cell: (a) => date(a.firstSeen) },
      { header: 'To', width: 1.1, align: 'right', cell: (a) => (a.current ? { text: 'Current', color: COLOR.good, bold: true } : date(a.lastSeen)) },
    ],
  });
}

function phonesTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Phones',
    count: plural(report.phones.length, 'phone'),
    rows: report.phones,
    columns: [
      { header: 'Number', width: 1.6, cell: (p) => ({ text: formatDigits334(p.number), bold: p.current }) },
      { header: 'Type', width: 1, cell: (p) => ADV_PHONE_TYPE_LABELS[p.type] },
      { header: 'Carrier', width: 2.2, cell: (p) => p.carrier || NOT_REPORTED },
      { header: 'Listed name', width: 2, cell: (p) => p.listedName ?? NOT_REPORTED },
      { header: 'First seen', width: 1.1, align: 'right', cell: (p) => date(p.firstSeen) },
      { header: 'Last seen', width: 1.1, align: 'right', cell: (p) => (p.current ? { text: 'Current', color: COLOR.good, bold: true } : date(p.lastSeen)) },
    ],
  });
}

function relativesTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Relatives and associates',
    count: plural(report.relatives.length, 'person', 'people'),
    rows: report.relatives,
    columns: [
      { header: 'Name', width: 3, cell: (r) => ({ text: r.name, bold: r.relationship === 'spouse' }) },
      { header: 'Relationship', width: 1.6, cell: (r) => ADV_RELATIONSHIP_LABELS[r.relationship] },
      { header: 'Age', width: 0.8, align: 'right', cell: (r) => (r.age === null ? NOT_REPORTED : String(r.age)) },
      { header: 'Lives in', width: 2.4, cell: (r) => placeOf(r) },
    ],
  });
}

function propertiesTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Real property',
    count: plural(report.properties.length, 'property', 'properties'),
    rows: report.properties,
    empty: 'No property on record',
    columns: [
      { header: 'Property', width: 3, cell: (p) => ({ text: p.line1, bold: p.owned, sub: `${placeOf(p)} · APN ${p.parcelNumber}` }) },
      { header: 'Type', width: 1.8, cell: (p) => ({ text: p.propertyType, sub: p.county ? `${p.county} County` : undefined }) },
      { header: 'Purchased', width: 1.3, align: 'right', cell: (p) => ({ text: date(p.purchaseDate), sub: formatMoney(p.purchasePrice) }) },
      { header: 'Assessed', width: 1.1, align: 'right', cell: (p) => formatMoney(p.assessedValue) },
      { header: 'Status', width: 1.2, align: 'right', cell: (p) => (p.owned ? { text: 'Owned', color: COLOR.good, bold: true } : { text: 'Sold', sub: date(p.soldDate) }) },
    ],
  });
}

function vehiclesTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Vehicles',
    count: plural(report.vehicles.length, 'vehicle'),
    rows: report.vehicles,
    empty: 'No vehicle registered',
    columns: [
      { header: 'Vehicle', width: 3, cell: (v) => ({ text: `${v.year} ${v.make} ${v.model}`, bold: true }) },
      { header: 'VIN (last 6)', width: 1.4, cell: (v) => v.vinLast6 },
      { header: 'Plate state', width: 1, cell: (v) => v.plateState },
      { header: 'Registered', width: 1.2, align: 'right', cell: (v) => date(v.registeredDate) },
      { header: 'Expires', width: 1.2, align: 'right', cell: (v) => date(v.expirationDate) },
    ],
  });
}

function bankruptciesTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Bankruptcies',
    count: plural(report.bankruptcies.length, 'bankruptcy', 'bankruptcies'),
    rows: report.bankruptcies,
    empty: 'No bankruptcy on record',
    accent: (b) => accentOf(advBankruptcyLevel(b)),
    columns: [
      { header: 'Chapter', width: 0.9, cell: (b) => ({ text: `Chapter ${b.chapter}`, bold: true }) },
      { header: 'Court', width: 3.2, cell: (b) => ({ text: b.court, sub: `Case ${b.caseNumber}` }) },
      { header: 'Filed', width: 1.1, align: 'right', cell: (b) => date(b.filedDate) },
      { header: 'Status', width: 1.4, cell: (b) => ({ text: ADV_BANKRUPTCY_STATUS_LABELS[b.status], color: LEVEL_INK[advBankruptcyLevel(b)], sub: b.statusDate ? date(b.statusDate) : undefined }) },
      { header: 'Liabilities', width: 1.1, align: 'right', cell: (b) => formatMoney(b.liabilities) },
      { header: 'Assets', width: 1, align: 'right', cell: (b) => formatMoney(b.assets) },
    ],
  });
}

function liensTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Liens',
    count: plural(report.liens.length, 'lien'),
    rows: report.liens,
    empty: 'No lien on record',
    accent: (l) => accentOf(advLienLevel(l)),
    columns: [
      { header: 'Type', width: 2.4, cell: (l) => ({ text: ADV_LIEN_TYPE_LABELS[l.type], bold: l.status === 'open', sub: l.creditor }) },
      { header: 'Filing office', width: 2.4, cell: (l) => ({ text: l.filingOffice, sub: `No. ${l.filingNumber}` }) },
      { header: 'Filed', width: 1.1, align: 'right', cell: (l) => date(l.filedDate) },
      { header: 'Amount', width: 1.1, align: 'right', cell: (l) => ({ text: formatMoney(l.amount), bold: l.status === 'open' }) },
      { header: 'Status', width: 1.2, align: 'right', cell: (l) => ({ text: ADV_LIEN_STATUS_LABELS[l.status], color: LEVEL_INK[advLienLevel(l)], sub: l.releasedDate ? date(l.releasedDate) : undefined }) },
    ],
  });
}

function judgmentsTable(layout: PdfLayout, report: AdvReport): void {
  drawTable(layout, {
    title: 'Judgments',
    count: plural(report.judgments.length, 'judgment'),
    rows: report.judgments,
    empty: 'No judgment on record',
    accent: (j) => accentOf(advJudgmentLevel(j)),
    columns: [
      { header: 'Type', width: 1.5, cell: (j) => ({ text: ADV_JUDGMENT_TYPE_LABELS[j.type], bold: j.status === 'open' }) },
      { header: 'Court', width: 2.6, cell: (j) => ({ text: j.court, sub: `Case ${j.caseNumber}` }) },
      { header: 'Plaintiff', width: 2.2, cell: (j) => j.plaintiff },
      { header: 'Filed', width: 1.1, align: 'right', cell: (j) => date(j.filedDate) },
      { header: 'Amount', width: 1.1, align: 'right', cell: (j) => formatMoney(j.amount) },
      { header: 'Status', width: 1.1, align: 'right', cell: (j) => ({ text: ADV_JUDGMENT_STATUS_LABELS[j.status], color: LEVEL_INK[advJudgmentLevel(j)], sub: j.statusDate ? date(j.statusDate) : undefined }) },
    ],
  });
}
