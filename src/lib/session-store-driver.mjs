// @ts-check
// The web sessions' file store (Astro session driver): unstorage's fs-lite, except that a write
// never leaves a half-written file behind. fs-lite truncates the session file and writes it in
// place, so a request reading the session while another one saves it (a page's parallel API
// calls each move the idle deadline) could read it empty, lose the login, and send the person
// back to the sign-in. Here a write goes to a temporary file in `.tmp/` and is renamed over the
// session file: a reader sees the old text or the new, never a part. `.tmp/` is a folder, so the
// expired-session sweep (server/session-sweep.mjs, files only) leaves writes in flight alone.
import crypto from 'node:crypto';
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { defineDriver } from 'unstorage';
import fsLite from 'unstorage/drivers/fs-lite';

/** @typedef {import('unstorage/drivers/fs-lite').FSStorageOptions} FSStorageOptions */

export default defineDriver((/** @type {FSStorageOptions} */ options = {}) => {
  if (!options.base) throw new Error('session store: no base folder');
  const base = fsLite(options);
  const root = path.resolve(options.base);
  const pending = path.join(root, '.tmp');
  /** @param {string} key */
  const fileOf = (key) => {
    // The same key rule as fs-lite (which also refuses `..` segments when it reads).
    if (/\.\.:|\.\.$/.test(key)) throw new Error(`session store: invalid key ${JSON.stringify(key)}`);
    return path.join(root, key.replace(/:/g, '/'));
  };
  // Folders made once per process, not on every write (two system calls each); a write that
  // finds one gone (removed by hand) makes them again and retries once.
  /** @type {Set<string>} */
  const made = new Set();
  /** @param {string} dir */
  const ensureDir = async (dir) => {
    if (made.has(dir)) return;
    await fsp.mkdir(dir, { recursive: true });
    made.add(dir);
  };
  /**
   * @param {string} file
   * @param {string | Uint8Array} value
   */
  const attempt = async (file, value) => {
    await ensureDir(path.dirname(file));
    await ensureDir(pending);
    const temporary = path.join(pending, `${crypto.randomUUID()}.tmp`);
    try {
      await fsp.writeFile(temporary, value);
      await fsp.rename(temporary, file);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  };
  /**
   * @param {string} key
   * @param {string | Uint8Array} value
   */
  const write = async (key, value) => {
    const file = fileOf(key);
    try {
      await attempt(file, value);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error)?.code !== 'ENOENT') throw error;
      made.clear();
      await attempt(file, value);
    }
  };
  return {
    ...base,
    name: 'fs-atomic',
    setItem: (key, value) => write(key, value),
    setItemRaw: (key, value) => write(key, value),
  };
});
