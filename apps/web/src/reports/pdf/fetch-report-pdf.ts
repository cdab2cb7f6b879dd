import type { BaseQueryApi, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { REPORT_PDF_ENDPOINTS, type ProductKey } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { reauthBaseQuery } from '../../api/reauth-base-query';
import { fileNameFromDisposition } from './content-disposition';

/** reports.md §4 and §9: a PDF is tried up to 3 times in all while the server answers 504. */
export const PDF_MAX_ATTEMPTS = 3;

export type PdfView = 'primary' | 'coapplicant';
export type PdfRequest = { inquiryId: string; view: PdfView };
export type PdfFile = { blob: Blob; fileName: string | undefined };

type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

export class PdfDownloadError extends Error {
  constructor(readonly error: FetchBaseQueryError) {
    super(`PDF download failed with ${String(error.status)}`);
  }
}

/** The PDF endpoint of a product key (the contracts' registry builds one for every product). */
function pdfEndpointOf(product: string) {
  if (!Object.hasOwn(REPORT_PDF_ENDPOINTS, product)) throw new Error(`no PDF endpoint for product ${product}`);
  return REPORT_PDF_ENDPOINTS[product as ProductKey];
}

/**
 * POSTs the product's PDF call through the portal's one base query (bearer token, 401 refresh and
 * retry), reading the answer as a blob. The server renders from its own stored copy of the inquiry.
 */
export async function fetchReportPdf(store: StoreApi, product: string, body: PdfRequest, signal?: AbortSignal): Promise<PdfFile> {
  const args = {
    ...endpointRequest(pdfEndpointOf(product), { body }),
    responseHandler: (response: Response) => (response.ok ? response.blob() : response.text()),
  };
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: signal ?? controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'reportPdf',
    type: 'mutation',
  };
  for (let attempt = 1; ; attempt += 1) {
    const result = await reauthBaseQuery(args, api, {});
    if (!result.error) {
      const meta = result.meta as FetchBaseQueryMeta | undefined;
      return { blob: result.data as Blob, fileName: fileNameFromDisposition(meta?.response?.headers.get('content-disposition')) };
    }
    if (result.error.status !== 504 || attempt >= PDF_MAX_ATTEMPTS) throw new PdfDownloadError(result.error);
  }
}
