import { describe, expect, it } from 'vitest';
import { readSdnFolder, shippedSnapshotDir } from './sdn-files.js';
import { SdnFileError } from './sdn-csv.js';
import { readSdnList } from './sdn-list.js';
import { readRemarks } from './sdn-remarks.js';

const files = (sdn: string, alt = '', add = '', comments = '') => ({ sdn, alt, add, comments });
const SDN = [
  '306,"BANCO NACIONAL DE CUBA",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"a.k.a. \'BNC\'."',
  '6861,"GUZMAN LOERA, Joaquin","individual","SDNTK] [ILLICIT-DRUGS",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 25 Dec 1954; alt. DOB circa 1955; POB Mexico; nationality Mexico."',
].join('\r\n');

describe('the SDN list files', () => {
  it('reads entries, aliases, addresses, programs, and the births, countries and a.k.a. names of the remarks', () => {
    const list = readSdnList(files(`${SDN}\r\n\u001a`, '6861,12,"aka","GUZMAN, Chapo",-0- \r\n', '306,199,"Zweierstrasse 35","Zurich CH-8022","Switzerland",-0- \r\n'));
    expect(list.entries).toHaveLength(2);
    const [bank, chapo] = list.entries;
    expect(bank).toMatchObject({ entNum: 306, type: 'entity', programs: ['CUBA'], aliases: [{ type: 'aka', name: 'BNC' }], countries: ['Switzerland'] });
    expect(bank.addresses).toEqual([{ address: 'Zweierstrasse 35', cityStatePostal: 'Zurich CH-8022', country: 'Switzerland' }]);
    expect(chapo).toMatchObject({ type: 'individual', programs: ['SDNTK', 'ILLICIT-DRUGS'], aliases: [{ type: 'aka', name: 'GUZMAN, Chapo' }], countries: ['Mexico'] });
    expect(chapo.births).toEqual([{ day: '1954-12-25' }, { fromYear: 1954, toYear: 1956 }]);
  });

  it('reads the remarks’ dates of birth as days, years, circa years and ranges', () => {
    expect(readRemarks('DOB 03 May 1938; alt. DOB 1946; DOB 1960 to 1962; DOB Aug 1970; citizen Egypt; alt. nationality Saudi Arabia.')).toEqual({
      births: [{ day: '1938-05-03' }, { fromYear: 1946, toYear: 1946 }, { fromYear: 1960, toYear: 1962 }, { fromYear: 1970, toYear: 1970 }],
      countries: ['Egypt', 'Saudi Arabia'],
      akas: [],
    });
  });

  it.each([
    ['a quote that does not close', '12,"BROKEN NAME,-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ', 'sdn.csv line 2: a quoted field is not closed'],
    ['a missing field', '12,"SHORT",-0- ,"CUBA"', 'sdn.csv line 2: expected 12 fields, found 4'],
    ['an entity number that is not one', 'X1,"NAME",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ', "sdn.csv line 2: the entity number 'X1' is not a number"],
    ['an unknown type', '12,"NAME","robot","CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ', "sdn.csv line 2: entry 12 has an unknown type 'robot'"],
  ])('refuses the whole list for %s, naming the line', (_what, line, message) => {
    expect(() => readSdnList(files(`${SDN.split('\r\n')[0]}\r\n${line}`))).toThrow(new SdnFileError('sdn.csv', 2, message.replace(/^sdn\.csv line 2: /, '')));
    expect(() => readSdnList(files(`${SDN.split('\r\n')[0]}\r\n${line}`))).toThrow(message);
  });

  it('refuses an alias of an entity the list does not hold', () => {
    expect(() => readSdnList(files(SDN, '999,1,"aka","NOBODY",-0- '))).toThrow('alt.csv line 1: entity 999 is not in sdn.csv');
  });

  it('reads the shipped snapshot: the whole list, every entry named', () => {
    const list = readSdnList(readSdnFolder(shippedSnapshotDir()));
    expect(list.entries).toHaveLength(8976);
    expect(list.entries.reduce((n, e) => n + e.aliases.length, 0)).toBeGreaterThanOrEqual(11910);
    expect(list.entries.filter((e) => e.type === 'individual').length).toBeGreaterThan(4000);
    expect(list.entries.find((e) => e.entNum === 6861)?.name).toBe('GUZMAN LOERA, Joaquin');
  });
});
