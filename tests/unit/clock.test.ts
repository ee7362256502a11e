/** The server clock of cms/src/portal/core/clock.ts: real time by default, fixed or running from a set instant in tests. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockState, now, setClock } from '../../cms/src/portal/core/clock';

afterEach(() => {
  setClock(null);
  vi.useRealTimers();
});

describe('server clock', () => {
  it('reads real time until a test sets it', () => {
    const before = Date.now();
    const read = now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    expect(clockState().fixed).toBe(false);
  });

  it('stays at a fixed instant given with its offset', () => {
    vi.useFakeTimers();
    setClock('2026-03-02T10:59:00-03:00');
    expect(now().toISOString()).toBe('2026-03-02T13:59:00.000Z');
    vi.advanceTimersByTime(20_000);
    expect(now().toISOString()).toBe('2026-03-02T13:59:00.000Z');
    expect(clockState()).toEqual({ now: '2026-03-02T13:59:00.000Z', fixed: true, advance: false });
  });

  it('runs on from the set instant with advance', () => {
    vi.useFakeTimers();
    setClock('2026-03-02T10:59:00-03:00', { advance: true });
    vi.advanceTimersByTime(30_000);
    expect(now().toISOString()).toBe('2026-03-02T13:59:30.000Z');
  });

  it('returns to real time when reset', () => {
    setClock('2020-01-01T00:00:00Z');
    setClock(null);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses what is not a date, and any process that is not a test', () => {
    expect(() => setClock('amanhã')).toThrow(RangeError);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setClock('2026-03-02T10:59:00-03:00')).toThrow(/only be set in a test process/);
    } finally {
      process.env.NODE_ENV = env;
    }
    expect(clockState().fixed).toBe(false);
  });
});
