import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { batchDryRunSchema, submitBatchEndpoint, type BatchDryRun, type BatchSubmissionFields } from '@creditdesk/contracts';
import { apiUrl } from '../../api/api-base-url';
import { refreshSession } from '../../api/refresh-session';
import { loggedOut } from '../../lib/auth/auth-slice';
import { clearSessionData, readAccessToken } from '../../lib/auth/token-storage';
import { selectClientConfig, type ClientConfigState } from '../../lib/client-config-slice';

type StoreLike = { dispatch: (action: { type: string }) => unknown; getState: () => unknown };

export type UploadOutcome = { ok: true; dryRun: BatchDryRun } | { ok: false; error: FetchBaseQueryError };

type Answer = { kind: 'answer'; status: number; body: unknown } | { kind: 'FETCH_ERROR' } | { kind: 'ABORTED' };

/** The multipart body: the fields first, the file last (the server streams the file as it reads it). */
export function submissionForm(fields: BatchSubmissionFields, file: File): FormData {
  const form = new FormData();
  for (const key of ['product', 'templateId', 'accountNumber', 'permissiblePurpose', 'batchName', 'columns'] as const) {
    const value = fields[key];
    if (value) form.append(key, value);
  }
  form.append('file', file, file.name);
  return form;
}

function send(form: FormData, token: string | null, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ kind: 'ABORTED' });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(submitBatchEndpoint.method, apiUrl(submitBatchEndpoint.path));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON (a proxy's page): kept as text
      }
      resolve({ kind: 'answer', status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ kind: 'FETCH_ERROR' });
    xhr.onabort = () => resolve({ kind: 'ABORTED' });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /consumers/batchs/submission as multipart with XMLHttpRequest (fetch reports no upload
 * progress), authenticated as the portal's base query does: the stored access token, and on a 401
 * one shared token refresh and a retry, at most the client config's retryLimit401 times; a refused
 * refresh ends the session. A 201 is the dry run; anything else the error as RTK Query shapes it.
 */
export async function uploadBatch(store: StoreLike, fields: BatchSubmissionFields, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  const { retryLimit401 } = selectClientConfig(store.getState() as { clientConfig: ClientConfigState });
  for (let attempt = 0; ; attempt += 1) {
    const token = readAccessToken();
    onProgress(0);
    const answer = await send(submissionForm(fields, file), token, onProgress, signal);
    if (answer.kind === 'FETCH_ERROR') return { ok: false, error: { status: 'FETCH_ERROR', error: 'The file could not be sent' } };
    if (answer.kind === 'ABORTED') return { ok: false, error: { status: 'CUSTOM_ERROR', error: 'The upload was cancelled' } };
    if (answer.status === 201 || answer.status === 200) {
      const parsed = batchDryRunSchema.safeParse(answer.body);
      if (parsed.success) return { ok: true, dryRun: parsed.data };
      return { ok: false, error: { status: 'PARSING_ERROR', originalStatus: answer.status, data: String(answer.body), error: parsed.error.message } };
    }
    if (answer.status !== 401 || !token) return { ok: false, error: { status: answer.status, data: answer.body } };
    if (attempt >= retryLimit401) {
      clearSessionData();
      store.dispatch(loggedOut());
      return { ok: false, error: { status: answer.status, data: answer.body } };
    }
    if (readAccessToken() === token && (await refreshSession(store)) !== 'refreshed') return { ok: false, error: { status: answer.status, data: answer.body } };
  }
}
