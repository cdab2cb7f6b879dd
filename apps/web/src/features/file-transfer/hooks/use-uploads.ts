import { useCallback, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { filesChanged } from '../api';
import { UploadCancelled, cancelUpload, fileProblem, uploadCalls, uploadInParts, type Target } from '../part-upload';

export type UploadItem = {
  key: string;
  fileName: string;
  fraction: number;
  state: 'checking' | 'sending' | 'done' | 'failed' | 'cancelled';
  message?: string;
};

type Running = { file: File; controller: AbortController; uploadId?: string };

/** The files being sent to one folder, each with its progress, and its cancel. */
export function useUploads(target: Target) {
  const store = useStore();
  const dispatch = useAppDispatch();
  const [items, setItems] = useState<UploadItem[]>([]);
  const running = useRef(new Map<string, Running>());

  const update = useCallback((key: string, patch: Partial<UploadItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...patch } : i))), []);

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = `${file.name}:${file.size}:${file.lastModified}:${Date.now()}`;
        const controller = new AbortController();
        running.current.set(key, { file, controller });
        setItems((all) => [...all, { key, fileName: file.name, fraction: 0, state: 'checking' }]);
        void (async () => {
          try {
            const problem = await fileProblem(file);
            if (problem) return update(key, { state: 'failed', message: problem });
            update(key, { state: 'sending' });
            const calls = uploadCalls(store, controller.signal);
            const done = await uploadInParts(calls, target, file, (id) => (running.current.get(key)!.uploadId = id), (fraction) => update(key, { fraction }), controller.signal);
            update(key, { state: 'done', fraction: 1, message: done.file ? `Received: cycle ${done.file.cycleNumber}.` : undefined });
            dispatch(filesChanged());
          } catch (err) {
            if (err instanceof UploadCancelled || controller.signal.aborted) update(key, { state: 'cancelled', message: 'Cancelled: nothing of it was kept.' });
            else update(key, { state: 'failed', message: (err as Error).message });
          } finally {
            running.current.delete(key);
          }
        })();
      }
    },
    [store, target, update, dispatch],
  );

  const cancel = useCallback(
    async (key: string) => {
      const run = running.current.get(key);
      if (!run) return;
      run.controller.abort();
      await cancelUpload(uploadCalls(store, new AbortController().signal), target, run.file, run.uploadId);
    },
    [store, target],
  );

  return { items, add, cancel };
}
