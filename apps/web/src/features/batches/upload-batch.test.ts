import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../lib/auth/storage-keys';
import { errorBody, fakeApi, json } from '../../testing/fake-api';
import { TEST_CONFIG, makeTokenSet } from '../../testing/fixtures';
import { DRY_RUN_ERRORS, fakeUpload, makeBatch } from './testing/fake-batches';
import { uploadBatch } from './upload-batch';

const store = () => ({ dispatch: vi.fn(), getState: () => ({ clientConfig: { value: TEST_CONFIG, status: 'loaded' as const } }) });
const FILE = new File(['firstName\r\nJane\r\n'], 'one.csv', { type: 'text/csv' });
const DRY_RUN = { batch: makeBatch(), errors: DRY_RUN_ERRORS };

describe('the batch upload', () => {
  it('sends the stored access token; on a 401 refreshes the tokens once and sends the file again', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    sessionStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
    const refresh = fakeApi((request) => (request.url.pathname === '/api/oauth2/token/refresh' ? json(makeTokenSet({ access_token: 'access-2', refresh_token: 'refresh-2' })) : errorBody(404)));
    const upload = fakeUpload((sent) => (sent.headers.Authorization === 'Bearer access-2' ? { status: 201, body: DRY_RUN } : { status: 401, body: { status: 401, message: 'expired' } }));
    const progress: number[] = [];
    const outcome = await uploadBatch(store(), { product: 'acrov6' }, FILE, (f) => progress.push(f));
    expect(outcome).toEqual({ ok: true, dryRun: DRY_RUN });
    expect(upload.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refresh.callsTo('/api/oauth2/token/refresh')).toHaveLength(1);
    expect(progress.slice(-5)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('answers a refusal as RTK Query shapes an error, and a 201 that is not a dry run as a parsing error', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
    let answer: { status: number; body: unknown } = { status: 413, body: { status: 413, message: 'The file is larger than 100 MB' } };
    fakeUpload(() => answer);
    expect(await uploadBatch(store(), {}, FILE, () => undefined)).toEqual({ ok: false, error: { status: 413, data: answer.body } });
    answer = { status: 201, body: { batch: {} } };
    const outcome = await uploadBatch(store(), {}, FILE, () => undefined);
    expect(outcome.ok === false && outcome.error.status).toBe('PARSING_ERROR');
  });

  it('sends nothing more once cancelled', async () => {
    fakeUpload(() => ({ status: 201, body: DRY_RUN }));
    const controller = new AbortController();
    controller.abort();
    const outcome = await uploadBatch(store(), {}, FILE, () => undefined, controller.signal);
    expect(outcome.ok).toBe(false);
  });
});
