import type { FilledBlock, TextRun } from './letter-body.js';
import { DEFAULT_LETTER_LANGUAGE, type LetterLanguage } from './letter-language.js';
import type { ReportingAgency } from './score-models.js';

/*
 * The required elements of an adverse-action notice, built from the exact report whatever the
 * template says (docs/letters.md):
 * - FCRA 615(a), 15 U.S.C. 1681m(a): the numerical credit score used and 609(f)(1)(B)–(E)'s facts
 *   (its range, up to four key factors and a fifth when the number of inquiries is one
 *   (1681g(f)(9)), its date, who provided it); the agency's name, address and toll-free telephone; that
 *   the agency did not make the decision and cannot say why; the consumer's right to a free copy
 *   within 60 days and to dispute the report's accuracy or completeness.
 * - ECOA, Regulation B, 12 CFR 1002.9(a)(2), (b): the creditor's name and address, the specific
 *   reasons, and the notice naming the federal agency that administers compliance for the creditor.
 * The screen's preview and the PDF render these blocks; neither words them itself.
 */

/** A federal agency a creditor may name in the ECOA notice (12 CFR part 1002, appendix A). */
export type FederalRegulator = { key: string; name: string; address: readonly string[]; appliesTo: string };

export const FEDERAL_REGULATORS = [
  {
    key: 'ftc',
    name: 'Federal Trade Commission',
    address: ['Consumer Response Center', '600 Pennsylvania Avenue NW', 'Washington, DC 20580'],
    appliesTo: 'Finance companies, retailers, state-chartered credit unions and every other creditor not listed',
  },
  {
    key: 'cfpb',
    name: 'Bureau of Consumer Financial Protection',
    address: ['1700 G Street NW', 'Washington, DC 20552'],
    appliesTo: 'Banks, savings associations and credit unions with total assets over $10 billion, and their affiliates',
  },
  {
    key: 'occ',
    name: 'Office of the Comptroller of the Currency',
    address: ['Customer Assistance Group', 'P.O. Box 53570', 'Houston, TX 77052'],
    appliesTo: 'National banks, federal savings associations, federal branches and agencies of foreign banks ($10 billion or less)',
  },
  {
    key: 'frb',
    name: 'Federal Reserve Consumer Help Center',
    address: ['P.O. Box 1200', 'Minneapolis, MN 55480'],
    appliesTo: 'State member banks and the other institutions the Federal Reserve supervises ($10 billion or less)',
  },
  {
    key: 'fdic',
    name: 'FDIC Consumer Response Center',
    address: ['1100 Walnut Street, Box #11', 'Kansas City, MO 64106'],
    appliesTo: 'Nonmember insured banks, insured state branches of foreign banks and insured state savings associations ($10 billion or less)',
  },
  {
    key: 'ncua',
    name: 'National Credit Union Administration',
    address: ['Office of Consumer Financial Protection', 'Division of Consumer Compliance Policy and Outreach', '1775 Duke Street', 'Alexandria, VA 22314'],
    appliesTo: 'Federal credit unions ($10 billion or less)',
  },
] as const satisfies readonly FederalRegulator[];

export type FederalRegulatorKey = (typeof FEDERAL_REGULATORS)[number]['key'];
export const FEDERAL_REGULATOR_KEYS = FEDERAL_REGULATORS.map((r) => r.key) as [FederalRegulatorKey, ...FederalRegulatorKey[]];

/** The default when a company has not chosen: the FTC, the agency for every creditor appendix A does not list otherwise. */
export const DEFAULT_FEDERAL_REGULATOR: FederalRegulatorKey = 'ftc';

export const federalRegulatorOf = (key: string): FederalRegulator =>
  FEDERAL_REGULATORS.find((r) => r.key === key) ?? FEDERAL_REGULATORS.find((r) => r.key === DEFAULT_FEDERAL_REGULATOR)!;

/** The decisions a letter records; declined and counteroffer are adverse actions (12 CFR 1002.2(c)). */
export const LETTER_DECISIONS = ['declined', 'counteroffer', 'approved', 'other'] as const;
export type LetterDecision = (typeof LETTER_DECISIONS)[number];
export const LETTER_DECISION_LABELS: Record<LetterDecision, string> = {
  declined: 'Declined',
  counteroffer: 'Counteroffer',
  approved: 'Approved',
  other: 'Other',
};
export const ADVERSE_DECISIONS: readonly LetterDecision[] = ['declined', 'counteroffer'];

/** The facts the required section states, all from the report, the company and the decision. */
export type AdverseActionFacts = {
  decision: LetterDecision;
  /** the company's reasons (descriptions of its reason codes), principal first. */
  reasons: readonly string[];
  /** the agency that furnished the report. */
  agency: ReportingAgency;
  /** the score used, or null when the decision used a report without one. */
  score: {
    value: number;
    range: { min: number; max: number };
    /** the date the score was created, as the letter writes it. */
    date: string;
    model: string;
    keyFactors: readonly { code: string; text: string }[];
  } | null;
  creditor: { name: string; address: readonly string[]; phone: string };
  regulator: { name: string; address: readonly string[] };
};

/**
 * The required section's words in each language the templates may use. English: the model notices'
 * wording (Regulation B 1002.9(b)(1), appendix C; Regulation V appendix H). Spanish: translated after
 * the CFPB's Spanish model forms for these notices; to be reviewed by counsel (docs/careful-pulls.md).
 */
export type AdverseActionText = {
  /** the ECOA notice's statement (12 CFR 1002.9(b)(1)), before the agency's name and address. */
  ecoaNotice: string;
  /** the agency statements (15 U.S.C. 1681m(a)(3)–(4)) and the score disclosure (1681m(a)(2)). */
  statements: { basedOn: string; noPart: string; freeCopy: string; dispute: string; scoreUsed: string; noScore: string };
  headings: { section: string; reasons: string; agency: string; score: string; keyFactors: string; ecoa: string };
  labels: { creditor: string; tollFree: string; score: string; range: string; date: string; model: string };
  /** "300 to 850" */
  rangeText: (range: { min: number; max: number }) => string;
  /** "FICO 8, provided by Equifax" */
  modelBy: (model: string, agency: string) => string;
};

export const ADVERSE_ACTION_TEXT: Record<LetterLanguage, AdverseActionText> = {
  en: {
    ecoaNotice:
      "NOTICE: The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The Federal agency that administers compliance with this law concerning this creditor is:",
    statements: {
      basedOn: 'Our decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below.',
      noPart: 'The consumer reporting agency played no part in our decision and is unable to supply specific reasons why we have taken this action.',
      freeCopy:
        'Under the Fair Credit Reporting Act, you have the right to obtain a free copy of your report from the consumer reporting agency, if you request it no later than 60 days after you receive this notice.',
      dispute: 'You also have the right to dispute with the consumer reporting agency the accuracy or completeness of any information in the report it furnished.',
      scoreUsed:
        'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision. Your credit score is a number that reflects the information in your credit report. Your credit score can change, depending on how the information in your credit report changes.',
      noScore: 'No credit score was used in making this decision.',
    },
    headings: {
      section: 'Important information about this decision',
      reasons: 'Principal reasons for our decision',
      agency: 'The consumer reporting agency',
      score: 'Your credit score',
      keyFactors: 'Key factors that adversely affected your credit score',
      ecoa: 'Equal Credit Opportunity Act notice',
    },
    labels: { creditor: 'Creditor', tollFree: 'Toll-free', score: 'Your credit score', range: 'Range of possible scores', date: 'Date of the score', model: 'Scoring model' },
    rangeText: (range) => `${range.min} to ${range.max}`,
    modelBy: (model, agency) => `${model}, provided by ${agency}`,
  },
  es: {
    ecoaNotice:
      'AVISO: La Ley Federal de Igualdad de Oportunidades de Crédito prohíbe a los acreedores discriminar contra los solicitantes de crédito por motivos de raza, color, religión, origen nacional, sexo, estado civil o edad (siempre que el solicitante tenga la capacidad de celebrar un contrato vinculante); porque la totalidad o parte de los ingresos del solicitante provienen de un programa de asistencia pública; o porque el solicitante ha ejercido de buena fe algún derecho conforme a la Ley de Protección de Crédito al Consumidor. La agencia federal que administra el cumplimiento de esta ley en lo que respecta a este acreedor es:',
    statements: {
      basedOn: 'Nuestra decisión se basó total o parcialmente en información obtenida en un informe de la agencia de informes de crédito del consumidor que se indica a continuación.',
      noPart: 'La agencia de informes de crédito del consumidor no participó en nuestra decisión y no puede darle las razones específicas por las que tomamos esta medida.',
      freeCopy:
        'Conforme a la Ley de Informe Justo de Crédito, usted tiene derecho a obtener una copia gratuita de su informe de la agencia de informes de crédito del consumidor si la solicita a más tardar 60 días después de recibir este aviso.',
      dispute: 'Usted también tiene derecho a disputar ante la agencia de informes de crédito del consumidor la exactitud o integridad de cualquier información del informe que ella proporcionó.',
      scoreUsed:
        'También obtuvimos su puntaje de crédito de esta agencia de informes de crédito del consumidor y lo usamos para tomar nuestra decisión de crédito. Su puntaje de crédito es un número que refleja la información de su informe de crédito. Su puntaje de crédito puede cambiar, según cambie la información de su informe de crédito.',
      noScore: 'No se usó ningún puntaje de crédito para tomar esta decisión.',
    },
    headings: {
      section: 'Información importante sobre esta decisión',
      reasons: 'Razones principales de nuestra decisión',
      agency: 'La agencia de informes de crédito del consumidor',
      score: 'Su puntaje de crédito',
      keyFactors: 'Factores clave que afectaron negativamente su puntaje de crédito',
      ecoa: 'Aviso de la Ley de Igualdad de Oportunidades de Crédito',
    },
    labels: { creditor: 'Acreedor', tollFree: 'Línea gratuita', score: 'Su puntaje de crédito', range: 'Rango de puntajes posibles', date: 'Fecha del puntaje', model: 'Modelo de puntaje' },
    rangeText: (range) => `${range.min} a ${range.max}`,
    modelBy: (model, agency) => `${model}, proporcionado por ${agency}`,
  },
};

/** The English wording, by the names the portal's screens and tests use. */
export const ECOA_NOTICE = ADVERSE_ACTION_TEXT.en.ecoaNotice;
export const FCRA_STATEMENTS = ADVERSE_ACTION_TEXT.en.statements;
export const ADVERSE_ACTION_HEADINGS = ADVERSE_ACTION_TEXT.en.headings;

const para = (...runs: TextRun[]): FilledBlock => ({ type: 'paragraph', runs });
const heading = (text: string): FilledBlock => ({ type: 'heading', runs: [{ text }] });
const lines = (...parts: readonly (string | readonly string[])[]): string => parts.flat().filter((l) => l.trim() !== '').join('\n');
const labelled = (label: string, value: string): FilledBlock => para({ text: `${label}: `, bold: true }, { text: value });

/** Scores range from a low of 300 to a high of 850. */
export const scoreRangeText = (range: { min: number; max: number }, language: LetterLanguage = DEFAULT_LETTER_LANGUAGE): string => ADVERSE_ACTION_TEXT[language].rangeText(range);

/** The required section, in the order the letter prints it, in the template's language. */
export function adverseActionDisclosures(facts: AdverseActionFacts, language: LetterLanguage = DEFAULT_LETTER_LANGUAGE): FilledBlock[] {
  const { agency, score, creditor, regulator } = facts;
  const t = ADVERSE_ACTION_TEXT[language];
  const blocks: FilledBlock[] = [
    heading(t.headings.section),
    labelled(t.labels.creditor, [creditor.name, ...creditor.address, creditor.phone].filter((part) => part.trim() !== '').join(', ')),
  ];
  if (facts.reasons.length > 0) {
    blocks.push(heading(t.headings.reasons), { type: 'bullets', items: facts.reasons.map((text) => [{ text }]) });
  }
  blocks.push(
    heading(t.headings.agency),
    para({ text: t.statements.basedOn }),
    para({ text: lines(agency.name, agency.address), bold: true }, { text: `\n${t.labels.tollFree}: ${agency.tollFreePhone}` }, ...(agency.website ? [{ text: `\n${agency.website}` }] : [])),
    para({ text: t.statements.noPart }),
    para({ text: t.statements.freeCopy }),
    para({ text: t.statements.dispute }),
  );
  blocks.push(heading(t.headings.score));
  if (score) {
    blocks.push(
      para({ text: t.statements.scoreUsed }),
      labelled(t.labels.score, String(score.value)),
      labelled(t.labels.range, t.rangeText(score.range)),
      labelled(t.labels.date, score.date),
      labelled(t.labels.model, t.modelBy(score.model, agency.name)),
    );
    if (score.keyFactors.length > 0) {
      blocks.push(heading(t.headings.keyFactors), { type: 'bullets', items: score.keyFactors.map((f) => [{ text: `${f.code}: ${f.text}` }]) });
    }
  } else blocks.push(para({ text: t.statements.noScore }));
  blocks.push(
    heading(t.headings.ecoa),
    // one paragraph, so the agency's name and address never part from the statement that introduces them
    para({ text: t.ecoaNotice }, { text: `\n${lines(regulator.name, regulator.address)}`, bold: true }),
  );
  return blocks;
}

/**
 * The key factors a letter discloses from a report's score reasons: the first four, and the
 * inquiries factor as a fifth when the report lists it after them (1681g(f)(9)).
 */
export function disclosedKeyFactors<F extends { code: string }>(reasons: readonly F[], inquiriesFactor: string): F[] {
  const top = reasons.slice(0, 4);
  const inquiries = reasons.slice(4).find((r) => r.code === inquiriesFactor);
  return inquiries ? [...top, inquiries] : top;
}
