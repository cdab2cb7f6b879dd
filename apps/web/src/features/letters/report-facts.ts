import {
  CONSUMER_PRODUCTS,
  MAX_LETTER_REASONS,
  creditReportsOf,
  creditScoreModelOf,
  disclosedKeyFactors,
  splitConsumerResponse,
  type ConsumerProduct,
  type DataSourceResponse,
  type ReasonCode,
} from '@creditdesk/contracts';

export type KeyFactorFact = { code: string; text: string };

/** One applicant of a stored consumer credit report, as a letter reads them. */
export type ApplicantFacts = {
  applicant: 'primary' | 'coapplicant';
  label: string;
  /** the name on the bureau's file (the letter's recipient is the order's name). */
  fileName: string;
  score: { value: number; model: string } | null;
  /** the key factors a letter discloses: the first four, and the inquiries factor as a fifth (1681g(f)(9)). */
  keyFactors: KeyFactorFact[];
};

const isConsumerProduct = (product: string): product is ConsumerProduct => (CONSUMER_PRODUCTS as readonly string[]).includes(product);

/**
 * The applicants of a stored report a letter can be built from (a consumer credit report: CCR,
 * OneView, OneView+), each with its score and the key factors a letter discloses; undefined for
 * another product. A pair is split as the viewer splits it (contracts' splitConsumerResponse).
 */
export function applicantsOf(product: string, dataSourceResponse: unknown): ApplicantFacts[] | undefined {
  if (!isConsumerProduct(product)) return undefined;
  const views = splitConsumerResponse(product, dataSourceResponse as DataSourceResponse);
  return views.flatMap((view) => {
    const report = creditReportsOf(product, view.dataSourceResponse)[0];
    if (!report) return [];
    const { score } = report;
    const model = creditScoreModelOf(score.model);
    const factors = score.value === null ? [] : model ? disclosedKeyFactors(score.reasons, model.inquiriesFactor) : score.reasons.slice(0, 4);
    return [
      {
        applicant: view.name,
        label: view.label,
        fileName: `${report.subject.firstName} ${report.subject.lastName}`.trim(),
        score: score.value === null ? null : { value: score.value, model: score.model },
        keyFactors: factors.map((f) => ({ code: f.code, text: f.text })),
      },
    ];
  });
}

/**
 * The reasons a letter starts with: the company's reason codes its key factors map to, in the key
 * factors' order, each once, at most four (Regulation B's principal reasons).
 */
export function suggestedReasons(keyFactors: readonly KeyFactorFact[], codes: readonly ReasonCode[]): string[] {
  const chosen: string[] = [];
  for (const factor of keyFactors) {
    const code = codes.find((c) => c.bureauFactorCodes.includes(factor.code))?.code;
    if (code && !chosen.includes(code)) chosen.push(code);
  }
  return chosen.slice(0, MAX_LETTER_REASONS);
}

/** The report's key factors that stand for a reason code (shown beside the reason). */
export const factorsOf = (code: ReasonCode, keyFactors: readonly KeyFactorFact[]): KeyFactorFact[] => keyFactors.filter((f) => code.bureauFactorCodes.includes(f.code));
