import { FIRST_SEARCH_PRODUCT, type FirstSearchRequestParsed, firstSearchDataSourceResponseSchema } from '@creditdesk/contracts';
import { dataSourceFor } from '../../../datasources/data-sources.js';
import { type FirstSearchDataSource, createSandboxFirstSearch } from '../../../datasources/sandbox/firstsearch/firstsearch-source.js';
import { renderFirstSearchPdf } from '../pdf/products/firstsearch-pdf.js';
import { type ProductAdapter, productAnswer } from './product-adapter.js';

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
export const firstSearchAdapter: ProductAdapter<FirstSearchRequestParsed> = {
  accountNumberOf: (body) => body.accountNumber,
  permissiblePurposeOf: () => undefined,
  referenceOf: (body) => body.customerReferenceNumber,
  subjectOf: (body) => ({ consumerName: searchedName(body), coApplicantName: null, ssnLast4: body.criteria.ssn?.slice(-4) ?? '', identity: body.criteria }),
  async pull(ctx, body, { idempotencyKey }) {
    const source = dataSourceFor<FirstSearchDataSource>(ctx, FIRST_SEARCH_PRODUCT.key, () => createSandboxFirstSearch());
    const dataSourceResponse = await source.search({ criteria: body.criteria, idempotencyKey });
    return { dataSourceResponse, status: dataSourceResponse.value.firstSearchReport.candidates.length > 0 ? 'Completed' : 'No Hit' };
  },
  answer: productAnswer(FIRST_SEARCH_PRODUCT.key),
  // the file's name is fixed (reports.md §7: firstSearch_report.pdf)
  fileNameSubject: () => ({ firstName: '', lastName: '' }),
  renderPdf: ({ dataSourceResponse, inquiry }) => renderFirstSearchPdf({ dataSourceResponse: firstSearchDataSourceResponseSchema.parse(dataSourceResponse), inquiry }),
};
