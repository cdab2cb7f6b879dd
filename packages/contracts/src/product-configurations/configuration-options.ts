import { z } from 'zod';

/*
 * The options a product configuration can hold (issue 17). Each product declares its own in the
 * registry (`configuration.options` of ./reports/products/<key>.ts), so a new product brings its
 * options with it: the add and edit screens draw their fields from the declaration, the server checks
 * a configuration's values against it, and the order pipeline applies them.
 */

export type OptionChoice = { readonly value: string; readonly label: string };

type OptionBase = {
  /** the key under which the value is stored and sent: 'scoreModel'. */
  readonly key: string;
  readonly label: string;
  /** one sentence under the field. */
  readonly hint?: string;
  readonly choices: readonly OptionChoice[];
};

/** One value of a list (a score model). */
export type SingleChoiceOption = OptionBase & { readonly kind: 'choice'; readonly default: string };
/** Any number of values of a list, none included (add-ons). */
export type MultiChoiceOption = OptionBase & { readonly kind: 'choices'; readonly default: readonly string[] };
export type ConfigurationOption = SingleChoiceOption | MultiChoiceOption;

/** What a product declares: its options, in the order the form shows them (may be none: a profile and an account number only). */
export type ProductConfigurationSpec = { readonly options: readonly ConfigurationOption[] };

/** A configuration's values by option key: a string for a choice, a list for choices. */
export type ConfigurationOptionValues = Record<string, string | string[]>;
export const configurationOptionValuesSchema = z.record(z.string().max(64), z.union([z.string().max(64), z.array(z.string().max(64)).max(32)]));

export const OPTION_MESSAGES = {
  unknownOption: (key: string, productName: string) => `'${key}' is not an option of the ${productName}`,
  unknownChoice: (label: string, value: string) => `'${value}' is not a choice of ${label}`,
  oneChoice: (label: string) => `${label} takes one choice`,
  listOfChoices: (label: string) => `${label} takes a list of choices`,
  repeatedChoice: (label: string, value: string) => `'${value}' is given twice in ${label}`,
} as const;

export type OptionIssue = { key: string; message: string };

/**
 * The issues of a configuration's values against its product's options: an option the product does
 * not have, a value not among the choices, a list where one value is due. Empty when all is well.
 */
export function optionIssues(spec: ProductConfigurationSpec, productName: string, values: ConfigurationOptionValues): OptionIssue[] {
  const issues: OptionIssue[] = [];
  const byKey = new Map(spec.options.map((o) => [o.key, o]));
  for (const [key, value] of Object.entries(values)) {
    const option = byKey.get(key);
    if (!option) {
      issues.push({ key, message: OPTION_MESSAGES.unknownOption(key, productName) });
      continue;
    }
    const allowed = new Set(option.choices.map((c) => c.value));
    if (option.kind === 'choice') {
      if (typeof value !== 'string') issues.push({ key, message: OPTION_MESSAGES.oneChoice(option.label) });
      else if (!allowed.has(value)) issues.push({ key, message: OPTION_MESSAGES.unknownChoice(option.label, value) });
      continue;
    }
    if (!Array.isArray(value)) {
      issues.push({ key, message: OPTION_MESSAGES.listOfChoices(option.label) });
      continue;
    }
    const seen = new Set<string>();
    for (const v of value) {
      if (!allowed.has(v)) issues.push({ key, message: OPTION_MESSAGES.unknownChoice(option.label, v) });
      else if (seen.has(v)) issues.push({ key, message: OPTION_MESSAGES.repeatedChoice(option.label, v) });
      seen.add(v);
    }
  }
  return issues;
}

/** Every option with a value: the given one, else the product's default (a stored configuration is always complete). */
export function withOptionDefaults(spec: ProductConfigurationSpec, values: ConfigurationOptionValues = {}): ConfigurationOptionValues {
  return Object.fromEntries(spec.options.map((o) => [o.key, values[o.key] ?? (o.kind === 'choice' ? o.default : [...o.default])]));
}

/** The values as the screen, the PDF and the audit trail show them: 'Score model: FICO Score 8', 'Add-ons: none'. */
export function describeOptions(spec: ProductConfigurationSpec, values: ConfigurationOptionValues): { key: string; label: string; value: string }[] {
  return spec.options.map((o) => {
    const labelOf = (v: string) => o.choices.find((c) => c.value === v)?.label ?? v;
    const raw = values[o.key] ?? o.default;
    const value = Array.isArray(raw) ? (raw.length ? raw.map(labelOf).join(', ') : 'None') : labelOf(raw as string);
    return { key: o.key, label: o.label, value };
  });
}

// ---- Shared declarations -----------------------------------------------------------------------

/**
 * The score models a consumer credit order can be scored with. The sandbox bureau names the model on
 * the report and scores every model on the same 300–850 scale (docs/decisions.md); a real bureau
 * returns the model's own score.
 */
export const SCORE_MODEL_OPTION: SingleChoiceOption = {
  key: 'scoreModel',
  label: 'Score model',
  hint: 'The risk score printed on the report and used by adverse-action letters.',
  kind: 'choice',
  choices: [
    { value: 'vantagescore4', label: 'VantageScore 4.0' },
    { value: 'vantagescore3', label: 'VantageScore 3.0' },
    { value: 'fico8', label: 'FICO Score 8' },
    { value: 'fico10t', label: 'FICO Score 10 T' },
  ],
  default: 'vantagescore4',
};

/** The display name of a score model value ('fico8' → 'FICO Score 8'); an unknown one reads as itself. */
export const scoreModelName = (value: string) => SCORE_MODEL_OPTION.choices.find((c) => c.value === value)?.label ?? value;
