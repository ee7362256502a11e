/**
 * The web sessions' file store: a session read while another request saves it is the old text
 * or the new one, never a part (fs-lite wrote in place, and a page's parallel API calls then
 * read an empty session and were sent to the sign-in).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import atomicDriver from '../../src/lib/session-store-driver.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function store() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'session-store-'));
  dirs.push(base);
  return { base, driver: atomicDriver({ base }) };
}

describe('session file store', () => {
  // 40 saves and 200 reads of 1 MB each: disk-bound, so it gets a disk-bound budget on a loaded CI machine.
  it('never lets a reader see a half-written session while 40 saves of 1 MB run', { timeout: 30_000 }, async () => {
    const { driver } = store();
    const text = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(1024 * 1024) });
    await driver.setItem!('abc', text(0), {});
    const partial: number[] = [];
    const writes = Array.from({ length: 40 }, (_, i) => driver.setItem!('abc', text(i + 1), {}));
    const reads = Array.from({ length: 200 }, async () => {
      const value = (await driver.getItem('abc', {})) as string;
      try {
        JSON.parse(value);
      } catch {
        partial.push(value.length);
      }
    });
    await Promise.all([...writes, ...reads]);
    expect(partial).toEqual([]);
    expect(JSON.parse((await driver.getItem('abc', {})) as string).pad).toHaveLength(1024 * 1024);
  });

  it('keeps fs-lite’s keys: nested keys become folders, `..` is refused, removal and listing work', async () => {
    const { base, driver } = store();
    await driver.setItem!('a:b', 'one', {});
    expect(fs.readFileSync(path.join(base, 'a', 'b'), 'utf8')).toBe('one');
    await expect(driver.setItem!('..', 'x', {})).rejects.toThrow(/invalid key/);
    await driver.removeItem!('a:b', {});
    expect(await driver.hasItem('a:b', {})).toBe(false);
  });

  it('leaves no temporary file behind, in a folder the expired-session sweep skips', async () => {
    const { base, driver } = store();
    await Promise.all(Array.from({ length: 10 }, (_, i) => driver.setItem!(`s${i}`, String(i), {})));
    expect(fs.readdirSync(path.join(base, '.tmp'))).toEqual([]);
    expect(fs.statSync(path.join(base, '.tmp')).isDirectory()).toBe(true);
  });
});
