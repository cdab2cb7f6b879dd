import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { BatchDryRun, BatchSubmissionFields } from '@creditdesk/contracts';
import { batchesApi } from '../api';
import { uploadBatch, type UploadOutcome } from '../upload-batch';

export type UploadState = { phase: 'idle' } | { phase: 'uploading'; fileName: string; fraction: number } | { phase: 'dry-run'; dryRun: BatchDryRun };

/**
 * The file's upload and its answer: the upload's progress (0–1; at 1 the server is checking the rows),
 * then the dry run. Leaving the page cancels an upload under way.
 */
export function useBatchUpload() {
  const store = useStore();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (fields: BatchSubmissionFields, file: File): Promise<UploadOutcome> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ phase: 'uploading', fileName: file.name, fraction: 0 });
    const outcome = await uploadBatch(store, fields, file, (fraction) => {
      if (!own.signal.aborted) setState({ phase: 'uploading', fileName: file.name, fraction });
    }, own.signal);
    if (controller.current === own) controller.current = null;
    setState(outcome.ok ? { phase: 'dry-run', dryRun: outcome.dryRun } : { phase: 'idle' });
    // the list shows the new dry run
    if (outcome.ok) store.dispatch(batchesApi.util.invalidateTags(['Batches']));
    return outcome;
  };

  const cancelUpload = () => controller.current?.abort();
  const reset = () => setState({ phase: 'idle' });

  return { state, upload, cancelUpload, reset };
}
