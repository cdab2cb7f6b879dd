import { productNameOfKey } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import type { BatchLog } from './batch-processing.js';
import { findBatchById, submitterOf } from './batches.repository.js';

/** The submitter is told when a batch has ended: how many rows were ordered, how many failed, and where to read them. */
export async function sendBatchEndedMail(ctx: AppContext, batchId: string, log: BatchLog): Promise<void> {
  try {
    const batch = await findBatchById(ctx.db, batchId);
    const to = batch && (await submitterOf(ctx.db, batch.userId));
    if (!batch || !to) return;
    const valid = batch.totalRows - batch.invalidRows;
    const link = `${ctx.config.publicUrl}/batch/${batch.id}`;
    const failed = batch.failedRows > 0 ? ` ${batch.failedRows} failed: open the batch to see why and re-run them.` : '';
    await ctx.mailer.send({
      to: to.email,
      subject: `Your batch ${batch.batchName} has finished`,
      template: 'batch-ended',
      text: [
        `Hello ${to.firstName},`,
        '',
        `Your batch "${batch.batchName}" (${productNameOfKey(batch.product)}, file ${batch.fileName}) has finished: ${batch.completedRows} of ${valid} reports were ordered.${failed}`,
        batch.invalidRows > 0 ? `${batch.invalidRows} rows of the file were not ordered because of problems found when it was checked.` : '',
        '',
        `Read the results and download them as CSV: ${link}`,
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    });
  } catch (err) {
    // the batch has ended either way; the page shows it
    log.error({ err, batchId }, 'the batch-ended mail could not be sent');
  }
}
