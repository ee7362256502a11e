// @ts-check
// Removes expired web sessions from the file store (Astro's fs-lite driver, SESSION_DIR): a
// file whose every entry's `expires` has passed. Astro checks expiry on read but never deletes
// what nobody reads again; Redis (REDIS_URL) expires keys itself and needs no sweep.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'devalue';

/**
 * True when a stored session (devalue text of a Map of {data, expires}) has nothing left alive.
 * @param {string} text
 * @param {number} [now]
 * @returns {boolean}
 */
export function sessionExpired(text, now = Date.now()) {
  let entries;
  try {
    entries = parse(text);
  } catch {
    return true;
  }
  if (!(entries instanceof Map)) return true;
  for (const value of entries.values()) {
    if (!value || typeof value !== 'object') continue;
    if (typeof value.expires !== 'number' || value.expires > now) return false;
  }
  return true;
}

/**
 * Deletes the expired session files of `dir` (at most `limit` per pass); returns how many.
 * @param {string} dir
 * @param {{ now?: number; limit?: number }} [options]
 * @returns {number}
 */
export function sweepSessions(dir, { now = Date.now(), limit = 10_000 } = {}) {
  let removed = 0;
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names.slice(0, limit)) {
    const file = path.join(dir, name);
    try {
      if (!fs.statSync(file).isFile()) continue;
      if (sessionExpired(fs.readFileSync(file, 'utf8'), now)) {
        fs.rmSync(file, { force: true });
        removed += 1;
      }
    } catch {
      /* removed meanwhile */
    }
  }
  return removed;
}
