// @ts-check
// Builds the static site into a fresh release folder and points var/site/current at it
// atomically (rename of a symlink), so a running server never sees a half-built site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './env.mjs';
import { precompress } from './precompress.mjs';
import { failureOf, writeLastBuild } from './build-state.mjs';

/** @typedef {Record<string, string | undefined>} Env */

/** The folder of the releases. @param {Env} [env] */
export const releasesDir = (env = process.env) => path.resolve(root, env.SITE_RELEASES_DIR ?? 'var/site');
/** The `current` symlink to the live release. @param {Env} [env] */
export const currentLink = (env = process.env) => path.join(releasesDir(env), 'current');

/**
 * Builds a release from the CMS's published content and makes it current; resolves to its folder.
 * Its outcome is kept for the admin (build-state.mjs): a failure names the page and block that
 * broke it, and leaves the current release as it was.
 * @param {Env} [env]
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
export function buildRelease(env = process.env, { quiet = false } = {}) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  const release = path.join(dir, `release-${Date.now()}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      // Always a production build (test stacks run the servers with NODE_ENV=test).
      env: { ...env, NODE_ENV: 'production', SITE_OUT_DIR: release },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    for (const [s, out] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]))
      s.on('data', (/** @type {Buffer} */ d) => {
        log = (log + d).slice(-30000);
        if (!quiet) out.write(d);
      });
    const fail = (/** @type {Error} */ error) => {
      fs.rmSync(release, { recursive: true, force: true });
      keepOutcome(dir, { at: new Date().toISOString(), ok: false, ...failureOf(error.message) });
      reject(error);
    };
    child.on('exit', async (code) => {
      if (code !== 0) return fail(new Error(`site build failed (${code})\n${log}`));
      try {
        await precompress(path.join(release, 'client'));
      } catch (error) {
        return fail(/** @type {Error} */ (error));
      }
      const tmp = `${currentLink(env)}.${process.pid}.tmp`;
      fs.rmSync(tmp, { force: true });
      fs.symlinkSync(release, tmp);
      fs.renameSync(tmp, currentLink(env));
      pruneReleases(dir, release);
      keepOutcome(dir, { at: new Date().toISOString(), ok: true, release: path.basename(release) });
      resolve(release);
    });
  });
}

/**
 * @param {string} dir
 * @param {import('./build-state.mjs').LastBuild} state
 */
function keepOutcome(dir, state) {
  try {
    writeLastBuild(dir, state);
  } catch (error) {
    console.error(`[site] could not keep the build's outcome: ${error instanceof Error ? error.message : error}`);
  }
}

/** Keeps the newest two releases: the live one and the one before it (still being served to in-flight requests). */
/**
 * @param {string} dir
 * @param {string} keep
 */
function pruneReleases(dir, keep) {
  const releases = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('release-'))
    .sort();
  for (const old of releases.slice(0, -2))
    if (path.join(dir, old) !== keep) fs.rmSync(path.join(dir, old), { recursive: true, force: true });
}
