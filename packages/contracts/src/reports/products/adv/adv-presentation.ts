import { formatDate } from '../../../common/formatters.js';
import { type PresentationLevel, worstLevel } from '../../presentation/levels.js';
import { formatMoney } from '../../presentation/report-format.js';
import type { AdvReport } from './adv.js';

/*
 * How an Automated Data View reads, on screen and in the PDF alike: the labels of its coded values,
 * the summary tiles with their levels, the file's status and its key findings. Pure functions of the
 * stored answer.
 */

export const ADV_PHONE_TYPE_LABELS: Record<AdvReport['phones'][number]['type'], string> = { mobile: 'Mobile', landline: 'Landline', voip: 'VoIP' };

export const ADV_DWELLING_LABELS: Record<AdvReport['addresses'][number]['dwelling'], string> = {
  'single-family': 'Single-family',
  apartment: 'Apartment',
  condominium: 'Condominium',
  'mobile-home': 'Mobile home',
  'po-box': 'PO box',
};

export const ADV_RELATIONSHIP_LABELS: Record<AdvReport['relatives'][number]['relationship'], string> = {
  relative: 'Relative',
  spouse: 'Spouse',
  associate: 'Associate',
  roommate: 'Roommate',
};

export const ADV_BANKRUPTCY_STATUS_LABELS: Record<AdvReport['bankruptcies'][number]['status'], string> = { filed: 'Filed (open)', discharged: 'Discharged', dismissed: 'Dismissed' };

export const ADV_LIEN_TYPE_LABELS: Record<AdvReport['liens'][number]['type'], string> = {
  'federal-tax': 'Federal tax lien',
  'state-tax': 'State tax lien',
  'county-tax': 'County tax lien',
  mechanics: "Mechanic's lien",
  'judgment-lien': 'Judgment lien',
  hoa: 'HOA lien',
};

export const ADV_LIEN_STATUS_LABELS: Record<AdvReport['liens'][number]['status'], string> = { open: 'Open', released: 'Released' };

export const ADV_JUDGMENT_TYPE_LABELS: Record<AdvReport['judgments'][number]['type'], string> = { civil: 'Civil judgment', 'small-claims': 'Small claims', eviction: 'Eviction' };

export const ADV_JUDGMENT_STATUS_LABELS: Record<AdvReport['judgments'][number]['status'], string> = { open: 'Open', satisfied: 'Satisfied', vacated: 'Vacated' };

/** A bankruptcy is adverse while filed or within this many years of its filing. */
export const ADV_RECENT_BANKRUPTCY_YEARS = 10;

/** From this many addresses in the last five years a consumer reads as often moving. */
export const ADV_FREQUENT_MOVER_ADDRESSES = 5;

export const advBankruptcyLevel = (b: Pick<AdvReport['bankruptcies'][number], 'status'>): PresentationLevel => (b.status === 'filed' ? 'alarm' : 'poor');
export const advLienLevel = (l: Pick<AdvReport['liens'][number], 'status'>): PresentationLevel => (l.status === 'open' ? 'alarm' : 'neutral');
export const advJudgmentLevel = (j: Pick<AdvReport['judgments'][number], 'status'>): PresentationLevel => (j.status === 'open' ? 'poor' : 'neutral');

/** The summary tiles, in this order, on screen and in the PDF. */
export const ADV_SUMMARY_TILES = [
  { key: 'addresses', label: 'Addresses' },
  { key: 'phones', label: 'Phones' },
  { key: 'relatives', label: 'Relatives & associates' },
  { key: 'properties', label: 'Properties' },
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'bankruptcies', label: 'Bankruptcies' },
  { key: 'liens', label: 'Liens' },
  { key: 'judgments', label: 'Judgments' },
] as const;
export type AdvSummaryTileKey = (typeof ADV_SUMMARY_TILES)[number]['key'];
export type AdvSummaryTile = { key: AdvSummaryTileKey; label: string; value: string; level: PresentationLevel };

/** Addresses seen in the five years before the report's date. */
export function advRecentAddressCount(report: Pick<AdvReport, 'addresses' | 'asOfDate'>): number {
  const since = `${Number(report.asOfDate.slice(0, 4)) - 5}${report.asOfDate.slice(4)}`;
  return report.addresses.filter((a) => a.lastSeen >= since).length;
}

export function advSummaryTiles(report: AdvReport): AdvSummaryTile[] {
  const openLiens = report.liens.filter((l) => l.status === 'open').length;
  const openJudgments = report.judgments.filter((j) => j.status === 'open').length;
  const values: Record<AdvSummaryTileKey, { value: string; level: PresentationLevel }> = {
    addresses: { value: String(report.addresses.length), level: advRecentAddressCount(report) >= ADV_FREQUENT_MOVER_ADDRESSES ? 'fair' : 'neutral' },
    phones: { value: String(report.phones.length), level: 'neutral' },
    relatives: { value: String(report.relatives.length), level: 'neutral' },
    properties: { value: String(report.properties.filter((p) => p.owned).length), level: 'neutral' },
    vehicles: { value: String(report.vehicles.length), level: 'neutral' },
    bankruptcies: { value: String(report.bankruptcies.length), level: worstLevel(report.bankruptcies.map(advBankruptcyLevel)) },
    liens: { value: openLiens > 0 ? `${openLiens} open` : String(report.liens.length), level: worstLevel(report.liens.map(advLienLevel)) },
    judgments: { value: openJudgments > 0 ? `${openJudgments} open` : String(report.judgments.length), level: worstLevel(report.judgments.map(advJudgmentLevel)) },
  };
  return ADV_SUMMARY_TILES.map((tile) => ({ key: tile.key, label: tile.label, ...values[tile.key] }));
}

export type AdvStatus = { key: 'no-hit' | 'deceased' | 'derogatory' | 'found'; label: string; level: PresentationLevel };

/** The state of the view, most important first: no record, reported deceased, derogatory public records, records found. */
export function advStatusOf(report: Pick<AdvReport, 'hit' | 'subject' | 'bankruptcies' | 'liens' | 'judgments'>): AdvStatus {
  if (!report.hit) return { key: 'no-hit', label: 'No record found', level: 'neutral' };
  if (report.subject.deceased) return { key: 'deceased', label: 'Reported deceased', level: 'alarm' };
  const derogatory = report.bankruptcies.length + report.liens.filter((l) => l.status === 'open').length + report.judgments.filter((j) => j.status === 'open').length;
  if (derogatory > 0) return { key: 'derogatory', label: 'Derogatory records', level: 'poor' };
  return { key: 'found', label: 'Records found', level: 'good' };
}

export type AdvFinding = { text: string; level: PresentationLevel };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What a reader must see first, as sentences: no record, deceased, each bankruptcy, open liens and
 * judgments, a frequent mover, other identities on the SSN, property owned. Empty for a plain file.
 */
export function advKeyFindings(report: AdvReport): AdvFinding[] {
  if (!report.hit) return [{ text: 'No public-records identity matched the name, address and identifiers searched.', level: 'neutral' }];
  const findings: AdvFinding[] = [];
  if (report.subject.deceased) {
    findings.push({ text: `Reported deceased${report.subject.deceasedDate ? ` on ${formatDate(report.subject.deceasedDate)}` : ''}.`, level: 'alarm' });
  }
  for (const b of report.bankruptcies) {
    const status = b.status === 'filed' ? 'still open' : `${b.status} ${formatDate(b.statusDate)}`.trim();
    findings.push({ text: `Chapter ${b.chapter} bankruptcy filed ${formatDate(b.filedDate)}, ${status}.`, level: advBankruptcyLevel(b) });
  }
  for (const l of report.liens.filter((x) => x.status === 'open')) {
    findings.push({ text: `Open ${ADV_LIEN_TYPE_LABELS[l.type].toLowerCase()} of ${formatMoney(l.amount)} filed ${formatDate(l.filedDate)} (${l.creditor}).`, level: 'alarm' });
  }
  for (const j of report.judgments.filter((x) => x.status === 'open')) {
    findings.push({ text: `Open ${ADV_JUDGMENT_TYPE_LABELS[j.type].toLowerCase()} of ${formatMoney(j.amount)} filed ${formatDate(j.filedDate)} (${j.plaintiff}).`, level: 'poor' });
  }
  const recent = advRecentAddressCount(report);
  if (recent >= ADV_FREQUENT_MOVER_ADDRESSES) findings.push({ text: `Frequent mover: ${plural(recent, 'address', 'addresses')} in the last five years.`, level: 'fair' });
  const others = report.ssnInfo?.otherIdentities ?? 0;
  if (others > 0) findings.push({ text: `${plural(others, 'other identity', 'other identities')} reported with this SSN.`, level: 'poor' });
  const owned = report.properties.filter((p) => p.owned).length;
  if (owned > 0) findings.push({ text: `Owns ${plural(owned, 'property', 'properties')} on record.`, level: 'good' });
  return findings;
}
