import { API_MESSAGES } from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { inquiryScopeOf } from '../reports/inquiry-access.js';
import { type BatchRecord, findBatch } from './batches.repository.js';

/** A batch the caller may see: the company's, and their own unless they hold usertransactionsadmin; else 404. */
export async function visibleBatch(db: Db, caller: Caller, batchId: string): Promise<BatchRecord> {
  const batch = await findBatch(db, caller.customerId, batchId);
  const scope = inquiryScopeOf(caller);
  if (!batch || (scope.userId && batch.userId !== scope.userId)) throw notFound(API_MESSAGES.batches.notFound);
  return batch;
}

