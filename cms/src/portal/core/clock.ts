/**
 * The one clock of the server's rules. Every rule that reads time (session expiry, link
 * validity, due dates, cut-off hours) calls `now()`; a test stack may fix it through
 * `PUT /api/test-support/clock` (refused outside tests), so a test proves "an 11:01 request
 * is refused" or "a link is void after 1 hour" without waiting. Rate-limit windows stay on
 * real time. Per process: each CMS instance has its own clock.
 */

interface FixedClock {
  /** The instant the clock was set to (ms since the epoch). */
  at: number;
  /** Real time when it was set; with `advance` the clock runs on from `at`. */
  setAt: number;
  advance: boolean;
}

let fixed: FixedClock | null = null;

/** Milliseconds since the epoch on the server's clock. */
export function nowMs(): number {
  if (!fixed) return Date.now();
  return fixed.advance ? fixed.at + (Date.now() - fixed.setAt) : fixed.at;
}

/** The current time of the server's rules: real time unless a test set the clock. */
export function now(): Date {
  return new Date(nowMs());
}

export interface ClockState {
  now: string;
  fixed: boolean;
  advance: boolean;
}

export function clockState(): ClockState {
  return { now: now().toISOString(), fixed: fixed !== null, advance: fixed?.advance ?? false };
}

/**
 * Fixes the clock at an instant (a Date, or an ISO 8601 text with its offset), optionally
 * letting it run from there; null restores real time. Only test processes may set it.
 */
export function setClock(instant: string | Date | null, options: { advance?: boolean } = {}): ClockState {
  if (process.env.NODE_ENV !== 'test') throw new Error('The clock can only be set in a test process (NODE_ENV=test).');
  if (instant === null) {
    fixed = null;
    return clockState();
  }
  const at = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (!Number.isFinite(at)) throw new RangeError(`Not a date: ${String(instant)}`);
  fixed = { at, setAt: Date.now(), advance: Boolean(options.advance) };
  return clockState();
}
