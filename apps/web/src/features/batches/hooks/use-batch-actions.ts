import { useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { Batch } from '@creditdesk/contracts';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useMarkBatchDownloadedMutation, useRerunBatchMutation } from '../api';
import { downloadBatchResults } from '../download-results';
import { refusalText } from '../refusal-text';
import { useDeleteBatch } from './use-delete-batch';

/** The batch page's acts: download the results (then mark them downloaded), re-run the failed rows, delete the batch. */
export function useBatchActions(batch: Batch | undefined) {
  const store = useStore();
  const navigate = useNavigate();
  const messages = usePageMessages();
  const [markDownloaded] = useMarkBatchDownloadedMutation();
  const [rerunBatch, rerunState] = useRerunBatchMutation();
  const { remove, deleting } = useDeleteBatch();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!batch) return;
    setDownloading(true);
    const error = await downloadBatchResults(store, batch);
    setDownloading(false);
    if (error) messages.error(refusalText(error));
    else if (batch.downloadStatus !== 'downloaded') await markDownloaded(batch.batchId);
  };

  const rerun = async () => {
    if (!batch) return;
    const result = await rerunBatch(batch.batchId);
    if (result.error) messages.error(refusalText(result.error));
  };

  const removeBatch = (target: Batch) => remove(target, () => navigate('/batch'));

  return { download, downloading, rerun, rerunning: rerunState.isLoading, removeBatch, deleting };
}
