import { OFAC_DEFAULT_MATCH_THRESHOLD, OFAC_THRESHOLD_RANGE, formatOfacScore, type CompanySettings } from '@creditdesk/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

/** Typed as a percentage, as the OFAC reports show scores and the threshold ("88 %"); sent as 0.88. */
type Values = { threshold: string };

const RANGE = `from ${formatOfacScore(OFAC_THRESHOLD_RANGE.min)} to ${formatOfacScore(OFAC_THRESHOLD_RANGE.max)}`;

/** '' and anything not a number go to the schema as NaN, which it refuses like an out-of-range value. */
const fractionOf = (percent: string) => (percent.trim() === '' ? Number.NaN : Math.round(Number(percent.trim().replace(',', '.')) * 100) / 10_000);
const percentOf = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

const spec: SectionSpec<Values> = {
  valuesOf: (c) => ({ threshold: percentOf(c.ofacMatchThreshold) }),
  toBody: (v) => ({ ofacMatchThreshold: fractionOf(v.threshold) }),
  fieldOf: (path) => (path === 'ofacMatchThreshold' ? 'threshold' : undefined),
  // the contract words the range as 0.80 to 0.99; the input holds a percentage
  reword: (message) => (message.startsWith('ofacMatchThreshold') ? `Enter a threshold ${RANGE}` : undefined),
};

/**
 * The OFAC screen's match threshold (docs/ofac-screening.md): a candidate scoring at or above it is a
 * hit and opens a review case. The company's own, else the default.
 */
export function OfacThresholdSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  return (
    <SettingsSection
      inset
      heading="h3"
      title="OFAC match threshold"
      description={`A name on the SDN list scoring at or above it is a hit and opens a review case; it applies to the OFAC, AML Connect and Kount screens of your company. Higher: fewer false positives to clear, but a misspelt or transliterated name may slip through. Lower: more spelling variants caught, and more cases to review. The default, ${formatOfacScore(OFAC_DEFAULT_MATCH_THRESHOLD)}, finds at least 98 % of listed names, spelling variants included, with at most 2 % false hits among common US names.`}
      {...section}
    >
      <FormTextField
        control={form.control}
        name="threshold"
        label="Match threshold"
        required
        hint={`${RANGE[0].toUpperCase()}${RANGE.slice(1)}; the default is ${formatOfacScore(OFAC_DEFAULT_MATCH_THRESHOLD)}.`}
        inputMode="decimal"
        maxLength={5}
        unit="%"
        narrow
        disabled={saving}
      />
    </SettingsSection>
  );
}
