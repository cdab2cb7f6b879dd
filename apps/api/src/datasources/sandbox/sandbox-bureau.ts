import { COAPPLICANT_REPORT_ID, type CreditReport, type DataxReport, PRIMARY_REPORT_ID, type TwnSelectReport } from '@creditdesk/contracts';
import type { ApplicantIdentity, ConsumerBureau, ConsumerReportPull, ConsumerReportResult } from '../consumer-bureau.js';
import { SANDBOX_AS_OF } from './calendar.js';
import { type CreditFile, fileContext, finalizeFile, generateFile, noHitParts } from './file-generator.js';
import { identityKey, normalizeApplicant } from './identity.js';
import { IdempotentAnswers } from './idempotent-answers.js';
import { SANDBOX_EMPLOYMENT_ONLY_TEMPLATE } from './account-checks.js';
import { dataxRecord, twnRecord } from './oneview.js';
import { findPersona, personaFile } from './personas.js';
import { Rng } from './seeded-random.js';

export { SANDBOX_AS_OF } from './calendar.js';
export { SANDBOX_PERSONAS, type SandboxPersona, type PersonaKey } from './personas.js';

export type SandboxBureauOptions = {
  /**
   * The date every report is "as of": accounts are last reported in the month before it, inquiries
   * fall in the 24 months before it. Fixed (default 2026-11-01) so that the same consumer gets the
   * same report byte for byte whenever it is pulled; pass another date to age the files.
   */
  asOf?: Date;
  /** how many idempotency keys' answers it remembers (the oldest forgotten first); default 200. */
  rememberedKeys?: number;
  /** called once per answer it makes; not for a repeated key answered from memory (the loopback server counts pulls with it). */
  onPull?: (idempotencyKey: string) => void;
};

type Pulled = { file: CreditFile; seedKey: string; dateOfBirth: string };

/** One applicant's file: a persona's when the SSN is a persona's, else one generated from the identity. */
export function sandboxFile(applicant: ApplicantIdentity, asOf: Date = SANDBOX_AS_OF): CreditFile {
  return pull(applicant, asOf).file;
}

function pull(applicant: ApplicantIdentity, asOf: Date): Pulled {
  const subject = normalizeApplicant(applicant);
  const persona = findPersona(subject.ssn);
  if (persona) return { file: personaFile(persona, subject, asOf), seedKey: `sandbox-persona|${persona.key}`, dateOfBirth: persona.dateOfBirth };
  const seedKey = identityKey(subject);
  const ctx = fileContext(subject, asOf);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(subject.dateOfBirth) || subject.ssn.length !== 9) {
    return { file: finalizeFile(noHitParts(ctx), asOf), seedKey, dateOfBirth: '1900-01-01' };
  }
  return { file: generateFile(ctx, Rng.fromKey(seedKey)), seedKey, dateOfBirth: subject.dateOfBirth };
}

/**
 * The sandbox consumer bureau, the default data source. It answers from test personas (by SSN, see
 * docs/sandbox-personas.md) or from a file generated deterministically from the consumer's identity;
 * it never fails and never reaches a network. The product changes the wrapper only: the same consumer
 * has the same file content for acrov6, nal and oneviewplus; OneView+ adds employment when the pull
 * carries a TWN account and template, alternative data when it carries a DataX account. A repeated idempotency key is answered
 * with its first answer, as a real bureau de-duplicates a retried call.
 */
export function createSandboxBureau(options: SandboxBureauOptions = {}): ConsumerBureau {
  const asOf = options.asOf ?? SANDBOX_AS_OF;
  // a report is some kilobytes: remember a retry's worth of keys, not a day's orders
  const answered = new IdempotentAnswers<ConsumerReportResult>(options.rememberedKeys ?? 200);
  return {
    name: 'sandbox',
    async pullConsumerReport(request: ConsumerReportPull): Promise<ConsumerReportResult> {
      return answered.once(request.idempotencyKey, () => {
        options.onPull?.(request.idempotencyKey);
        return answer(request, asOf);
      });
    },
  };
}

function answer(request: ConsumerReportPull, asOf: Date): ConsumerReportResult {
  const reports: CreditReport[] = [];
  const twnSelectReport: TwnSelectReport[] = [];
  const dataxReport: DataxReport[] = [];
  request.applicants.forEach((applicant, i) => {
    const coapplicant = applicant.role ? applicant.role === 'coapplicant' : i > 0;
    const identifier = coapplicant ? COAPPLICANT_REPORT_ID : PRIMARY_REPORT_ID;
    const { file, seedKey, dateOfBirth } = pull(applicant, asOf);
    // a configuration's score model names the score (the same value: a sandbox simplification, docs/decisions.md)
    reports.push({ identifier, product: request.product, ...file, ...(request.scoreModel ? { score: { ...file.score, model: request.scoreModel } } : {}) });
    if (request.product === 'oneviewplus' && request.twn) {
      const twn = twnRecord(file, dateOfBirth, seedKey, asOf);
      // the sandbox's 'employment only' template answers no income (sandbox/account-checks.ts)
      twnSelectReport.push({ identifier, ...twn, ...(request.twn.templateName === SANDBOX_EMPLOYMENT_ONLY_TEMPLATE ? { annualIncome: null } : {}) });
    }
    if (request.product === 'oneviewplus' && request.datax) dataxReport.push({ identifier, ...dataxRecord(file, dateOfBirth, seedKey, asOf) });
  });
  // OneView+ carries a section only for a source the company connected (the pull's twn and datax)
  return {
    reports,
    ...(request.product === 'oneviewplus' && request.twn ? { twnSelectReport } : {}),
    ...(request.product === 'oneviewplus' && request.datax ? { dataxReport } : {}),
    errors: [],
  };
}
