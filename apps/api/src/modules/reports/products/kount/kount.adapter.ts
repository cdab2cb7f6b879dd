import { KOUNT_PRODUCT, type KountDataSourceResponse, kountSubjectOf, ofacSubjectName } from '@creditdesk/contracts';
import { ofacSourceFor } from '../../../compliance/ofac/ofac-source.js';
import { companyOfacThreshold } from '../../../compliance/ofac/sdn-lists.repository.js';
import { renderKountPdf } from './kount-pdf.js';
import { checkOwnCustomerConfigurations, defineAdapter } from '../product-adapter.js';

/**
 * Kount Compliance: a person or business match against the watchlist (the OFAC SDN list of the day),
 * its request naming the caller and company in `customerConfigurations` (both checked), billed to the
 * account number it names. A potential match is a 'review' decision.
 */
export const kountAdapter = defineAdapter(KOUNT_PRODUCT, {
  async checkOrder(_ctx, caller, body) {
    checkOwnCustomerConfigurations(caller, body.customerConfigurations);
    return undefined;
  },
  referenceOf: (body) => body.customerConfigurations.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: ofacSubjectName(kountSubjectOf(body)), coApplicantName: null, ssnLast4: '', identity: body.personMatch ? { personMatch: body.personMatch } : { businessMatch: body.businessMatch } }),
  async pull(ctx, body, { customerId, idempotencyKey }) {
    const threshold = await companyOfacThreshold(ctx.db, customerId);
    const screen = (await ofacSourceFor(ctx).screen({ subject: kountSubjectOf(body), threshold, idempotencyKey })).value.ofacReport;
    const dataSourceResponse: KountDataSourceResponse = {
      kountReportRequest: {
        value: body.personMatch ? { personMatch: { name: { first: body.personMatch.name.first, last: body.personMatch.name.last } } } : { businessMatch: { name: body.businessMatch!.name } },
      },
      value: {
        kountReport: {
          decision: screen.result === 'hit' ? 'review' : 'pass',
          watchlist: { name: 'OFAC Specially Designated Nationals', list: screen.list, threshold: screen.threshold },
          matches: screen.candidates,
          screenedAt: screen.screenedAt,
        },
      },
      errors: [],
      status: 200,
    };
    return { dataSourceResponse, status: 'Completed' };
  },
  fileNameSubject(identity) {
    const match = identity as { personMatch?: { name: { first: string; last: string } }; businessMatch?: { name: string } } | null;
    if (match?.personMatch) return { firstName: match.personMatch.name.first, lastName: match.personMatch.name.last };
    return { firstName: match?.businessMatch?.name ?? '', lastName: '' };
  },
  pdf: renderKountPdf,
});
