import { OFAC_PRODUCT, ofacDataSourceResponseSchema, ofacSubjectName } from '@creditdesk/contracts';
import { openCase } from '../../../compliance/ofac/ofac-cases.repository.js';
import { ofacSourceFor } from '../../../compliance/ofac/ofac-source.js';
import { companyOfacThreshold } from '../../../compliance/ofac/sdn-lists.repository.js';
import { renderOfacPdf } from './ofac-pdf.js';
import { defineAdapter } from '../product-adapter.js';

/**
 * OFAC: a person or a business screened against the SDN list of the day, billed to the account
 * number the request names. Not an FCRA consumer report: no permissible purpose. A hit is stored
 * as 'Completed' like a clear screen (the candidates are the report) and opens a review case.
 */
export const ofacAdapter = defineAdapter(OFAC_PRODUCT, {
  subjectOf: (body) => ({ consumerName: ofacSubjectName(body.subject), coApplicantName: null, ssnLast4: '', identity: body.subject }),
  async pull(ctx, body, { customerId, idempotencyKey }) {
    const threshold = await companyOfacThreshold(ctx.db, customerId);
    const dataSourceResponse = await ofacSourceFor(ctx).screen({ subject: body.subject, threshold, idempotencyKey });
    return { dataSourceResponse, status: 'Completed' };
  },
  // a hit opens its review case with the screen: a compliance user decides it
  async afterStore(tx, stored, dataSourceResponse) {
    const report = ofacDataSourceResponseSchema.parse(dataSourceResponse).value.ofacReport;
    if (report.result !== 'hit') return;
    await openCase(tx, { customerId: stored.customerId, inquiryId: stored.inquiryId, subjectName: stored.subjectName, candidateCount: report.candidates.length, bestScore: report.candidates[0].score, openedBy: stored.username, openedAt: stored.createdAt });
  },
  pdf: renderOfacPdf,
});
