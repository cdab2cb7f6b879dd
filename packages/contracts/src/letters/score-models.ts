import { SCORE_MODEL_OPTION } from '../product-configurations/configuration-options.js';
import { SCORE_RANGE } from '../reports/presentation/score-bands.js';

/**
 * The consumer reporting agencies and credit score models a letter can name, declared once: the
 * sandbox bureau's score (apps/api/src/datasources/sandbox/score.ts) reads its model name and key
 * factors from here, and an adverse-action letter reads the range, the key factors' wording and the
 * agency's contact details (15 U.S.C. 1681m(a)(2)–(3), 1681g(f)(1)) from the same entry. A real
 * bureau connector adds its agency and models here.
 */

/** A consumer reporting agency as a letter names it: name, mailing address, toll-free telephone. */
export type ReportingAgency = {
  name: string;
  /** one line per entry, as on an envelope. */
  address: readonly string[];
  /** toll-free (FCRA 615(a)(3)(A) asks a toll-free number of an agency that compiles files nationwide). */
  tollFreePhone: string;
  website?: string;
};

/**
 * The sandbox bureau: fictional (its telephone number is in the 555-01xx block kept for fiction), so
 * no letter built from sandbox data can send a consumer to a real agency.
 */
export const SANDBOX_BUREAU: ReportingAgency = {
  name: 'Creditdesk Sandbox Consumer Reporting Agency',
  address: ['P.O. Box 4500', 'Springfield, IL 62708'],
  tollFreePhone: '1-800-555-0142',
  website: 'www.sandbox-bureau.example',
};

export type CreditScoreModel = {
  /** the model's name as the report's score carries it (`score.model`). */
  name: string;
  /** the lowest and highest score the model gives (1681g(f)(1)(B): "the range of possible credit scores"). */
  range: { min: number; max: number };
  /** the agency that provides the score (1681g(f)(1)(E)). */
  agency: ReportingAgency;
  /** its key-factor (reason) codes and their wording. */
  keyFactors: Readonly<Record<string, string>>;
  /**
   * the code of "number of inquiries" as a key factor: disclosed as a fifth factor when it adversely
   * affected the score but is not among the top four (1681g(f)(9)).
   */
  inquiriesFactor: string;
};

export const SANDBOX_SCORE_MODEL_NAME = 'Sandbox Risk Score 3.0';

/** The sandbox score's key-factor codes, in the style of US bureau scores. */
export const SANDBOX_KEY_FACTORS = {
  '01': 'Amount owed on accounts is too high',
  '02': 'Level of delinquency on accounts',
  '03': 'Too few bank revolving accounts',
  '05': 'Too many accounts with balances',
  '07': 'Account payment history is too new to rate',
  '08': 'Too many inquiries last 12 months',
  '09': 'Too many accounts recently opened',
  '10': 'Proportion of balances to credit limits on revolving accounts is too high',
  '12': 'Length of time revolving accounts have been established',
  '13': 'Time since delinquency is too recent or unknown',
  '14': 'Length of time accounts have been established',
  '18': 'Number of accounts with delinquency',
  '20': 'Length of time since derogatory public record or collection is too short',
  '21': 'Amount past due on accounts',
  '24': 'No recent revolving balances',
  '28': 'Number of established accounts',
  '30': 'Time since most recent account opening is too short',
  '32': 'Lack of recent installment loan information',
  '33': 'Proportion of loan balances to loan amounts is too high',
  '38': 'Serious delinquency, and public record or collection filed',
  '39': 'Serious delinquency',
  '40': 'Derogatory public record or collection filed',
} as const;

export const CREDIT_SCORE_MODELS: readonly CreditScoreModel[] = [
  { name: SANDBOX_SCORE_MODEL_NAME, range: SCORE_RANGE, agency: SANDBOX_BUREAU, keyFactors: SANDBOX_KEY_FACTORS, inquiriesFactor: '08' },
];

/**
 * The declared model of a report's `score.model`, or undefined for a model nobody declared. A score
 * model a product configuration chose (SCORE_MODEL_OPTION) that no connector declares is the sandbox
 * bureau's: it names the chosen model on its own 300–850 score (docs/decisions.md, issue 17).
 */
export const creditScoreModelOf = (name: string): CreditScoreModel | undefined =>
  CREDIT_SCORE_MODELS.find((m) => m.name === name) ?? (SCORE_MODEL_OPTION.choices.some((c) => c.label === name) ? { ...CREDIT_SCORE_MODELS[0], name } : undefined);

/** Every key-factor code some declared model gives, with its wording (the reason-code editor offers them). */
export function knownKeyFactors(): { code: string; text: string; model: string }[] {
  return CREDIT_SCORE_MODELS.flatMap((m) => Object.entries(m.keyFactors).map(([code, text]) => ({ code, text, model: m.name })));
}

/** How many key factors a letter discloses: four, and a fifth when it is the inquiries factor (1681g(f)(1)(C), (f)(9)). */
export const MAX_KEY_FACTORS = 4;
