import { API_MESSAGES, type ProductKey, productByKey } from '@creditdesk/contracts';
import type { AppContext, Caller } from '../../app-context.js';
import { badRequest } from '../../lib/http-error.js';
import { findCompanyName, findInquiry } from './inquiries.repository.js';
import { assertMayReadInquiry } from './inquiry-access.js';
import { PRODUCT_ADAPTERS } from './products/index.js';
import { recordReportRead } from './report-read-audit.js';
import { storedIdentity, storedReportData } from './stored-inquiry.js';
import { storedAlertCheck } from './alert-check.js';

/**
 * A stored report as a PDF: the product is the stored inquiry's (the path must be that product's),
 * the content the server's own encrypted copy, never data the browser sends. Every download is audited.
 */
export async function storedPdf(
  ctx: AppContext,
  caller: Caller,
  pathProduct: ProductKey,
  request: { inquiryId: string; view: string },
  meta: { correlationId: string; ip?: string },
): Promise<{ body: Buffer; fileName: string }> {
  const row = await findInquiry(ctx.db, request.inquiryId);
  assertMayReadInquiry(caller, row);
  const product = productByKey(row.product);
  if (!product || row.product !== pathProduct) throw badRequest(API_MESSAGES.products.notThisProduct(productByKey(pathProduct)?.name ?? pathProduct));
  const adapter = PRODUCT_ADAPTERS[product.key as ProductKey];
  const dataSourceResponse = storedReportData(ctx.cipher, row);
  const alertCheck = await storedAlertCheck(ctx, row, dataSourceResponse);
  const body = await adapter.renderPdf({
    dataSourceResponse,
    view: request.view,
    inquiry: {
      id: row.id,
      createdAt: row.createdAt,
      customerName: (await findCompanyName(ctx.db, row.customerId)) ?? '',
      userName: row.username,
      accountNumber: row.accountNumber,
      customerReferenceNumber: row.customerReferenceNumber,
      permissiblePurpose: row.permissiblePurpose,
      ...(alertCheck ? { alertCheck } : {}),
    },
  });
  await recordReportRead(ctx.db, { action: 'report.pdf-downloaded', caller, row, meta, details: { view: request.view } });
  return { body, fileName: product.pdf.fileName(adapter.fileNameSubject(storedIdentity(ctx.cipher, row))) };
}
