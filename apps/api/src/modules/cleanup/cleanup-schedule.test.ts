import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mfaChallenges, outboxEmails, users } from '../../db/schema/index.js';
import { createTestApp } from '../../testing/test-app.js';
import { createCleanupSchedule } from './cleanup-schedule.js';

/* The schedule on fake timers: what runs when, never how long anything took. */

afterEach(() => vi.useRealTimers());

/** A run that finishes only when the test says so. */
function controlledRun() {
  const finishers: Array<() => void> = [];
  const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { run, finishOne: () => finishers.shift()?.() };
}

describe('createCleanupSchedule', () => {
  it('runs once per interval from start, never before, and holds no process open (unref)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const run = vi.fn(async () => undefined);
    const schedule = createCleanupSchedule(run, 60_000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).not.toHaveBeenCalled(); // not started yet

    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    schedule.start();
    schedule.start(); // a second start does not add a second timer
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    const timer = setIntervalSpy.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
    await schedule.stop();
  });

  it('does not start a run while the previous one is still going', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { run, finishOne } = controlledRun();
    const schedule = createCleanupSchedule(run, 1_000);
    schedule.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    finishOne();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finishOne();
    await schedule.stop();
  });

  it('keeps going after a run that fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const run = vi.fn(async () => {
      throw new Error('database away');
    });
    const schedule = createCleanupSchedule(run, 1_000);
    schedule.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(3);
    await schedule.stop();
  });

  it('stop() ends the timer and waits for the run in progress', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { run, finishOne } = controlledRun();
    const schedule = createCleanupSchedule(run, 1_000);
    schedule.start();
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishOne();
    await stopping;
    expect(stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('the clean-up in the server', () => {
  it('runs every CLEANUP_INTERVAL_SECONDS once the app is ready, and stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const t = await createTestApp({ CLEANUP_INTERVAL_SECONDS: '120' });
    try {
      const db = t.database.db;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.user'));
      const past = new Date('2001-01-01T00:00:00Z');
      const [challenge] = await db.insert(mfaChallenges).values({ userId: user.id, clientId: 'portal', createdAt: past, expiresAt: past }).returning({ id: mfaChallenges.id });
      const [mail] = await db
        .insert(outboxEmails)
        .values({ toAddress: 'dana@demo.test', subject: 'Your code', textBody: '123456', template: 'mfa-code', createdAt: past })
        .returning({ id: outboxEmails.id });

      await vi.advanceTimersByTimeAsync(119_000);
      expect(await db.$count(mfaChallenges, eq(mfaChallenges.id, challenge.id))).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000); // the run starts; closing the app waits for it
      await t.app.close();
      expect(await db.$count(mfaChallenges, eq(mfaChallenges.id, challenge.id))).toBe(0);
      expect(await db.$count(outboxEmails, inArray(outboxEmails.id, [mail.id]))).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      await t.close();
    }
  });
});
