import { readSdnRows, SdnFileError } from './sdn-csv.js';
import { readRemarks, type SdnBirth } from './sdn-remarks.js';

/*
 * The SDN list as the screen reads it: one entry per entity number, with its names (primary and
 * aliases), programs, addresses, and the dates of birth and countries its remarks give.
 */

export type SdnType = 'individual' | 'entity' | 'vessel' | 'aircraft';
export type SdnAliasType = 'aka' | 'fka' | 'nka';

export type SdnEntry = {
  entNum: number;
  /** as listed: individuals "LAST, First". */
  name: string;
  type: SdnType;
  programs: string[];
  title: string;
  remarks: string;
  aliases: { type: SdnAliasType; name: string }[];
  addresses: { address: string; cityStatePostal: string; country: string }[];
  births: SdnBirth[];
  /** nationalities and citizenships from the remarks, then the addresses' countries. */
  countries: string[];
};

export type SdnList = { entries: SdnEntry[] };

export type SdnFiles = { sdn: string; alt: string; add: string; comments?: string };

const TYPES: Record<string, SdnType> = { individual: 'individual', vessel: 'vessel', aircraft: 'aircraft', '': 'entity' };

/** Parses the four files into the list; refuses the whole list at the first line that is not well formed. */
export function readSdnList(files: SdnFiles): SdnList {
  const byNum = new Map<number, SdnEntry>();
  for (const [index, f] of readSdnRows('sdn.csv', files.sdn, 12).entries()) {
    const entNum = Number(f[0]);
    const type = TYPES[f[2].toLowerCase()];
    if (!f[1]) throw new SdnFileError('sdn.csv', index + 1, `entry ${entNum} has no name`);
    if (!type) throw new SdnFileError('sdn.csv', index + 1, `entry ${entNum} has an unknown type '${f[2]}'`);
    if (byNum.has(entNum)) throw new SdnFileError('sdn.csv', index + 1, `entry ${entNum} is listed twice`);
    byNum.set(entNum, {
      entNum,
      name: f[1],
      type,
      programs: f[3].replace(/^\[|\]$/g, '').split(/\]\s*\[/).map((p) => p.trim()).filter(Boolean),
      title: f[4],
      remarks: f[11],
      aliases: [],
      addresses: [],
      births: [],
      countries: [],
    });
  }
  const entryOf = (file: string, line: number, num: string) => {
    const entry = byNum.get(Number(num));
    if (!entry) throw new SdnFileError(file, line, `entity ${num} is not in sdn.csv`);
    return entry;
  };
  for (const [index, f] of readSdnRows('sdn_comments.csv', files.comments ?? '', 2).entries()) {
    const entry = entryOf('sdn_comments.csv', index + 1, f[0]);
    entry.remarks += f[1];
  }
  for (const [index, f] of readSdnRows('alt.csv', files.alt, 5).entries()) {
    const entry = entryOf('alt.csv', index + 1, f[0]);
    const type = f[2].toLowerCase();
    if (type !== 'aka' && type !== 'fka' && type !== 'nka') throw new SdnFileError('alt.csv', index + 1, `alias type '${f[2]}' is not aka, fka or nka`);
    if (f[3]) entry.aliases.push({ type, name: f[3] });
  }
  for (const [index, f] of readSdnRows('add.csv', files.add, 6).entries()) {
    const entry = entryOf('add.csv', index + 1, f[0]);
    if (f[2] || f[3] || f[4]) entry.addresses.push({ address: f[2], cityStatePostal: f[3], country: f[4] });
  }
  const entries = [...byNum.values()];
  for (const entry of entries) {
    const remarks = readRemarks(entry.remarks);
    entry.births = remarks.births;
    const listed = new Set(entry.aliases.map((a) => a.name.toLowerCase()));
    for (const aka of remarks.akas) if (!listed.has(aka.toLowerCase())) entry.aliases.push({ type: 'aka', name: aka });
    entry.countries = [...new Set([...remarks.countries, ...entry.addresses.map((a) => a.country).filter(Boolean)])];
  }
  return { entries };
}
