import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { batchRejectedRowsEndpoint, batchResultsEndpoint, rejectedRowsFileName, type Batch } from '@creditdesk/contracts';
import { endpointRequest } from '../../api/endpoint-request';
import { type StoreApi, fetchFile } from '../../api/fetch-file';
import { saveFile } from '../../reports/pdf/save-file';

/** The results file's name when the server names none: the batch's name, safe for a file system. */
export const resultsFileName = (batch: Pick<Batch, 'batchName'>) => `${batch.batchName.trim().replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '') || 'batch'}_results.csv`;

/**
 * GET /consumers/batchs/:batchId/results, saved under the server's name. Answers the error when it failed.
 */
export async function downloadBatchResults(store: StoreApi, batch: Batch): Promise<FetchBaseQueryError | undefined> {
  const answer = await fetchFile(store, endpointRequest(batchResultsEndpoint, { params: { batchId: batch.batchId } }), 'batchResults');
  if ('error' in answer) return answer.error;
  saveFile(answer.file.blob, answer.file.fileName ?? resultsFileName(batch));
  return undefined;
}

/**
 * GET /consumers/batchs/:batchId/rejected: the rows the dry run refused, in the file's own layout
 * with a Problems column, saved under the server's name. Answers the error when it failed.
 */
export async function downloadRejectedRows(store: StoreApi, batch: Pick<Batch, 'batchId' | 'fileName'>): Promise<FetchBaseQueryError | undefined> {
  const answer = await fetchFile(store, endpointRequest(batchRejectedRowsEndpoint, { params: { batchId: batch.batchId } }), 'batchRejectedRows');
  if ('error' in answer) return answer.error;
  saveFile(answer.file.blob, answer.file.fileName ?? rejectedRowsFileName(batch.fileName));
  return undefined;
}
