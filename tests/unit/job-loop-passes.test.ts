/**
 * The job loop works in passes (docs/jobs.md, "Passes"): a pass runs every leased kind's
 * housekeeping once, then one row per kind per turn until every queue is found empty, and asks a
 * kind found empty no more in that pass; kicks that come in within JOBS_KICK_GAP_MS of a pass
 * become one more pass, not one pass each. Before, the 200-user due-date load sent 44,000 of the
 * CMS's 104,000 SQL statements from the loop's polling (docs/scaling.md).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerLeasedKind } from '../../cms/src/portal/jobs/registry';
import { kickJobs, startJobs, stopJobs } from '../../cms/src/portal/jobs/runner';

interface Counts {
  housekeeping: number;
  claims: number;
  runs: number;
}

/** A leased kind whose queue holds `rows` rows; it counts what the loop asked of it. */
function fakeKind(name: string, rows: number): { counts: Counts; add: (n: number) => void } {
  const counts: Counts = { housekeeping: 0, claims: 0, runs: 0 };
  let left = rows;
  registerLeasedKind({
    kind: name,
    housekeeping: async () => {
      counts.housekeeping += 1;
    },
    claim: async () => {
      counts.claims += 1;
      if (left === 0) return null;
      left -= 1;
      return { id: left + 1, status: 'PROCESSING', leaseUntil: null, attempts: 1 };
    },
    run: async () => {
      counts.runs += 1;
    },
  });
  return { counts, add: (n) => (left += n) };
}

// No batch kind is registered in this process, so the batch claim answers "none" without a database.
const strapi = { db: { connection: null }, log: { error: () => {}, warn: () => {} } } as unknown as Parameters<typeof startJobs>[0];
const settings = { pollMs: 3_600_000, leaseMs: 60_000, maxAttempts: 3, itemPauseMs: 0, chunkRows: 500 };

afterEach(async () => {
  await stopJobs(strapi);
});

describe('the job loop works in passes', () => {
  it('runs each housekeeping once per pass and does not ask a kind found empty again in that pass', async () => {
    const busy = fakeKind('test-busy', 3);
    const empty = fakeKind('test-empty', 0);
    startJobs(strapi, settings);
    await vi.waitFor(() => expect(busy.counts.runs).toBe(3));
    await stopJobs(strapi);
    // One pass: three turns that ran a row of the busy kind, a fourth that found it empty.
    expect(busy.counts).toEqual({ housekeeping: 1, claims: 4, runs: 3 });
    // The empty kind was asked once, on the first turn, and never again in the pass.
    expect(empty.counts).toEqual({ housekeeping: 1, claims: 1, runs: 0 });
  });

  it('turns fifty kicks within the gap after a pass into one more pass', async () => {
    const queue = fakeKind('test-kicked', 0);
    startJobs(strapi, settings);
    await vi.waitFor(() => expect(queue.counts.housekeeping).toBe(1));
    // Let the first pass end, then a burst of writes each kicks the loop.
    await new Promise((resolve) => setTimeout(resolve, 20));
    queue.add(2);
    for (let i = 0; i < 50; i++) kickJobs(strapi);
    await vi.waitFor(() => expect(queue.counts.runs).toBe(2), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Two passes in all (the start's and one for the fifty kicks), each with one housekeeping.
    expect(queue.counts.housekeeping).toBe(2);
    expect(queue.counts.claims).toBe(1 + 3);
  });

  it('starts the pass a kick asks for at once when the loop has been idle longer than the gap', async () => {
    const queue = fakeKind('test-idle', 0);
    startJobs(strapi, settings);
    await vi.waitFor(() => expect(queue.counts.housekeeping).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    queue.add(1);
    kickJobs(strapi);
    // A few turns of the event loop, no timer: a pass put off to the end of a gap would not have run.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(queue.counts.runs).toBe(1);
  });
});
