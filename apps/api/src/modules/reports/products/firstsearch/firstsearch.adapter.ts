import { FIRST_SEARCH_PRODUCT, type FirstSearchRequestParsed } from '@creditdesk/contracts';
import { renderFirstSearchPdf } from './firstsearch-pdf.js';
import { defineAdapter } from '../product-adapter.js';

/** What My Reports names the search by: the name searched, else the phone or the SSN's last four. */
function searchedName(body: FirstSearchRequestParsed): string {
  const c = body.criteria;
  if (c.firstName || c.lastName) return [c.firstName, c.lastName].filter(Boolean).join(' ');
  if (c.phone) return `Phone ending ${c.phone.slice(-4)}`;
  return 'Search by SSN';
}

/**
 * First Search, billed to the account number the request names. A locate of identifying information,
 * not a consumer report: no permissible purpose. No candidate on file is stored as 'No Hit'.
 */
export const firstSearchAdapter = defineAdapter(FIRST_SEARCH_PRODUCT, {
  subjectOf: (body) => ({ consumerName: searchedName(body), coApplicantName: null, ssnLast4: body.criteria.ssn?.slice(-4) ?? '', identity: body.criteria }),
  async pull(ctx, body, { idempotencyKey }) {
    const dataSourceResponse = await ctx.dataSources.get('firstsearch').search({ criteria: body.criteria, idempotencyKey });
    return { dataSourceResponse, status: dataSourceResponse.value.firstSearchReport.candidates.length > 0 ? 'Completed' : 'No Hit' };
  },
  pdf: renderFirstSearchPdf,
});
