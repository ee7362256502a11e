// @ts-check
// The web sessions, read and written outside Astro's render pipeline by the web server's `/api`
// reads (server/api-proxy.mjs). Same store, same format as Astro's sessions (astro.config.mjs
// `session`): the file store of src/lib/session-store-driver.mjs under SESSION_DIR, or Redis
// (REDIS_URL, unstorage's redis driver, no key prefix); each session is the devalue text of a
// Map of `key → { data, expires }` under its id. Every call asks the store, so a logout or an
// expiry on another web instance is seen at the next request: Redis is read each time; a session
// file is looked at each time (one stat) and read again only when it is another file or changed
// since this process read it (`fileSessions`: every write replaces the file by a rename). The
// store and its options are the ones the release was built with (Astro chooses them at build
// time: REDIS_URL and SESSION_DIR of the build), read from the release's server entry.
import fs from 'node:fs';
import path from 'node:path';
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
 * @typedef {{ driver?: string; options?: Record<string, unknown> }} SessionConfig
 *   A built release's session settings (Astro bakes them into its server entry at build time).
 */

/**
 * The session settings a built release's server entry carries (`"sessionConfig":{…}` in its
 * manifest), or null when it has none that can be read.
 * @param {string} entryText
 * @returns {SessionConfig | null}
 */
export function releaseSessionConfig(entryText) {
  const key = '"sessionConfig":';
  const start = entryText.indexOf(key);
  if (start < 0) return null;
  // The JSON object after the key, to its closing brace (braces inside strings skipped).
  const from = start + key.length;
  if (entryText[from] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let i = from; i < entryText.length; i++) {
    const c = entryText[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      try {
        return JSON.parse(entryText.slice(from, i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The store a release's sessions live in, as its Astro server opens it: the file store of
 * src/lib/session-store-driver.mjs or unstorage's Redis driver, with the release's options.
 * Null for any other (the `/api` reads then stay with the Astro endpoint). One store per set of
 * settings in a process: a rebuild with the same settings keeps the store (and its connection).
 * @param {SessionConfig | null} config
 * @returns {Promise<SessionDriver | null>}
 */
export async function sessionDriver(config) {
  const key = JSON.stringify(config);
  let driver = drivers.get(key);
  if (driver === undefined) {
    driver = await openDriver(config);
    drivers.set(key, driver);
  }
  return driver;
}

/** @type {Map<string, SessionDriver | null>} */
const drivers = new Map();

/**
 * @param {SessionConfig | null} config
 * @returns {Promise<SessionDriver | null>}
 */
async function openDriver(config) {
  const name = config?.driver ?? '';
  const options = config?.options ?? {};
  if (name.endsWith('/session-store-driver.mjs') && typeof options.base === 'string')
    return fileSessions(/** @type {SessionDriver} */ (fsAtomic({ base: options.base })), options.base);
  if (/(^|\/)unstorage\/drivers\/redis(\.mjs)?$/.test(name)) {
    const { default: redis } = await import('unstorage/drivers/redis');
    return /** @type {SessionDriver} */ (redis(/** @type {import('unstorage/drivers/redis').RedisOptions} */ (options)));
  }
  return null;
}

/** Session files whose text this process keeps (the least recently read go first). */
const KEPT_FILES = 10_000;

/**
 * The file store with each session file's text kept in memory for the version of the file it was
 * read from — its inode, modification time (ns) and size: the store never changes a file in
 * place, a write (Astro's or this server's, on any instance sharing the folder) renames a new file
 * over it. A read is then one stat of the file, on the event loop (`versionStat`), instead of the
 * four system calls of reading it (open, fstat, read, close — each a round trip through libuv's
 * thread pool, which under load waits its turn: the web server's `/api` reads were latency-bound,
 * docs/scaling.md). A file that is gone is no session; a write by this process drops its kept text.
 * @param {SessionDriver} driver
 * @param {string} base
 * @returns {SessionDriver}
 */
export function fileSessions(driver, base) {
  const root = path.resolve(base);
  /** @type {Map<string, { version: string; text: unknown }>} */
  const kept = new Map();
  return {
    ...driver,
    async getItem(key) {
      // Session ids only (sessionIdOf): no separator, no `..`; anything else is read as it is.
      if (!/^[0-9a-f-]+$/i.test(key)) return driver.getItem(key);
      const stat = versionStat(path.join(root, key));
      if (!stat) {
        kept.delete(key);
        return null;
      }
      const version = `${stat.ino}:${stat.mtimeNs}:${stat.size}`;
      const found = kept.get(key);
      if (found && found.version === version) {
        // Most recently read last: the bound drops the oldest.
        kept.delete(key);
        kept.set(key, found);
        return found.text;
      }
      const text = await driver.getItem(key);
      kept.delete(key);
      if (kept.size >= KEPT_FILES) kept.delete(/** @type {string} */ (kept.keys().next().value));
      // Noted under the version seen before reading: if the file changed in between, the next
      // read sees another version and reads again.
      kept.set(key, { version, text });
      return text;
    },
    async setItem(key, value, options) {
      kept.delete(key);
      if (!driver.setItem) throw new Error('session store: read-only driver');
      await driver.setItem(key, value, options);
      kept.delete(key);
    },
  };
}

/**
 * A session file's stat (null: no file, or none that can be read), taken on the event loop: one
 * system call on a file the kernel has cached, where the promise form is a round trip through
 * libuv's thread pool (a thread woken and the loop woken back, per request: docs/scaling.md).
 * @param {string} file
 */
function versionStat(file) {
  try {
    return fs.statSync(file, { bigint: true, throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
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

/** Stored sessions' texts already read, with what they hold (bounded; emptied when full). */
const PARSED_KEPT = 5000;
/** @type {Map<string, Map<unknown, unknown> | null>} */
const parsed = new Map();

/**
 * What a stored session's text holds (null: not a stored session), read once per text: a session
 * is read on every `/api` call and changes at most once a minute (its activity), so most reads
 * find the text they read before (devalue's parse was a visible share of the web server's time
 * per call, docs/scaling.md). What is kept is frozen, the entries and their data all through, so
 * no request can change what the next one reads: a change makes a new entry (`sessionToken`).
 * @param {string} text
 * @returns {Map<unknown, unknown> | null}
 */
function storedOf(text) {
  let stored = parsed.get(text);
  if (stored !== undefined) return stored;
  try {
    const value = parse(text);
    stored = value instanceof Map ? value : null;
  } catch {
    stored = null;
  }
  if (stored) for (const entry of stored.values()) deepFreeze(entry);
  if (parsed.size >= PARSED_KEPT) parsed.clear();
  parsed.set(text, stored);
  return stored;
}

/**
 * @param {unknown} value
 * @param {Set<object>} [seen]
 */
function deepFreeze(value, seen = new Set()) {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Map || value instanceof Set) {
    // A Map or Set cannot be frozen in its contents: their values are, and the collection is
    // never handed out to be changed (the live entries are a new Map per read).
    for (const item of value.values()) deepFreeze(item, seen);
    if (value instanceof Map) for (const key of value.keys()) deepFreeze(key, seen);
  } else for (const item of Object.values(value)) deepFreeze(item, seen);
  Object.freeze(value);
}

/**
 * The live entries of a stored session at `now` (Astro drops expired entries when it reads).
 * @param {unknown} raw the store's text (or, from a store that parses JSON, the parsed array)
 * @param {number} now
 * @returns {SessionData | null}
 */
export function liveEntries(raw, now) {
  if (raw === null || raw === undefined || raw === '') return null;
  const stored = storedOf(typeof raw === 'string' ? raw : JSON.stringify(raw));
  if (!stored) return null;
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
