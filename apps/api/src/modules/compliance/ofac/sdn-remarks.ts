/*
 * What an SDN entry's remarks say about who it is, read from the Treasury's free text
 * ("DOB 23 Nov 1962; alt. DOB 1963; POB Caracas, Venezuela; nationality Venezuela; citizen Spain;
 * a.k.a. 'EL CHAPO'."): dates of birth (a day, a year, "circa" a year or a range of years),
 * nationalities and citizenships, and the quoted a.k.a. names the remarks add.
 */

/** A date of birth as the list gives it: a day, or a span of years (one year: from = to). */
export type SdnBirth = { day: string } | { fromYear: number; toYear: number };

export type SdnRemarks = { births: SdnBirth[]; countries: string[]; akas: string[] };

const MONTHS: Record<string, string> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

function birthOf(text: string): SdnBirth | undefined {
  const day = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(text);
  if (day && MONTHS[day[2].toLowerCase()]) return { day: `${day[3]}-${MONTHS[day[2].toLowerCase()]}-${day[1].padStart(2, '0')}` };
  const month = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(text);
  if (month && MONTHS[month[1].toLowerCase()]) return { fromYear: Number(month[2]), toYear: Number(month[2]) };
  const circa = /^(?:circa )?(\d{4})$/.exec(text);
  if (circa) return { fromYear: Number(circa[1]) - (text.startsWith('circa') ? 1 : 0), toYear: Number(circa[1]) + (text.startsWith('circa') ? 1 : 0) };
  const range = /^(\d{4}) to (\d{4})$/.exec(text);
  if (range) return { fromYear: Number(range[1]), toYear: Number(range[2]) };
  return undefined;
}

/** The remarks' facts; anything not understood is left as the free text it is. */
export function readRemarks(remarks: string): SdnRemarks {
  const births: SdnBirth[] = [];
  const countries = new Set<string>();
  const akas: string[] = [];
  for (const part of remarks.split(';').map((p) => p.trim().replace(/\.$/, ''))) {
    const dob = /^(?:alt\. )?DOB (.+)$/.exec(part);
    if (dob) {
      const birth = birthOf(dob[1].trim());
      if (birth) births.push(birth);
      continue;
    }
    const country = /^(?:alt\. )?(?:nationality|citizen) (.+)$/.exec(part);
    if (country) {
      countries.add(country[1].trim());
      continue;
    }
    const aka = /^(?:a\.k\.a\.|f\.k\.a\.|n\.k\.a\.) '(.+)'$/.exec(part);
    if (aka) akas.push(aka[1].trim());
  }
  return { births, countries: [...countries], akas };
}
