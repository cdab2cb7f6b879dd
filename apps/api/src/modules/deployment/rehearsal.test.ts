import { describe, expect, it } from 'vitest';
import { formatReport, rehearsalMissing, rehearse } from '../../../rehearsal/rehearse.js';

/*
 * The rehearsed deployment (docs/operations.md, apps/api/rehearsal/): HAProxy from Debian in front of two
 * API processes and a batch worker, on a PostgreSQL server of its own and an S3 server on loopback, under
 * steady load; one API process killed (SIGKILL), the other restarted (SIGTERM), the database stopped and
 * started. It asserts invariants, never timings, and prints what it measured. Without HAProxy or
 * PostgreSQL's server binaries it is skipped loudly, unless REQUIRE_BROWSER_TESTS=1 (CI's "every test
 * must run"), which makes their absence a failure.
 */
const missing = rehearsalMissing();
if (missing) console.error(`\n!! The deployment rehearsal needs ${missing}: it is SKIPPED.\n`);

describe.runIf(!missing || process.env.REQUIRE_BROWSER_TESTS === '1')('the rehearsed deployment', () => {
  it('loses no acknowledged write, pulls no batch row twice, finishes the batches and the upload through a kill, a rolling restart and a database restart', { timeout: 900_000 }, async () => {
    expect(missing, 'the rehearsal needs its Debian packages (.ci/run installs them)').toBeUndefined();
    const report = await rehearse({ log: (line) => console.log(line) });
    console.log(formatReport(report));

    // every acknowledged order is stored, and no order twice (an answer lost to a kill may be retried with its key)
    expect(report.orders.acknowledgedMissing).toEqual([]);
    expect(report.orders.duplicated).toEqual([]);
    expect(report.orders.acknowledged).toBeGreaterThan(0);
    // no answer outside success and the clean refusals of a write that may not be sent again (409 in progress, 502, 503, 504)
    expect(report.unclean).toEqual([]);
    // the reads (GET) never fail in the end: the balancer and the client send them again
    for (const [name, op] of Object.entries(report.ops)) if (name.includes('(GET')) expect(op.failed, name).toBe(0);
    for (const b of report.batches) {
      expect(b, `batch ${b.label}`).toMatchObject({ status: 'completed', completed: b.rows, failed: 0, inquiries: b.rows, neverPulled: 0, pulledTwiceBeforeDbRestart: 0 });
      // a database outage may repeat only the pulls in flight when it began
      expect(b.pulledTwice).toBeLessThanOrEqual(b.repeatBound);
    }
    expect(report.upload.intact).toBe(true);
    expect(report.readiness.wentFalse).toBe(true);
    expect(report.rollingRestartExit).toBe(0);
    // the worker and the servers came through the database restart by themselves
    expect(report.exited).toEqual([]);
  });
});
