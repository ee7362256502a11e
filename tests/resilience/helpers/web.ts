/**
 * Web instances (server/site-server.mjs) for the multi-instance test. The site is built ONCE
 * (server/site-build.mjs) into the first instance's releases folder and copied into the
 * others' — each instance then owns its folder and its `current` link, as on separate machines,
 * and rebuilds into it when the CMS's webhook calls its internal listener.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildRelease } from '../../../server/site-build.mjs';
import { cleanEnv, launchSite } from '../../../tools/throwaway-stack.mjs';
import { SITE_REQUEST_HEADERS } from '../../../src/lib/site-request.mjs';

/**
 * The settings of one web instance of a multi-instance stack: its ports, releases folder, own
 * sessions and build cache (instances build from one checkout at the same moment), the shared
 * CMS and Redis, and a balancer on 127.0.0.1 in front (its X-Forwarded-For names the visitor).
 */
export function webInstanceEnv(options: {
  port: number;
  internalPort: number;
  releasesDir: string;
  work: string;
  siteUrl: string;
  cmsUrl: string;
  readToken: string;
  redisUrl: string;
  rebuildSecret: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  const { port, work } = options;
  return cleanEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_INTERNAL_PORT: String(options.internalPort),
    SITE_URL: options.siteUrl,
    SITE_RELEASES_DIR: options.releasesDir,
    SESSION_DIR: path.join(work, `sessions-${port}`),
    SITE_CACHE_DIR: path.join(work, `cache-${port}`),
    CMS_URL: options.cmsUrl,
    CMS_PUBLIC_URL: options.cmsUrl,
    CMS_READ_TOKEN: options.readToken,
    REDIS_URL: options.redisUrl,
    REBUILD_SECRET: options.rebuildSecret,
    PREVIEW_SECRET: 'resilience-preview-secret',
    ASTRO_TELEMETRY_DISABLED: '1',
    WEB_TRUSTED_PROXIES: '127.0.0.1/32',
    ...options.extra,
  }) as Record<string, string>;
}

export interface WebInstance {
  url: string;
  internalUrl: string;
  /** The release this instance serves now (its internal /__status). */
  release(): Promise<string>;
  /** The end of the instance's output (rebuild messages among it). */
  log(): string;
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash would. */
  kill(): Promise<void>;
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
  const web = await launchSite(env, { quiet: true, timeoutMs: 60_000 });
  return {
    url: web.url,
    internalUrl: web.internalUrl,
    log: web.log,
    release: async () => ((await (await fetch(`${web.internalUrl}/__status`)).json()) as { release: string }).release,
    stop: web.stop,
    kill: web.kill,
  };
}

/**
 * A sign-in (`POST /session/login`) sent to `siteUrl` from the loopback address `local`, as a
 * visitor at that address, optionally with an X-Forwarded-For the visitor wrote itself: what the
 * rate limits of the stack behind count.
 */
export function signInFrom(
  siteUrl: string,
  local: string,
  body: { email: string; password: string },
  forgedForwardedFor?: string,
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const target = new URL('/session/login', siteUrl);
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: local,
        agent: false,
        headers: {
          origin: siteUrl,
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...SITE_REQUEST_HEADERS,
          ...(forgedForwardedFor ? { 'x-forwarded-for': forgedForwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
