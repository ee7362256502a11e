// @ts-check
// The web sessions, read and written outside Astro's render pipeline by the web server's `/api`
// reads (server/api-proxy.mjs). Same store, same format as Astro's sessions (astro.config.mjs
// `session`): the file store of src/lib/session-store-driver.mjs under SESSION_DIR, or Redis
// (REDIS_URL, unstorage's redis driver, no key prefix); each session is the devalue text of a
// Map of `key → { data, expires }` under its id. Nothing is cached in memory: every call reads
// the store, so a logout or an expiry on another web instance is seen at the next request.
import { parse, stringify } from 'devalue';
import fsAtomic from '../src/lib/session-store-driver.mjs';

/** Astro's session ids are v4 UUIDs; any other cookie value names no session. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * @typedef {{ data: unknown; expires?: number }} SessionEntry
 * @typedef {Map<string, SessionEntry>} SessionData
 * @typedef {{
 *   getItem(key: string): Promise<unknown> | unknown;
 *   setItem?(key: string, value: string, options: object): Promise<void> | void;
 * }} SessionDriver
 */

/**
 * The driver Astro's sessions use with these settings.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<SessionDriver>}
 */
export async function sessionDriver(env = process.env) {
  if (env.REDIS_URL) {
    const { default: redis } = await import('unstorage/drivers/redis');
    return /** @type {SessionDriver} */ (redis({ url: env.REDIS_URL }));
  }
  return /** @type {SessionDriver} */ (fsAtomic({ base: env.SESSION_DIR ?? './var/sessions' }));
}

/**
 * The session id a request's Cookie header names (the first `name=` pair, as Astro reads it).
 * @param {string | undefined} header
 * @param {string} name
 * @returns {string | null}
 */
export function sessionIdOf(header, name) {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return SESSION_ID.test(value) ? value : null;
  }
  return null;
}

/**
 * The live entries of a stored session at `now` (Astro drops expired entries when it reads).
 * @param {unknown} raw the store's text (or, from a store that parses JSON, the parsed array)
 * @param {number} now
 * @returns {SessionData | null}
 */
export function liveEntries(raw, now) {
  if (raw === null || raw === undefined || raw === '') return null;
  let stored;
  try {
    stored = parse(typeof raw === 'string' ? raw : JSON.stringify(raw));
  } catch {
    return null;
  }
  if (!(stored instanceof Map)) return null;
  /** @type {SessionData} */
  const live = new Map();
  for (const [key, value] of stored) {
    if (!value || typeof value !== 'object') continue;
    const entry = /** @type {SessionEntry} */ (value);
    if (typeof entry.expires === 'number' && entry.expires < now) continue;
    live.set(String(key), entry);
  }
  return live;
}

/**
 * @param {SessionDriver} driver
 * @param {string} id
 * @param {number} now
 * @returns {Promise<SessionData | null>}
 */
export async function readSession(driver, id, now) {
  return liveEntries(await driver.getItem(id), now);
}

/**
 * Writes a session's entries whole, as Astro does when a request changed it.
 * @param {SessionDriver} driver
 * @param {string} id
 * @param {SessionData} data
 */
export async function writeSession(driver, id, data) {
  if (!driver.setItem) throw new Error('session store: read-only driver');
  await driver.setItem(id, stringify(data), {});
}

/**
 * The Set-Cookie of a session whose login was written (src/lib/session.ts `writeCookie` in a
 * built site: httpOnly, SameSite=Lax, Secure, Max-Age only for a kept session).
 * @param {string} name
 * @param {string} id
 * @param {number} [maxAge]
 */
export function sessionCookie(name, id, maxAge) {
  return `${name}=${id}${maxAge ? `; Max-Age=${maxAge}` : ''}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}
