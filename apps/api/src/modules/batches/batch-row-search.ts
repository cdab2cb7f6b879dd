import type { BATCH_ROWS_SORT, BatchRowPage, BatchRowStatus, SortOrder } from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { visibleBatch } from './batch-access.js';
import { batchRowView } from './batch-view.js';
import { pageBatchRows } from './batches.repository.js';

/** A page of a batch's rows matching keywords (name, reference, findings), for My Reports' search path with a batch id. */
export async function searchBatchRows(
  db: Db,
  caller: Caller,
  batchId: string,
  q: { pageNumber: number; pageSize: number; status?: BatchRowStatus; keyWords?: string; sort?: SortOrder<(typeof BATCH_ROWS_SORT.columns)[number]> },
): Promise<BatchRowPage> {
  const batch = await visibleBatch(db, caller, batchId);
  const { rows, total } = await pageBatchRows(db, batch.id, q);
  return { content: rows.map(batchRowView), totalElements: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}
