// @ts-check
// Starting and waiting for the CMS; shared by npm start, the test harnesses and the bench.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../server/env.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** A child process whose `getLog()` answers the end of its output when it was started `quiet` (empty otherwise). */
/** @typedef {ChildProcess & { getLog(): string }} LoggedProcess */

/**
 * Starts the CMS (cms/scripts/serve.cjs) with `env`; `quiet` keeps its output for `getLog()` instead of showing it.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean }} [options]
 * @returns {LoggedProcess}
 */
export function startCmsProcess(env, { quiet = false } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'cms/scripts/serve.cjs')], {
    cwd: path.join(root, 'cms'),
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let log = '';
  if (quiet) {
    child.stdout?.on('data', (/** @type {Buffer} */ d) => (log = (log + d).slice(-20000)));
    child.stderr?.on('data', (/** @type {Buffer} */ d) => (log = (log + d).slice(-20000)));
  }
  return Object.assign(child, { getLog: () => log });
}

/**
 * Resolves when the URL answers (any status below 500); rejects after the timeout or if the process dies.
 * @param {string} url
 * @param {{ timeoutMs?: number; child?: ChildProcess & { getLog?(): string } }} [options]
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, { timeoutMs = 180_000, child } = {}) {
  const started = Date.now();
  /** @type {number | null} */
  let exited = null;
  child?.once('exit', (code) => (exited = code));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`process exited (${exited}) before ${url} answered\n${child?.getLog?.() ?? ''}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}\n${child?.getLog?.() ?? ''}`);
}

/**
 * Runs a command to its end (output shown, in the repository's root unless `options.cwd`); rejects unless it exits 0.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
