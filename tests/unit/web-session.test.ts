import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'devalue';
import {
  liveEntries,
  readSession,
  releaseSessionConfig,
  sessionCookie,
  sessionDriver,
  sessionIdOf,
  writeSession,
} from '../../server/web-session.mjs';
import { withoutToken, withoutTokenBytes } from '../../server/api-proxy.mjs';

const id = '0b6f2c1e-8d4a-4f3b-9c2d-1a2b3c4d5e6f';
const now = Date.parse('2026-03-02T12:00:00Z');

describe('the web server reads the sessions Astro wrote', () => {
  it('finds the session id in the cookie header, only when it is a v4 UUID', () => {
    expect(sessionIdOf(`theme=dark; necta_session=${id}; other=1`, 'necta_session')).toBe(id);
    expect(sessionIdOf(`necta_session=${id}; necta_session=1f6f2c1e-8d4a-4f3b-9c2d-1a2b3c4d5e6f`, 'necta_session')).toBe(id);
    expect(sessionIdOf('necta_session=../../etc/passwd', 'necta_session')).toBeNull();
    expect(sessionIdOf('xnecta_session=' + id, 'necta_session')).toBeNull();
    expect(sessionIdOf(undefined, 'necta_session')).toBeNull();
  });

  it('keeps the live entries and leaves out the expired ones', () => {
    const text = stringify(
      new Map([
        ['auth', { data: { jwt: 'a' }, expires: now + 1000 }],
        ['simplified', { data: { jwt: 's' }, expires: now - 1 }],
      ]),
    );
    const live = liveEntries(text, now);
    expect([...(live?.keys() ?? [])]).toEqual(['auth']);
    expect(live?.get('auth')?.data).toEqual({ jwt: 'a' });
  });

  it('hands out a session read again from the same text as it was stored, with nothing a request could change in place', () => {
    const text = stringify(new Map([['auth', { data: { jwt: 'stored', keepConnected: false, user: { email: 'cliente@demo.test' } } }]]));
    const first = liveEntries(text, now);
    const auth = first?.get('auth')?.data as { jwt: string; user: { email: string } };
    expect(() => {
      auth.jwt = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      auth.user.email = 'other@demo.test';
    }).toThrow(TypeError);
    first?.delete('auth');
    expect(liveEntries(text, now)?.get('auth')?.data).toEqual({
      jwt: 'stored',
      keepConnected: false,
      user: { email: 'cliente@demo.test' },
    });
  });

  it('treats text that is not a stored session as no session', () => {
    expect(liveEntries('not devalue', now)).toBeNull();
    expect(liveEntries(stringify({ auth: 1 }), now)).toBeNull();
    expect(liveEntries(null, now)).toBeNull();
  });

  it('writes a session back in the same format, in the file store Astro reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-session-'));
    try {
      const driver = await sessionDriver({ driver: '/repo/src/lib/session-store-driver.mjs', options: { base: dir } });
      if (!driver) throw new Error('the file store was not opened');
      const data = new Map([
        ['auth', { data: { jwt: 'a', keepConnected: false, startedAt: now, lastSeenAt: now }, expires: now + 60_000 }],
      ]);
      await writeSession(driver, id, data);
      const stored = parse(fs.readFileSync(path.join(dir, id), 'utf8')) as Map<string, { data: { jwt: string } }>;
      expect(stored.get('auth')?.data.jwt).toBe('a');
      expect((await readSession(driver, id, now))?.get('auth')?.data).toEqual({
        jwt: 'a',
        keepConnected: false,
        startedAt: now,
        lastSeenAt: now,
      });
      expect(await readSession(driver, id, now + 60_001)).toEqual(new Map());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sees at its next read a session another web instance changed or ended in the shared folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-session-'));
    try {
      const config = { driver: '/repo/src/lib/session-store-driver.mjs', options: { base: dir } };
      const here = await sessionDriver(config);
      // The other instance: its own process, its own store over the same folder.
      const { default: fsAtomic } = await import('../../src/lib/session-store-driver.mjs');
      const there = fsAtomic({ base: dir }) as unknown as Parameters<typeof writeSession>[0];
      if (!here) throw new Error('the file store was not opened');
      const auth = (jwt: string) => new Map([['auth', { data: { jwt, keepConnected: false }, expires: now + 60_000 }]]);
      await writeSession(there, id, auth('first'));
      expect((await readSession(here, id, now))?.get('auth')?.data).toEqual({ jwt: 'first', keepConnected: false });
      expect((await readSession(here, id, now))?.get('auth')?.data).toEqual({ jwt: 'first', keepConnected: false });
      // Same length, written right after: another file all the same.
      await writeSession(there, id, auth('other'));
      expect((await readSession(here, id, now))?.get('auth')?.data).toEqual({ jwt: 'other', keepConnected: false });
      await writeSession(there, id, new Map());
      expect(await readSession(here, id, now)).toEqual(new Map());
      await writeSession(there, id, auth('again'));
      expect((await readSession(here, id, now))?.get('auth')?.data).toEqual({ jwt: 'again', keepConnected: false });
      fs.rmSync(path.join(dir, id));
      expect(await readSession(here, id, now)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("opens the store the release was built with, read from its server entry's manifest", async () => {
    const entry = (config: string) => `const manifest = {"checkOrigin":true,"sessionConfig":${config},"csp":{"directives":["a {b}"]}};`;
    const files =
      '{"driver":"/srv/portal/src/lib/session-store-driver.mjs","options":{"base":"/srv/portal/var/sessions"},"cookie":{"name":"necta_session"}}';
    expect(releaseSessionConfig(entry(files))).toEqual({
      driver: '/srv/portal/src/lib/session-store-driver.mjs',
      options: { base: '/srv/portal/var/sessions' },
      cookie: { name: 'necta_session' },
    });
    const redis = '{"driver":"unstorage/drivers/redis","options":{"url":"redis://127.0.0.1:6379/3 {x}"}}';
    expect(releaseSessionConfig(entry(redis))).toEqual({
      driver: 'unstorage/drivers/redis',
      options: { url: 'redis://127.0.0.1:6379/3 {x}' },
    });
    expect(releaseSessionConfig('export { handler };')).toBeNull();
    // A store this server does not know: the /api reads stay with Astro's endpoint.
    expect(await sessionDriver({ driver: 'unstorage/drivers/netlify-blobs', options: {} })).toBeNull();
  });

  it('sends the session cookie as a built site does: Secure, httpOnly, Lax, Max-Age only for a kept session', () => {
    expect(sessionCookie('necta_session', id)).toBe(`necta_session=${id}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(sessionCookie('necta_session', id, 600)).toBe(`necta_session=${id}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });
});

describe('the /api reads answered by the web server', () => {
  it('never hands a jwt to the browser in a JSON answer', () => {
    expect(JSON.parse(withoutToken('{"jwt":"x.y.z","user":{"id":1}}'))).toEqual({ user: { id: 1 } });
    expect(withoutToken('[{"jwt":"kept in an array"}]')).toBe('[{"jwt":"kept in an array"}]');
    expect(withoutToken('not json')).toBe('not json');
  });

  it('passes an answer on as its bytes, and still takes a jwt out of them, however its key is spelled', () => {
    const list = Buffer.from('{"data":{"invoices":[{"numDoc":"1","status":"PAGA"}],"numberOfOverdueInvoices":0}}');
    expect(withoutTokenBytes(list)).toBe(list);
    expect(JSON.parse(withoutTokenBytes(Buffer.from('{"jwt":"x.y.z","user":{"id":1}}')).toString())).toEqual({ user: { id: 1 } });
    // JSON may spell a key's letters as \u escapes: "\u006a\u0077\u0074" is "jwt".
    const escaped = Buffer.from('{"\\u006a\\u0077\\u0074":"x.y.z","user":{"id":1}}');
    expect(JSON.parse(withoutTokenBytes(escaped).toString())).toEqual({ user: { id: 1 } });
    const named = Buffer.from('{"data":{"note":"o campo jwt não é um token"}}');
    expect(withoutTokenBytes(named).toString()).toBe('{"data":{"note":"o campo jwt não é um token"}}');
  });
});
