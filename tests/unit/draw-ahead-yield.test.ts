import { describe, expect, it } from 'vitest';
import { drawAheadMayRun, yieldGate, yieldSettings, type Activity } from '../../cms/src/portal/core/busy';

const SETTINGS = { quietMs: 500, maxWaitMs: 300_000 };
const T0 = Date.parse('2026-11-10T12:00:00-03:00');

describe('the bills drawn ahead yield to the requests in flight', () => {
  it('runs when no request is in flight and none started or ended in the last 500 ms', () => {
    expect(drawAheadMayRun({ inFlight: 0, lastActivityAt: T0 }, null, T0 + 500, SETTINGS)).toBe(true);
    expect(drawAheadMayRun({ inFlight: 0, lastActivityAt: null }, null, T0, SETTINGS)).toBe(true);
  });

  it('waits while a request is in flight, or the last one ended less than 500 ms ago', () => {
    expect(drawAheadMayRun({ inFlight: 1, lastActivityAt: T0 - 10_000 }, null, T0, SETTINGS)).toBe(false);
    expect(drawAheadMayRun({ inFlight: 0, lastActivityAt: T0 - 499 }, null, T0, SETTINGS)).toBe(false);
    expect(drawAheadMayRun({ inFlight: 40, lastActivityAt: T0 }, T0 - 299_999, T0, SETTINGS)).toBe(false);
  });

  it('never waits more than five minutes in a row: a portal that is never quiet still draws ahead', () => {
    expect(drawAheadMayRun({ inFlight: 40, lastActivityAt: T0 }, T0 - 300_000, T0, SETTINGS)).toBe(true);
  });

  it('never waits when the longest wait is set to 0', () => {
    expect(drawAheadMayRun({ inFlight: 40, lastActivityAt: T0 }, null, T0, { quietMs: 500, maxWaitMs: 0 })).toBe(true);
  });

  it('reads its settings from the environment, with 500 ms and five minutes when unset or invalid', () => {
    expect(yieldSettings({})).toEqual({ quietMs: 500, maxWaitMs: 300_000 });
    expect(yieldSettings({ PDF_DRAW_AHEAD_QUIET_MS: '2000', PDF_DRAW_AHEAD_MAX_WAIT_MS: '0' })).toEqual({ quietMs: 2000, maxWaitMs: 0 });
    expect(yieldSettings({ PDF_DRAW_AHEAD_QUIET_MS: 'x', PDF_DRAW_AHEAD_MAX_WAIT_MS: '-1' })).toEqual({ quietMs: 500, maxWaitMs: 300_000 });
  });

  it('a gate counts its wait from the first refusal and starts again after it runs', () => {
    let now = T0;
    let activity: Activity = { inFlight: 3, lastActivityAt: T0 };
    const gate = yieldGate(
      SETTINGS,
      () => now,
      () => activity,
    );
    expect(gate.mayRun()).toBe(false); // busy: waiting since T0
    now = T0 + 299_000;
    activity = { inFlight: 5, lastActivityAt: now };
    expect(gate.mayRun()).toBe(false);
    now = T0 + 300_000;
    expect(gate.mayRun()).toBe(true); // five minutes kept waiting: one runs
    now += 1000;
    activity = { inFlight: 5, lastActivityAt: now };
    expect(gate.mayRun()).toBe(false); // and the wait starts again
    now += 200_000;
    expect(gate.mayRun()).toBe(false);
    activity = { inFlight: 0, lastActivityAt: now };
    now += 600;
    expect(gate.mayRun()).toBe(true); // quiet
    activity = { inFlight: 1, lastActivityAt: now };
    now += 10_000;
    expect(gate.mayRun()).toBe(false); // a new wait: not the one before the quiet moment
    now += 290_000;
    expect(gate.mayRun()).toBe(false);
  });
});
