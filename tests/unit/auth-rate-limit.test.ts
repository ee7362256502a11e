import { describe, it, expect } from 'vitest';
import { AttemptCounter, rateLimitFromEnv } from '../../cms/src/auth/rate-limit';

describe('attempt counter of the auth rate limit', () => {
  const counter = () => new AttemptCounter(() => ({ max: 3, windowMs: 60_000 }));

  it('allows up to max attempts per key in a window', () => {
    const c = counter();
    for (let i = 0; i < 3; i++) {
      expect(c.allowed('ip|POST /login', 1000)).toBe(true);
      c.hit('ip|POST /login', 1000);
    }
    expect(c.allowed('ip|POST /login', 1000)).toBe(false);
    expect(c.retryAfterSeconds('ip|POST /login', 1000)).toBe(60);
  });

  it('counts each key apart and opens again when the window ends', () => {
    const c = counter();
    for (let i = 0; i < 3; i++) c.hit('a', 0);
    expect(c.allowed('b', 0)).toBe(true);
    expect(c.allowed('a', 59_999)).toBe(false);
    expect(c.allowed('a', 60_000)).toBe(true);
    c.hit('a', 60_000);
    expect(c.allowed('a', 60_001)).toBe(true);
  });

  it('reads the limit from AUTH_RATE_LIMIT_MAX with safe defaults', () => {
    const saved = process.env.AUTH_RATE_LIMIT_MAX;
    process.env.AUTH_RATE_LIMIT_MAX = '4';
    expect(rateLimitFromEnv()).toEqual({ max: 4, windowMs: 60_000 });
    process.env.AUTH_RATE_LIMIT_MAX = 'nada';
    expect(rateLimitFromEnv().max).toBe(10);
    if (saved === undefined) delete process.env.AUTH_RATE_LIMIT_MAX;
    else process.env.AUTH_RATE_LIMIT_MAX = saved;
  });
});
