import { CANADIAN_PROVINCES, US_STATES } from '@creditdesk/contracts';
import type { SelectOption } from '../../../../components/form/form-select-field';
import type { Country } from './order-form-values';

const REGION_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

const PROVINCE_NAMES: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories', NS: 'Nova Scotia', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  PQ: 'Quebec', SK: 'Saskatchewan', YK: 'Yukon',
};

const option = (names: Record<string, string>) => (code: string): SelectOption => ({
  value: code,
  label: names[code] ? `${code} – ${names[code]}` : code,
});

/** The state or province codes the contracts accept for a country, named for people. */
export const REGION_OPTIONS: Record<Country, readonly SelectOption[]> = {
  US: US_STATES.map(option(REGION_NAMES)),
  CA: CANADIAN_PROVINCES.map(option(PROVINCE_NAMES)),
};

export const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

export function regionAllowed(country: Country, state: string): boolean {
  return REGION_OPTIONS[country].some((o) => o.value === state);
}
