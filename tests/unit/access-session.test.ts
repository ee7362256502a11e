import { describe, it, expect } from 'vitest';
import { authState, getAuth, startAuth } from '../../src/lib/session';

// The values this test proves, written here: 30 days with keepConnected; without it 30 minutes
// of inactivity and 12 hours in all (issue "Before the domains", sessions).
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const THIRTY_MINUTES = 30 * 60;
const MIN = 60 * 1000;
const HOUR = 60 * MIN;

/** A stand-in for Astro's session and cookies that records what startAuth does. */
function fakeContext() {
  const calls: {
    regenerated: number;
    set: { key: string; ttl?: number }[];
    cookies: { name: string; options: Record<string, unknown> }[];
  } = {
    regenerated: 0,
    set: [],
    cookies: [],
  };
  let id: string | undefined;
  const session = {
    async regenerate() {
      calls.regenerated += 1;
      id = `id-${calls.regenerated}`;
    },
    set(key: string, _value: unknown, options?: { ttl?: number }) {
      calls.set.push({ key, ttl: options?.ttl });
    },
    get sessionID() {
      return id;
    },
  };
  const cookies = {
    set(name: string, _value: string, options: Record<string, unknown>) {
      calls.cookies.push({ name, options });
    },
  };
  return { ctx: { session, cookies } as never, calls };
}

const user = { id: 1, role: 'client', active: true };

describe('the web session after a login', () => {
  it('gets a fresh id, keeps the data 30 days and a 30-day cookie with keepConnected', async () => {
    const { ctx, calls } = fakeContext();
    await startAuth(ctx, { jwt: 'token', user, keepConnected: true });
    expect(calls.regenerated).toBe(1);
    expect(calls.set).toEqual([{ key: 'auth', ttl: THIRTY_DAYS }]);
    expect(calls.cookies).toHaveLength(1);
    expect(calls.cookies[0]!.name).toBe('necta_session');
    expect(calls.cookies[0]!.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: THIRTY_DAYS });
  });

  it('without keepConnected the cookie has no Max-Age (it ends with the browser) and the data 30 idle minutes', async () => {
    const { ctx, calls } = fakeContext();
    await startAuth(ctx, { jwt: 'token', user, keepConnected: false });
    expect(calls.set).toEqual([{ key: 'auth', ttl: THIRTY_MINUTES }]);
    expect(calls.cookies[0]!.options).not.toHaveProperty('maxAge');
    expect(calls.cookies[0]!.options).toMatchObject({ httpOnly: true, sameSite: 'lax' });
  });
});

describe('session lifetime', () => {
  const t0 = Date.parse('2026-03-02T08:00:00-03:00');
  const browser = { keepConnected: false, startedAt: t0, lastSeenAt: t0 };

  it('ends a session without keepConnected after 30 minutes without activity', () => {
    expect(authState(browser, t0 + 29 * MIN)).toMatchObject({ state: 'valid' });
    expect(authState(browser, t0 + 30 * MIN)).toEqual({ state: 'expired' });
  });

  it('keeps an active session until 12 hours after sign-in, never longer', () => {
    expect(authState({ ...browser, lastSeenAt: t0 + 11 * HOUR + 50 * MIN }, t0 + 11 * HOUR + 59 * MIN)).toMatchObject({
      state: 'valid',
      ttlSeconds: 60,
    });
    expect(authState({ ...browser, lastSeenAt: t0 + 11 * HOUR + 59 * MIN }, t0 + 12 * HOUR)).toEqual({ state: 'expired' });
  });

  it('keeps a keepConnected session 30 days, idle or not', () => {
    const kept = { keepConnected: true, startedAt: t0, lastSeenAt: t0 };
    expect(authState(kept, t0 + 29 * 24 * HOUR)).toMatchObject({ state: 'valid' });
    expect(authState(kept, t0 + 30 * 24 * HOUR)).toEqual({ state: 'expired' });
  });

  it('drops an expired login when it is read, and records activity of a live one', async () => {
    const stored = new Map<string, unknown>([['auth', { jwt: 't', user, ...browser }]]);
    const written: { ttl?: number }[] = [];
    const session = {
      get: async (k: string) => stored.get(k),
      set: (k: string, v: unknown, o?: { ttl?: number }) => (stored.set(k, v), written.push({ ttl: o?.ttl })),
      delete: (k: string) => stored.delete(k),
    };
    const ctx = { session, cookies: { set() {} } } as never;
    expect(await getAuth(ctx, t0 + 10 * MIN)).toMatchObject({ lastSeenAt: t0 + 10 * MIN });
    expect(written).toEqual([{ ttl: THIRTY_MINUTES }]);
    expect(await getAuth(ctx, t0 + 41 * MIN)).toBeUndefined();
    expect(stored.has('auth')).toBe(false);
  });

  it('moves the idle deadline with a request a minute or more after the recorded activity, and writes nothing for closer ones', async () => {
    const stored = new Map<string, unknown>([['auth', { jwt: 't', user, ...browser }]]);
    let writes = 0;
    const session = {
      get: async (k: string) => stored.get(k),
      set: (k: string, v: unknown) => (writes++, stored.set(k, v)),
      delete: (k: string) => stored.delete(k),
    };
    const ctx = { session, cookies: { set() {} } } as never;
    // Requests within a minute of the recorded activity: valid, nothing written.
    expect(await getAuth(ctx, t0 + 20_000)).toMatchObject({ lastSeenAt: t0 });
    expect(await getAuth(ctx, t0 + 59_999)).toMatchObject({ lastSeenAt: t0 });
    expect(writes).toBe(0);
    // A minute on, the activity is recorded; then nothing for 29 minutes 50 seconds: still signed in.
    expect(await getAuth(ctx, t0 + MIN)).toMatchObject({ lastSeenAt: t0 + MIN });
    expect(writes).toBe(1);
    expect(await getAuth(ctx, t0 + MIN + 29 * MIN + 50_000)).toMatchObject({ startedAt: t0 });
    // 30 minutes after the last recorded activity it has ended (never later than 30 minutes after the last request).
    expect(await getAuth(ctx, t0 + MIN + 29 * MIN + 50_000 + 30 * MIN)).toBeUndefined();
  });

  it('ends a session 30 minutes after the recorded activity even when a request came less than a minute after it', async () => {
    const stored = new Map<string, unknown>([['auth', { jwt: 't', user, ...browser }]]);
    const session = {
      get: async (k: string) => stored.get(k),
      set: (k: string, v: unknown) => stored.set(k, v),
      delete: (k: string) => stored.delete(k),
    };
    const ctx = { session, cookies: { set() {} } } as never;
    expect(await getAuth(ctx, t0 + 20_000)).toBeDefined();
    expect(await getAuth(ctx, t0 + 30 * MIN)).toBeUndefined();
  });

  it("keeps a kept session's cookie to the end of its 30 days when a request writes the session", async () => {
    const stored = new Map<string, unknown>([['auth', { jwt: 't', user, keepConnected: true, startedAt: t0, lastSeenAt: t0 }]]);
    const cookies: { name: string; options: Record<string, unknown> }[] = [];
    const session = {
      get: async (k: string) => stored.get(k),
      set: (k: string, v: unknown) => stored.set(k, v),
      delete: (k: string) => stored.delete(k),
      sessionID: 'id-1',
    };
    const ctx = {
      session,
      cookies: { set: (name: string, _v: string, options: Record<string, unknown>) => cookies.push({ name, options }) },
    };
    await getAuth(ctx as never, t0 + 10 * 24 * HOUR);
    expect(cookies).toEqual([{ name: 'necta_session', options: expect.objectContaining({ httpOnly: true, maxAge: 20 * 24 * 60 * 60 }) }]);
    // A browser session's cookie stays without Max-Age.
    stored.set('auth', { jwt: 't', user, ...browser });
    await getAuth(ctx as never, t0 + MIN);
    expect(cookies[1]!.options).not.toHaveProperty('maxAge');
  });
});
