/**
 * Web instances (server/site-server.mjs) for the multi-instance test. The site is built ONCE
 * (server/site-build.mjs) into the first instance's releases folder and copied into the
 * others' — each instance then owns its folder and its `current` link, as on separate machines,
 * and rebuilds into it when the CMS's webhook calls its internal listener.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildRelease } from '../../../server/site-build.mjs';
import { waitForHttp } from '../../../tools/processes.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

export interface WebInstance {
  url: string;
  internalUrl: string;
  /** The release this instance serves now (its internal /__status). */
  release(): Promise<string>;
  /** The end of the instance's output (rebuild messages among it). */
  log(): string;
  stop(): Promise<void>;
}

/** Builds one release with `env` into `releasesDirs[0]` and copies it into the other folders. */
export async function buildSharedRelease(env: Record<string, string>, releasesDirs: string[]): Promise<void> {
  const release = (await buildRelease({ ...env, SITE_RELEASES_DIR: releasesDirs[0]! }, { quiet: true })) as string;
  for (const dir of releasesDirs.slice(1)) {
    fs.mkdirSync(dir, { recursive: true });
    const copy = path.join(dir, path.basename(release));
    fs.cpSync(release, copy, { recursive: true });
    fs.symlinkSync(copy, path.join(dir, 'current'));
  }
}

export async function startWeb(env: Record<string, string>): Promise<WebInstance> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/site-server.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (d) => (log = (log + d).slice(-20_000)));
  (child as ChildProcess & { getLog?: () => string }).getLog = () => log;
  const internalUrl = `http://127.0.0.1:${env.SITE_INTERNAL_PORT}`;
  await waitForHttp(`${internalUrl}/__status`, { child, timeoutMs: 60_000 });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    internalUrl,
    log: () => log,
    release: async () => ((await (await fetch(`${internalUrl}/__status`)).json()) as { release: string }).release,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
