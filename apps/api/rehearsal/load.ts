import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EFTS_PART_CHECKSUM_HEADER, IDEMPOTENCY_KEY_HEADER, type EftsUpload } from '@creditdesk/contracts';
import { consumerRequest } from '../src/testing/consumer-requests.js';
import { sleep } from './processes.js';

/*
 * The rehearsal's client: steady load through the balancer as a lender's integration would send it.
 * It retries what may be retried (a GET, a write carrying an Idempotency-Key, an upload's missing
 * parts after asking which the server holds) and counts every attempt and every final answer.
 */

/** A failure the balancer or a stopping server gives: retried when the request may be sent again. */
const RETRYABLE = new Set([0, 502, 503, 504]);

export type OpStats = { requests: number; attempts: number; failedAttempts: number; failed: number; failedStatuses: Record<string, number> };
export type AcknowledgedOrder = { reference: string; inquiryId: string };

export class LoadClient {
  readonly stats = new Map<string, OpStats>();
  readonly acknowledged: AcknowledgedOrder[] = [];
  /** orders that did not get a 2xx: their reference and final status (0: no answer). */
  readonly unacknowledged: { reference: string; status: number }[] = [];
  /** any final answer outside 2xx and the clean 409/502/503/504 (a 500, say), with its body. */
  readonly unclean: string[] = [];
  private running = true;

  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
    readonly customerId: string,
    /** proves a fresh second factor for the session: a batch's confirmation is a step-up act (docs/security.md). */
    private readonly stepUp: () => Promise<void>,
  ) {}

  private op(name: string): OpStats {
    let s = this.stats.get(name);
    if (!s) this.stats.set(name, (s = { requests: 0, attempts: 0, failedAttempts: 0, failed: 0, failedStatuses: {} }));
    return s;
  }

  /**
   * One request, sent again on a retryable failure while `attempts` last (a GET or a keyed write:
   * the same key each time). Answers the final status and body.
   */
  async call(name: string, method: string, path: string, options: { body?: BodyInit; headers?: Record<string, string>; attempts?: number } = {}): Promise<{ status: number; body: string }> {
    const stats = this.op(name);
    stats.requests += 1;
    const attempts = options.attempts ?? 1;
    let last = { status: 0, body: '' };
    for (let i = 0; i < attempts; i += 1) {
      stats.attempts += 1;
      try {
        const res = await fetch(`${this.base}/api${path}`, { method, body: options.body, headers: { ...this.headers, ...options.headers }, signal: AbortSignal.timeout(60_000) });
        last = { status: res.status, body: await res.text() };
      } catch (err) {
        last = { status: 0, body: String(err) };
      }
      if (!RETRYABLE.has(last.status)) break;
      stats.failedAttempts += 1;
      await sleep(Math.min(1_000, 100 * 2 ** i));
    }
    if (last.status >= 300) {
      stats.failed += 1;
      stats.failedStatuses[last.status] = (stats.failedStatuses[last.status] ?? 0) + 1;
      if (!RETRYABLE.has(last.status) && last.status !== 409) this.unclean.push(`${name}: ${last.status} ${last.body.slice(0, 300)}`);
    }
    return last;
  }

  stop() {
    this.running = false;
  }

  /** Orders one report after another, each with its own Idempotency-Key (sent again with the same key on a retryable failure). */
  async orderLane(lane: number): Promise<void> {
    for (let i = 1; this.running; i += 1) {
      const reference = `RH-${lane}-${i}`;
      const body = consumerRequest({ firstName: 'Rehearsal', lastName: `Lane ${String.fromCharCode(64 + lane)}`, ssn: `${200 + lane}-44-${String(1000 + i).slice(-4)}`, dateOfBirth: '1975-03-14', address: { line1: `${i} Elm St`, city: 'Columbus', state: 'OH', zip: '43004' } }, { reference });
      const res = await this.call('order (POST, Idempotency-Key)', 'POST', '/consumers/reports/acrov6', { body: JSON.stringify(body), headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, attempts: 6 });
      if (res.status < 300) this.acknowledged.push({ reference, inquiryId: (JSON.parse(res.body) as { inquiryId: string }).inquiryId });
      else this.unacknowledged.push({ reference, status: res.status });
    }
  }

  /** Reads My Reports' first page again and again (a GET: retried). */
  async listLane(): Promise<void> {
    while (this.running) {
      await this.call('list (GET My Reports)', 'GET', `/reportinquiries/extract/customers/${this.customerId}/pages?pageNumber=1&pageSize=10`, { attempts: 40 });
      await sleep(50);
    }
  }

  /** Submits and confirms a batch of `rows` consumers (both keyed); its id. */
  async submitBatch(label: string, rows: number): Promise<string> {
    const lines = Array.from({ length: rows }, (_, i) => `Batch${label},Row${String.fromCharCode(65 + (i % 26))},${300 + (i % 300)}-66-${String(1000 + i).slice(-4)},1980-05-1${i % 10},${i} Oak St,Columbus,OH,43004,${label}-${i + 1}`);
    const csv = `firstName,lastName,ssn,dateOfBirth,addressLine1,city,state,zip,customerReferenceNumber\n${lines.join('\n')}\n`;
    const key = randomUUID();
    const form = () => {
      const f = new FormData();
      f.set('product', 'acrov6');
      f.set('accountNumber', '100200300');
      f.set('permissiblePurpose', 'CREDIT_TRANSACTION');
      f.set('file', new Blob([csv], { type: 'text/csv' }), `${label}.csv`);
      return f;
    };
    let submitted = { status: 0, body: '' };
    for (let i = 0; i < 20 && RETRYABLE.has(submitted.status); i += 1) {
      submitted = await this.call('batch submission (POST, Idempotency-Key)', 'POST', '/consumers/batchs/submission', { body: form(), headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
      if (RETRYABLE.has(submitted.status)) await sleep(250);
    }
    if (submitted.status !== 201) throw new Error(`batch ${label}: submission answered ${submitted.status} ${submitted.body.slice(0, 300)}`);
    const batchId = (JSON.parse(submitted.body) as { batch: { batchId: string } }).batch.batchId;
    // a step-up act: the factor is proven first, as the portal's dialog does before it sends the confirmation again
    await this.stepUp();
    const confirmed = await this.call('batch confirm (POST, Idempotency-Key)', 'POST', `/consumers/batchs/${batchId}/confirm`, { headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, attempts: 40 });
    if (confirmed.status !== 200) throw new Error(`batch ${label}: confirm answered ${confirmed.status} ${confirmed.body.slice(0, 300)}`);
    return batchId;
  }

  /** The batch's status and counts (a GET, retried). */
  async batchDetails(batchId: string): Promise<{ status: string; counts: Record<string, number> }> {
    const res = await this.call('batch details (GET)', 'GET', `/consumers/batchs/${batchId}/details`, { attempts: 40 });
    if (res.status !== 200) throw new Error(`batch details: ${res.status} ${res.body.slice(0, 300)}`);
    return JSON.parse(res.body) as { status: string; counts: Record<string, number> };
  }

  /**
   * A resumable upload of `parts` parts, one part every `pauseMs` (so it spans the rehearsal's events):
   * a part that fails (its server killed, a 502) is not sent blindly again: the client asks which parts
   * the server holds and goes on from the first missing, as the portal does after a reload.
   */
  async upload(parts: number, partBytes: number, pauseMs: number): Promise<{ content: Buffer; upload: EftsUpload; resumes: number }> {
    const content = randomBytes(parts * partBytes);
    const startBody = JSON.stringify({ customerId: this.customerId, system: 'cdms', folder: 'inbound', fileName: `rehearsal-${Date.now()}.bin`, fileSize: content.length, contentType: 'application/octet-stream' });
    let started = { status: 0, body: '' };
    // the start is a POST without a key: a failed start is started anew (an unused upload is given up by the clean-up)
    for (let i = 0; i < 40 && started.status !== 201; i += 1) {
      started = await this.call('upload start (POST)', 'POST', '/filetransfers/upload', { body: startBody, headers: { 'content-type': 'application/json' } });
      if (started.status !== 201) await sleep(250);
    }
    if (started.status !== 201) throw new Error(`upload start: ${started.status} ${started.body.slice(0, 300)}`);
    let upload = JSON.parse(started.body) as EftsUpload;
    if (upload.partSize !== partBytes) throw new Error(`the server's part size is ${upload.partSize}, not ${partBytes}`);
    let resumes = 0;
    let next = 1;
    while (next <= upload.partCount) {
      const bytes = content.subarray((next - 1) * partBytes, next * partBytes);
      const res = await this.call('upload part (PUT)', 'PUT', `/filetransfers/upload/fileUploadId/${upload.fileUploadId}/part/${next}`, {
        body: bytes,
        headers: { 'content-type': 'application/octet-stream', [EFTS_PART_CHECKSUM_HEADER]: createHash('sha256').update(bytes).digest('hex') },
      });
      if (res.status === 200) {
        next += 1;
        await sleep(pauseMs);
        continue;
      }
      // resume: which parts does the server hold?
      resumes += 1;
      const status = await this.call('upload status (GET)', 'GET', `/filetransfers/upload/fileUploadId/${upload.fileUploadId}`, { attempts: 40 });
      if (status.status !== 200) throw new Error(`upload status: ${status.status} ${status.body.slice(0, 300)}`);
      upload = JSON.parse(status.body) as EftsUpload;
      next = Array.from({ length: upload.partCount }, (_, i) => i + 1).find((n) => !upload.uploadedParts.includes(n)) ?? upload.partCount + 1;
      await sleep(200);
    }
    // completing again answers the same: retried like a GET
    const done = await this.call('upload complete (PUT)', 'PUT', `/efts/metadata/uploads/${upload.fileUploadId}`, { body: JSON.stringify({ status: 'completed' }), headers: { 'content-type': 'application/json' }, attempts: 40 });
    if (done.status !== 200) throw new Error(`upload complete: ${done.status} ${done.body.slice(0, 300)}`);
    return { content, upload: JSON.parse(done.body) as EftsUpload, resumes };
  }

  /** The completed file's bytes, downloaded through the balancer. */
  async download(file: NonNullable<EftsUpload['file']>): Promise<Buffer> {
    const res = await fetch(`${this.base}/api/filetransfers/download/unprocessed/fileId/${file.fileId}/gcpFileName/${encodeURIComponent(file.gcpFileName)}`, { headers: this.headers });
    if (res.status !== 200) throw new Error(`download: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}
