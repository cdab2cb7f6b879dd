import { z } from 'zod';
import { requiredText } from '../../../common/fields.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { customerReferenceNumberSchema, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { ofacCandidateSchema, ofacReportSchema, ofacSubjectSchema, ofacSubmitBody, type ScreeningFormValues } from '../screening.js';
import { SDN_TEST_SUBJECTS } from '../test-identities.js';
import { ORDER_FAILURES, PDF_FAILURES, defineProduct, type ProductTestSubject } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';

/*
 * AML Connect: one anti-money-laundering screen of a person or a business: the OFAC screen on the
 * real SDN list, and the other lists a bank screens against (politically exposed persons and their
 * relatives and close associates, adverse media), with one risk summary. The PEP and adverse-media
 * lists come from a data source (a deterministic sandbox here). docs/products/amlconnect.md.
 */

export const amlConnectRequestSchema = z.object({
  accountNumber: requiredText('accountNumber', { max: 20 }),
  customerReferenceNumber: customerReferenceNumberSchema,
  subject: ofacSubjectSchema,
});
export type AmlConnectRequest = z.input<typeof amlConnectRequestSchema>;
export type AmlConnectRequestParsed = z.output<typeof amlConnectRequestSchema>;

/** The body the portal sends: the OFAC screen's request (the subject, a blank reference replaced by the user name). */
export const amlConnectSubmitBody = (form: ScreeningFormValues, session: { userName: string }): AmlConnectRequest => ofacSubmitBody(form, session);

export const AML_PEP_LEVELS = ['pep', 'rca'] as const;
export const AML_MEDIA_CATEGORIES = ['fraud', 'money-laundering', 'corruption', 'sanctions-evasion', 'organized-crime', 'tax-evasion'] as const;
export const AML_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type AmlRiskLevel = (typeof AML_RISK_LEVELS)[number];

export const amlPepSchema = z.object({
  name: z.string(),
  /** pep: holds or held a prominent public function; rca: a relative or close associate of one. */
  level: z.enum(AML_PEP_LEVELS),
  position: z.string(),
  country: z.string(),
  since: z.string(),
  until: z.string().nullable(),
  /** for an rca: the PEP they are related to, and how. */
  relatedTo: z.string().nullable(),
  score: z.number(),
});
export type AmlPep = z.infer<typeof amlPepSchema>;

export const amlMediaSchema = z.object({
  headline: z.string(),
  publication: z.string(),
  publishedOn: z.string(),
  category: z.enum(AML_MEDIA_CATEGORIES),
  summary: z.string(),
  score: z.number(),
});
export type AmlMedia = z.infer<typeof amlMediaSchema>;

/** What the PEP and adverse-media lists answer for a subject. */
export const amlListsAnswerSchema = z.object({ peps: z.array(amlPepSchema), adverseMedia: z.array(amlMediaSchema), listsAsOf: z.string() });
export type AmlListsAnswer = z.infer<typeof amlListsAnswerSchema>;

export const amlConnectReportSchema = z.object({
  identifier: z.string(),
  subject: ofacReportSchema.shape.subject,
  risk: z.object({ level: z.enum(AML_RISK_LEVELS), reasons: z.array(z.string()) }),
  /** the OFAC screen, as the OFAC product answers it. */
  sanctions: z.object({ list: ofacReportSchema.shape.list, threshold: z.number(), result: ofacReportSchema.shape.result, candidates: z.array(ofacCandidateSchema) }),
  peps: z.array(amlPepSchema),
  adverseMedia: z.array(amlMediaSchema),
  listsAsOf: z.string(),
  screenedAt: isoTimestamp(),
});
export type AmlConnectReport = z.infer<typeof amlConnectReportSchema>;

export const amlConnectDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ amlConnectReport: amlConnectReportSchema }));
export type AmlConnectDataSourceResponse = z.infer<typeof amlConnectDataSourceResponseSchema>;

export const amlConnectResponseSchema = productResponseSchema('amlconnect', amlConnectDataSourceResponseSchema);
export type AmlConnectResponse = z.infer<typeof amlConnectResponseSchema>;

/**
 * AML Connect's test subjects (docs/products/amlconnect.md, "Sandbox subjects"): the sandbox's
 * politically exposed persons and adverse media (fictitious), a real SDN entry, and a business on no
 * list. Served by GET /sandbox/personas for its form while the sandbox answers.
 */
export const AML_CONNECT_TEST_SUBJECTS: readonly ProductTestSubject[] = [
  { key: 'pep', subjectType: 'individual', firstName: 'Oswin', lastName: 'Tarrant', country: 'PA', description: 'Medium risk: a politically exposed person, Deputy Minister of Energy of Panama.' },
  { key: 'rca', subjectType: 'individual', firstName: 'Lucia', lastName: 'Tarrant', country: 'PA', description: 'Medium risk: the spouse of a politically exposed person.' },
  { key: 'adverseMedia', subjectType: 'individual', firstName: 'Delphine', lastName: 'Marsh', description: 'Medium risk: two adverse media articles, fraud and money laundering.' },
  { key: 'formerPepMedia', subjectType: 'individual', firstName: 'Oswald', lastName: 'Kresge', country: 'VE', description: 'High risk: a former politically exposed person named in an article on corruption.' },
  { key: 'sanctions', ...SDN_TEST_SUBJECTS.guzman, description: 'High risk: the SDN list’s entry 6861.' },
  { key: 'clear', ...SDN_TEST_SUBJECTS.bakery, description: 'Low risk: a business on no list.' },
];

export const AML_CONNECT_PRODUCT = defineProduct({
  key: 'amlconnect',
  code: 'AML',
  name: 'AML Connect',
  family: 'compliance',
  position: 120,
  description: 'Screens a person or a business against the sanctions list, politically exposed persons and adverse media, with one money-laundering risk summary.',
  order: { path: '/idfc/reports/amlconnect', request: amlConnectRequestSchema, response: amlConnectResponseSchema, failure: ORDER_FAILURES.unexpectedCapitalised },
  pdf: { path: '/pdfs/amlconnect/download', fileName: () => 'AMLConnect_report.pdf', failure: PDF_FAILURES.unexpectedCapitalised },
  // anti-money-laundering screening (31 CFR 1020), not an FCRA consumer report: no permissible purpose
  permissiblePurposes: [],
  testSubjects: AML_CONNECT_TEST_SUBJECTS,
});

// ---- how it reads (screen and PDF alike) --------------------------------------------------------

export const AML_RISK_INFO: Record<AmlRiskLevel, { label: string; level: PresentationLevel; text: string }> = {
  high: { label: 'High risk', level: 'alarm', text: 'A sanctions match, or a politically exposed person with adverse media: enhanced due diligence and a compliance decision before any account is opened.' },
  medium: { label: 'Medium risk', level: 'poor', text: 'A politically exposed person, a relative or close associate of one, or adverse media: enhanced due diligence (source of funds and of wealth) before proceeding.' },
  low: { label: 'Low risk', level: 'good', text: 'No sanctions match, no politically exposed person and no adverse media: standard due diligence.' },
};

export const AML_PEP_LEVEL_LABELS: Record<AmlPep['level'], string> = { pep: 'Politically exposed person', rca: 'Relative or close associate' };
export const AML_MEDIA_CATEGORY_LABELS: Record<AmlMedia['category'], string> = {
  fraud: 'Fraud',
  'money-laundering': 'Money laundering',
  corruption: 'Corruption',
  'sanctions-evasion': 'Sanctions evasion',
  'organized-crime': 'Organized crime',
  'tax-evasion': 'Tax evasion',
};

/** What each list says when it found nothing. */
export const AML_NONE_FOUND = { peps: 'No politically exposed person, relative or close associate', adverseMedia: 'No adverse media' } as const;

/** The one risk of a screen, from what each list found: sanctions first. */
export function amlRiskOf(found: { sanctionsHit: boolean; peps: readonly AmlPep[]; adverseMedia: readonly AmlMedia[] }): { level: AmlRiskLevel; reasons: string[] } {
  const reasons: string[] = [];
  if (found.sanctionsHit) reasons.push('A potential match on the OFAC SDN list.');
  const pep = found.peps.find((p) => p.level === 'pep');
  const rca = found.peps.find((p) => p.level === 'rca');
  if (pep) reasons.push(`Politically exposed person: ${pep.position}, ${pep.country}.`);
  if (rca) reasons.push(`Relative or close associate of ${rca.relatedTo ?? 'a politically exposed person'}.`);
  if (found.adverseMedia.length > 0) reasons.push(`${found.adverseMedia.length} adverse media ${found.adverseMedia.length === 1 ? 'article' : 'articles'}: ${[...new Set(found.adverseMedia.map((m) => AML_MEDIA_CATEGORY_LABELS[m.category].toLowerCase()))].join(', ')}.`);
  const level: AmlRiskLevel = found.sanctionsHit || (pep && found.adverseMedia.length > 0) ? 'high' : found.peps.length > 0 || found.adverseMedia.length > 0 ? 'medium' : 'low';
  return { level, reasons };
}
