/*
 * The file-transfer systems' labels (reports.md §3): one table read by the portal (the label it shows)
 * and the server (the code it stores). A code without a row shows as itself. cdms is shown twice,
 * as Consumer Data and as Commercial Data; both labels, and CDMS Reporting, name cdms again.
 */

export type EftsSystemLabel = { code: string; label: string };

export const EFTS_SYSTEM_LABELS: readonly EftsSystemLabel[] = [
  { code: 'Lost_Sale', label: 'LostSale' },
  { code: 'nexgen', label: 'NexGen' },
  { code: 'tlck_collection', label: 'TeleCheck Collection Placement' },
  { code: 'eID', label: 'EID' },
  { code: 'tlck_negative', label: 'TeleCheck Negative Item Reporting' },
  { code: 'NTDE', label: 'NTDE-MV' },
  { code: 'NCTUE', label: 'NCTUE' },
  { code: 'ads', label: 'ADS - Eport Reports' },
  { code: 'IC', label: 'InterConnect' },
  { code: 'Market_Reveal', label: 'Market_Reveal' },
  { code: 'Schaumburg', label: 'Schaumburg' },
  { code: 'FirstSearch', label: 'FirstSearch' },
  { code: 'ereport', label: 'CDMS Reporting Downloads' },
  { code: 'Whole_Loan', label: 'Whole Loan' },
  { code: 'cdc', label: 'CDC' },
  { code: 'Compliance', label: 'Compliance' },
  { code: 'cdms', label: 'Consumer Data' },
  { code: 'cdms', label: 'Commercial Data' },
];

/** Labels that name a system without being shown for it (reports.md §3: "CDMS Reporting" maps back to cdms). */
const LABEL_ALIASES: Readonly<Record<string, string>> = { 'CDMS Reporting': 'cdms' };

/** The systems whose input files feed the TeleCheck lists, and the list each feeds. */
export const EFTS_TELECHECK_SYSTEMS: Readonly<Record<string, 'collections' | 'negatives'>> = {
  tlck_collection: 'collections',
  tlck_negative: 'negatives',
};

/** The labels a system is shown under: one, except cdms (two); an unknown code shows as itself. */
export function eftsSystemLabels(code: string): string[] {
  const labels = EFTS_SYSTEM_LABELS.filter((row) => row.code === code).map((row) => row.label);
  return labels.length > 0 ? labels : [code];
}

/** The code a label (or a code) names: 'Consumer Data' → 'cdms', 'NexGen' → 'nexgen', 'nexgen' → 'nexgen'. */
export function eftsSystemCode(labelOrCode: string): string {
  return EFTS_SYSTEM_LABELS.find((row) => row.label === labelOrCode)?.code ?? LABEL_ALIASES[labelOrCode] ?? labelOrCode;
}
