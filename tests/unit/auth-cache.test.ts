/**
 * The login cache's own rules (cms/src/portal/core/auth-cache.ts): generations, copies, lifetime
 * and bound; which database writes drop it; and the invalidation between CMS instances over the
 * real local Redis (127.0.0.1:6379), as two instances in one process.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCache, InvalidationBus, changesLogins, type CachedLogin } from '../../cms/src/portal/core/auth-cache';
import type { SessionRow } from '../../cms/src/portal/core/types';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const login = (id = 1): CachedLogin => ({
  session: {
    id,
    sid: `sid-${id}`,
    kind: 'full',
    keepConnected: false,
    expiresAt: '2030-01-01T00:00:00.000Z',
    serviceStartedAt: null,
    user: { id },
  } as SessionRow,
  user: null,
  tokenExp: null,
});
const cache = (ttlMs = 30_000, maxEntries = 100) => new AuthCache({ ttlMs, maxEntries });

describe('AuthCache', () => {
  it('answers a copy of what it stored: a handler changing it changes nothing cached', () => {
    const c = cache();
    c.set('t', login(), c.generation);
    const first = c.get('t')!;
    first.session.kind = 'simplified-invoice';
    expect(c.get('t')!.session.kind).toBe('full');
  });

  it('drops everything on invalidate, and refuses a login read before an invalidation', () => {
    const c = cache();
    c.set('t', login(), c.generation);
    const readBefore = c.generation;
    c.invalidate();
    expect(c.get('t')).toBeNull();
    c.set('t', login(), readBefore);
    expect(c.get('t')).toBeNull();
    c.set('t', login(), c.generation);
    expect(c.get('t')).not.toBeNull();
  });

  it('keeps an entry at most its lifetime and at most the bound of entries (oldest out)', () => {
    const c = cache(1000, 2);
    c.set('a', login(1), c.generation, 0);
    expect(c.get('a', 999)).not.toBeNull();
    expect(c.get('a', 1000)).toBeNull();
    c.set('a', login(1), c.generation, 0);
    c.set('b', login(2), c.generation, 0);
    c.set('c', login(3), c.generation, 0);
    expect(c.size).toBe(2);
    expect(c.get('a', 1)).toBeNull();
    expect(c.get('c', 1)?.session.id).toBe(3);
  });

  it('stores nothing while unavailable or with a lifetime of 0', () => {
    const off = cache(0);
    off.set('t', login(), off.generation);
    expect(off.get('t')).toBeNull();
    const c = cache();
    c.setAvailable(false);
    c.set('t', login(), c.generation);
    expect(c.get('t')).toBeNull();
  });
});

describe('changesLogins', () => {
  const event = (action: string, uid: string, where?: unknown) => ({ action, model: { uid }, params: { where } });
  it('is every write on users, contracts, groups and sessions', () => {
    for (const uid of ['plugin::users-permissions.user', 'api::contract.contract', 'api::profile.profile', 'api::auth.portal-session'])
      for (const action of ['beforeUpdate', 'afterUpdate', 'afterUpdateMany', 'beforeDelete', 'afterDelete', 'afterDeleteMany'])
        expect(changesLogins(event(action, uid, { id: 1 })), `${uid} ${action}`).toBe(true);
    expect(changesLogins(event('afterCreate', 'plugin::users-permissions.user'))).toBe(true);
    expect(changesLogins(event('afterCreate', 'api::contract.contract'))).toBe(true);
  });

  it('is not a read, another model, a new session or the sweep of expired sessions', () => {
    expect(changesLogins(event('afterFindOne', 'plugin::users-permissions.user'))).toBe(false);
    expect(changesLogins(event('afterUpdate', 'api::invoice.invoice'))).toBe(false);
    expect(changesLogins(event('afterCreate', 'api::auth.portal-session'))).toBe(false);
    expect(changesLogins(event('afterDeleteMany', 'api::auth.portal-session', { expiresAt: { $lt: new Date() } }))).toBe(false);
    expect(changesLogins(event('afterDeleteMany', 'api::auth.portal-session', { id: { $in: [1] } }))).toBe(true);
    expect(changesLogins(event('afterDeleteMany', 'api::auth.portal-session', { expiresAt: { $lt: new Date() }, user: 1 }))).toBe(true);
  });
});

describe('InvalidationBus over Redis', () => {
  const buses: InvalidationBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.stop()));
  });
  /** Polls until the check holds (5 s at most): Redis delivers on its own time. */
  const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 25 });
  /** The instance ids of the messages a bus's own subscriber has received. */
  const heardBy = (bus: InvalidationBus) => {
    const heard: string[] = [];
    (bus as unknown as { subscriber: { on(event: 'message', listener: (channel: string, from: string) => void): void } }).subscriber.on(
      'message',
      (_channel, from) => heard.push(from),
    );
    return heard;
  };

  it('an invalidation published by one instance drops the other’s cache, not its own new entries', async () => {
    const [a, b] = [cache(), cache()];
    buses.push(new InvalidationBus(REDIS_URL, a), new InvalidationBus(REDIS_URL, b));
    expect(a.enabled).toBe(false);
    await Promise.all(buses.map((bus) => bus.start()));
    await until(() => expect(a.enabled && b.enabled).toBe(true));
    a.set('t', login(1), a.generation);
    b.set('t', login(1), b.generation);
    const heardByA = heardBy(buses[0]!);
    buses[0]!.publish();
    await until(() => expect(b.get('t')).toBeNull());
    // Its own message comes back from Redis too (its subscriber hears it); it does not drop the entry.
    await until(() => expect(heardByA).toContain(buses[0]!.instance));
    expect(a.get('t')).not.toBeNull();
  });

  it('caches nothing while Redis cannot be reached', async () => {
    const c = cache();
    const bus = new InvalidationBus('redis://127.0.0.1:1', c);
    buses.push(bus);
    await bus.start();
    c.set('t', login(), c.generation);
    expect(c.get('t')).toBeNull();
    expect(c.enabled).toBe(false);
  });
});
