import type { BaseQueryApi, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { batchResultsEndpoint, type Batch } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { reauthBaseQuery } from '../../api/reauth-base-query';
import { fileNameFromDisposition } from '../../reports/pdf/content-disposition';
import { saveFile } from '../../reports/pdf/save-file';

type StoreApi = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

/** The results file's name when the server names none: the batch's name, safe for a file system. */
export const resultsFileName = (batch: Pick<Batch, 'batchName'>) => `${batch.batchName.trim().replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'batch'}_results.csv`;

/**
 * GET /consumers/batchs/:batchId/results through the portal's one base query (token, 401 refresh),
 * read as a blob and saved (not an RTK endpoint: no Blob enters the store). Answers the error when it failed.
 */
export async function downloadBatchResults(store: StoreApi, batch: Batch): Promise<FetchBaseQueryError | undefined> {
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'batchResults',
    type: 'mutation',
  };
  const args = {
    ...endpointRequest(batchResultsEndpoint, { params: { batchId: batch.batchId } }),
    responseHandler: (response: Response) => (response.ok ? response.blob() : response.json().catch(() => undefined)),
  };
  const result = await reauthBaseQuery(args, api, {});
  if (result.error) return result.error;
  const meta = result.meta as FetchBaseQueryMeta | undefined;
  saveFile(result.data as Blob, fileNameFromDisposition(meta?.response?.headers.get('content-disposition')) ?? resultsFileName(batch));
  return undefined;
}
