import { useState } from 'react';
import type { BatchSamplePreview } from '@creditdesk/contracts';
import { adminFailureText } from '../../../lib/admin-failure';
import { type SampleArgs, usePreviewSampleMutation } from '../api';

export type ReadSample = { fileName: string; file: File; preview: BatchSamplePreview };

/**
 * A sample file read by the server (its headers, first rows and the column each header looks like);
 * a file it cannot read says why (not CSV, empty, no header row) and keeps the last one read.
 */
export function useSample() {
  const [previewSample, state] = usePreviewSampleMutation();
  const [sample, setSample] = useState<ReadSample | undefined>();
  const [error, setError] = useState<string | undefined>();

  const read = async (args: SampleArgs): Promise<ReadSample | undefined> => {
    setError(undefined);
    const result = await previewSample(args);
    if (result.error) {
      setError(adminFailureText(result.error));
      return undefined;
    }
    const next = { fileName: args.file.name, file: args.file, preview: result.data };
    setSample(next);
    return next;
  };

  return { sample, read, reading: state.isLoading, error, clear: () => setSample(undefined) };
}
