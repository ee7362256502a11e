import { describe, it, expect } from 'vitest';
import { BROWSER_SESSION_SECONDS, KEEP_CONNECTED_SECONDS, SESSION_COOKIE, startAuth } from '../../src/lib/session';

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
    expect(calls.set).toEqual([{ key: 'auth', ttl: KEEP_CONNECTED_SECONDS }]);
    expect(calls.cookies).toHaveLength(1);
    expect(calls.cookies[0]!.name).toBe(SESSION_COOKIE);
    expect(calls.cookies[0]!.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
  });

  it('without keepConnected the cookie has no Max-Age (it ends with the browser) and the data a day', async () => {
    const { ctx, calls } = fakeContext();
    await startAuth(ctx, { jwt: 'token', user, keepConnected: false });
    expect(calls.set).toEqual([{ key: 'auth', ttl: BROWSER_SESSION_SECONDS }]);
    expect(calls.cookies[0]!.options).not.toHaveProperty('maxAge');
    expect(calls.cookies[0]!.options).toMatchObject({ httpOnly: true, sameSite: 'lax' });
  });
});
