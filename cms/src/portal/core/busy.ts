/**
 * How busy this CMS instance is with requests, for work that can wait (docs/scaling.md,
 * "Documents"): the bills' PDFs drawn ahead of time yield to the crowd. At a due date the PDF
 * worker thread drawing the bills a batch has just issued, and the queue's claims writing to the
 * same database as the crowd's sign-ins and requests, made every call wait longer; a bill asked
 * for before it is drawn is drawn on demand anyway, so the drawings ahead can wait for a quiet
 * moment.
 *
 * `global::request-log` counts every request in and out (`requestStarted` / `requestEnded`); the
 * rule `drawAheadMayRun` is a pure function of those figures and `now`:
 * - the work runs when no request is in flight and none has started or ended for `quietMs`;
 * - otherwise it yields, but never for longer than `maxWaitMs` in a row (then one piece runs
 *   and the wait starts again), so a portal that is never quiet still draws ahead, slowly.
 *
 * Settings: `PDF_DRAW_AHEAD_QUIET_MS` (500), `PDF_DRAW_AHEAD_MAX_WAIT_MS` (300000; 0 = never
 * yield).
 */

export interface Activity {
  /** Requests being answered now. */
  inFlight: number;
  /** When (ms since the epoch) the last request started or ended; null when none has yet. */
  lastActivityAt: number | null;
}

export interface YieldSettings {
  quietMs: number;
  maxWaitMs: number;
}

/**
 * Whether a piece of work that can wait may run at `now`: quiet for `quietMs`, or already kept
 * waiting since `waitingSince` for `maxWaitMs` or more (`maxWaitMs` 0: it never waits).
 */
export function drawAheadMayRun(activity: Activity, waitingSince: number | null, now: number, settings: YieldSettings): boolean {
  if (settings.maxWaitMs === 0) return true;
  const quiet = activity.inFlight <= 0 && (activity.lastActivityAt === null || now - activity.lastActivityAt >= settings.quietMs);
  if (quiet) return true;
  return waitingSince !== null && now - waitingSince >= settings.maxWaitMs;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export function yieldSettings(env: NodeJS.ProcessEnv = process.env): YieldSettings {
  return { quietMs: int(env.PDF_DRAW_AHEAD_QUIET_MS, 500), maxWaitMs: int(env.PDF_DRAW_AHEAD_MAX_WAIT_MS, 300_000) };
}

const activity: Activity = { inFlight: 0, lastActivityAt: null };

export function requestStarted(now: number = Date.now()): void {
  activity.inFlight += 1;
  activity.lastActivityAt = now;
}

export function requestEnded(now: number = Date.now()): void {
  activity.inFlight = Math.max(0, activity.inFlight - 1);
  activity.lastActivityAt = now;
}

/** This instance's requests now (a copy). */
export function currentActivity(): Activity {
  return { ...activity };
}

/**
 * A gate for one kind of work that can wait: `mayRun()` answers the rule for now (for this
 * instance's requests, or `activityOf()`'s) and remembers since when it has been answering no.
 */
export function yieldGate(
  settings: YieldSettings = yieldSettings(),
  clock: () => number = Date.now,
  activityOf: () => Activity = currentActivity,
): { mayRun(): boolean } {
  let waitingSince: number | null = null;
  return {
    mayRun(): boolean {
      const now = clock();
      if (drawAheadMayRun(activityOf(), waitingSince, now, settings)) {
        waitingSince = null;
        return true;
      }
      waitingSince ??= now;
      return false;
    },
  };
}
