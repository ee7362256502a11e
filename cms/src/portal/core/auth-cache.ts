/**
 * The resolved login behind a bearer token — its session (with the contract of a simplified
 * access and the attendant's started service) and its user (with profile and contracts) — kept
 * in memory, so a portal call does not reload them from the database on every request.
 *
 * Nothing here weakens a rule: `authorize` decides from these rows exactly as from fresh ones,
 * and the session's and the token's expiry are checked on every request from the cached
 * values. What could change the rows drops the whole cache at once:
 *
 * - every write on users, contracts, groups (profiles) and sessions through Strapi's query
 *   engine (the portal's use cases, the document service, the admin panel), caught by one
 *   database lifecycle subscriber, so no write path can forget it: before the write, after it,
 *   and again when its transaction commits (a request that read the old rows meanwhile does not
 *   keep them: an entry is stored only if no invalidation happened while it was being read);
 * - with `REDIS_URL`, the same invalidation from any other CMS instance (Redis pub/sub). While
 *   this instance is not subscribed (Redis down, reconnecting) it caches nothing.
 *
 * A new session (a login) changes no cached login and leaves the cache alone; so does the sweep
 * of sessions that have already expired (refused anyway by the expiry check). Writes that skip
 * the query engine (SQL typed by hand, `strapi.db.lifecycles.disable()`) are not seen: an entry
 * lives at most `AUTH_CACHE_TTL_MS` (30 s), which also bounds a lost Redis message.
 * `AUTH_CACHE_TTL_MS=0` turns the cache off.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import Redis from 'ioredis';
import { CONTRACT_UID, PROFILE_UID, SESSION_UID, USER_UID, type SessionRow, type UserRow } from './types';

export interface CachedLogin {
  session: SessionRow;
  user: UserRow | null;
  /** The token's own `exp` (seconds since the epoch), if it has one. */
  tokenExp: number | null;
}

interface Entry {
  generation: number;
  storedAt: number;
  login: CachedLogin;
}

export interface AuthCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  private current = 0;
  private available = true;
  /** Lookups answered from memory, and those that had to read the database (metrics). */
  hits = 0;
  misses = 0;

  constructor(private readonly options: AuthCacheOptions) {}

  /** Bumped by every invalidation; a reader notes it before loading and stores with it. */
  get generation(): number {
    return this.current;
  }

  get enabled(): boolean {
    return this.available && this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A copy of the cached login of a token (handlers may change what they get), or null. */
  get(token: string, realNow = Date.now()): CachedLogin | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(token);
    if (!entry) return ((this.misses += 1), null);
    if (entry.generation !== this.current || realNow - entry.storedAt >= this.options.ttlMs) {
      this.entries.delete(token);
      this.misses += 1;
      return null;
    }
    this.hits += 1;
    return structuredClone(entry.login);
  }

  /** Stores a login read from the database, unless an invalidation happened since `generation`. */
  set(token: string, login: CachedLogin, generation: number, realNow = Date.now()): void {
    if (!this.enabled || generation !== this.current) return;
    this.entries.delete(token);
    // Oldest first (Map keeps insertion order): the bound drops the least recently stored.
    while (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { generation, storedAt: realNow, login: structuredClone(login) });
  }

  invalidate(): void {
    this.current += 1;
    this.entries.clear();
  }

  /** Off while the invalidations of other instances cannot reach this one. */
  setAvailable(available: boolean): void {
    this.invalidate();
    this.available = available;
  }
}

const numberSetting = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export const authCacheOptions = (env: NodeJS.ProcessEnv = process.env): AuthCacheOptions => ({
  ttlMs: numberSetting(env.AUTH_CACHE_TTL_MS, 30_000),
  maxEntries: Math.max(1, numberSetting(env.AUTH_CACHE_MAX_ENTRIES, 10_000)),
});

let shared: AuthCache | null = null;
/** This process's cache (settings read once). */
export function authCache(): AuthCache {
  shared ??= new AuthCache(authCacheOptions());
  return shared;
}

/** The models whose rows a cached login holds. */
export const AUTH_MODELS: readonly string[] = [USER_UID, CONTRACT_UID, PROFILE_UID, SESSION_UID];
const WRITES = new Set([
  'beforeCreate',
  'afterCreate',
  'beforeCreateMany',
  'afterCreateMany',
  'beforeUpdate',
  'afterUpdate',
  'beforeUpdateMany',
  'afterUpdateMany',
  'beforeDelete',
  'afterDelete',
  'beforeDeleteMany',
  'afterDeleteMany',
]);

interface LifecycleEvent {
  action: string;
  model: { uid: string };
  params?: { where?: unknown };
}

/** The sweep of sessions already past their expiry (pruneExpiredSessions): no live login changes. */
function isExpiredSweep(event: LifecycleEvent): boolean {
  const where = event.params?.where as Record<string, unknown> | undefined;
  if (!where || typeof where !== 'object') return false;
  const keys = Object.keys(where);
  const expiresAt = where.expiresAt as Record<string, unknown> | undefined;
  return keys.length === 1 && keys[0] === 'expiresAt' && !!expiresAt && Object.keys(expiresAt).join() === '$lt';
}

/** Whether a database lifecycle event can change a cached login. */
export function changesLogins(event: LifecycleEvent): boolean {
  if (!WRITES.has(event.action) || !AUTH_MODELS.includes(event.model?.uid)) return false;
  if (event.model.uid === SESSION_UID) {
    if (event.action.includes('Create')) return false;
    if (event.action.includes('DeleteMany') && isExpiredSweep(event)) return false;
  }
  return true;
}

/**
 * Invalidation across CMS instances over Redis pub/sub: each instance publishes its own
 * invalidations and drops its cache on the others'. Caching is off until subscribed and again
 * whenever the subscription is lost.
 */
export class InvalidationBus {
  static readonly CHANNEL = 'portal:auth-cache:invalidate';
  readonly instance = randomUUID();
  private readonly subscriber: Redis;
  private readonly publisher: Redis;

  constructor(
    redisUrl: string,
    private readonly cache: AuthCache,
    private readonly log: (message: string) => void = () => {},
  ) {
    cache.setAvailable(false);
    this.subscriber = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: null, lazyConnect: true });
    // A publish never waits for a connection: an invalidation that cannot go out now is lost,
    // and the entries' lifetime bounds what a lost one leaves behind.
    this.publisher = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => cache.setAvailable(false));
    this.subscriber.on('close', () => cache.setAvailable(false));
    this.subscriber.on('message', (_channel: string, from: string) => {
      if (from !== this.instance) cache.invalidate();
    });
    this.subscriber.on('ready', () => {
      this.subscriber
        .subscribe(InvalidationBus.CHANNEL)
        .then(() => cache.setAvailable(true))
        .catch((error: Error) => this.log(`auth cache: cannot subscribe to Redis (${error.message}); caching off`));
    });
  }

  async start(): Promise<void> {
    await Promise.all([this.subscriber.connect().catch(() => {}), this.publisher.connect().catch(() => {})]);
  }

  publish(): void {
    if (this.publisher.status !== 'ready') return;
    this.publisher.publish(InvalidationBus.CHANNEL, this.instance).catch(() => {});
  }

  async stop(): Promise<void> {
    this.cache.setAvailable(false);
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

let bus: InvalidationBus | null = null;
let unsubscribe: (() => void) | null = null;

/** Drops every cached login here and, with Redis, on every other instance. */
export function invalidateLogins(): void {
  authCache().invalidate();
  bus?.publish();
}

/** Subscribes the invalidation to the database lifecycles and, with REDIS_URL, to the other instances. */
export async function startAuthCache(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const cache = authCache();
  unsubscribe?.();
  const db = strapi.db as unknown as {
    inTransaction(): boolean;
    transaction<T>(cb: (params: { onCommit(cb: () => void): void }) => Promise<T>): Promise<T>;
    lifecycles: { subscribe(subscriber: (event: LifecycleEvent) => Promise<void>): () => void };
  };
  unsubscribe = db.lifecycles.subscribe(async (event) => {
    if (!changesLogins(event)) return;
    invalidateLogins();
    // Inside a transaction the new rows become visible at its commit: drop again then.
    if (event.action.startsWith('after') && db.inTransaction()) await db.transaction(async ({ onCommit }) => onCommit(invalidateLogins));
  });
  if (env.REDIS_URL && cache.enabled) {
    bus = new InvalidationBus(env.REDIS_URL, cache, (message) => strapi.log.warn(message));
    await bus.start();
  }
}

export async function stopAuthCache(): Promise<void> {
  unsubscribe?.();
  unsubscribe = null;
  await bus?.stop();
  bus = null;
}
