// @ts-check
// The nginx configuration of the production topology (docs/operations.md, "Production
// topology"): renders the template deploy/nginx/portal.conf with the deploy's paths and ports
// and with the headers, types and limits of the web server's own code, so nginx answers a
// release's files as server/site-server.mjs does. Also a standalone nginx.conf around it (its
// own prefix, pid and temp folders, no root needed) and a start of Debian's nginx with it, for
// the resilience test and the bench.
//
//   node tools/nginx-config.mjs                  # the http-context file, from .env and the shell
//   node tools/nginx-config.mjs --standalone DIR # a whole nginx.conf using DIR for pid, logs, temp
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv, root } from '../server/env.mjs';
import { REQUEST_ID } from '../server/request-id.mjs';
import { COMPRESSIBLE } from '../server/precompress.mjs';
import { besidePageMetaPolicy, contentSecurityPolicy, securityHeaders } from '../server/security-headers.mjs';
import { currentLink } from '../server/site-build.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, IMMUTABLE_PREFIX, TYPES } from '../server/static-answers.mjs';
import { BODY_TOO_LARGE_MESSAGES, CONNECTION_BODY_LIMIT, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../src/lib/body-limits.mjs';

const TEMPLATE = path.join(root, 'deploy/nginx/portal.conf');
/** Debian's nginx (package `nginx`) and its brotli module (`libnginx-mod-http-brotli-static`). */
export const NGINX = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The CMS accepts 15 MB of files and 1 MB of fields in one body (cms/src/middlewares/body-limits.ts). */
const CMS_BODY_LIMIT = '17m';

/** @typedef {Record<string, string | undefined>} Env */
/**
 * The deploy's part of the configuration.
 * @typedef {object} NginxSettings
 * @property {string} listen nginx's public `listen` (NGINX_LISTEN: `80`, `0.0.0.0:8080`…).
 * @property {string} serverName NGINX_SERVER_NAME (`_`: any).
 * @property {string} siteRoot The live release's client files (NGINX_SITE_ROOT, default SITE_RELEASES_DIR/current/client).
 * @property {string[]} webServers The web servers' host:port (NGINX_WEB_SERVERS, a comma list).
 * @property {string} cmsListen Where the web servers reach the CMS instances (NGINX_CMS_LISTEN; their CMS_URL).
 * @property {string[]} cmsServers The CMS instances' host:port (NGINX_CMS_SERVERS, a comma list).
 * @property {string} accessLog NGINX_ACCESS_LOG (a file, or `off`).
 */

/** @param {string | undefined} list */
const listOf = (list) =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The deploy's settings from the environment (documented in .env.example), with their defaults.
 * @param {Env} [env]
 * @returns {NginxSettings}
 */
export function settingsFromEnv(env = process.env) {
  return {
    listen: env.NGINX_LISTEN || '80',
    serverName: env.NGINX_SERVER_NAME || '_',
    siteRoot: env.NGINX_SITE_ROOT || path.join(currentLink(env), 'client'),
    webServers: listOf(env.NGINX_WEB_SERVERS || `127.0.0.1:${env.PORT || 4321}`),
    cmsListen: env.NGINX_CMS_LISTEN || '127.0.0.1:1336',
    cmsServers: listOf(env.NGINX_CMS_SERVERS || `127.0.0.1:${env.CMS_PORT || 1337}`),
    accessLog: env.NGINX_ACCESS_LOG || '/var/log/nginx/portal.access.log',
  };
}

/**
 * A value inside an nginx double-quoted string.
 * @param {string} value
 */
function quoted(value) {
  // nginx would read `$` as a variable; none of the web server's values has one.
  if (/[\r\n$]/.test(value)) throw new Error(`nginx config: a line break or $ in ${JSON.stringify(value)}`);
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** nginx's size for a number of bytes (its `k` unit), exact. @param {number} bytes */
function size(bytes) {
  if (bytes % 1024) throw new Error(`nginx config: ${bytes} bytes is not a whole number of KiB`);
  return `${bytes / 1024}k`;
}

/**
 * The `server` lines of an upstream: a server that fails once is left out for 10 s.
 * @param {string[]} servers
 * @param {string} name
 */
function upstreamServers(servers, name) {
  if (!servers.length) throw new Error(`nginx config: no ${name} servers`);
  return servers.map((s) => `    server ${s} max_fails=1 fail_timeout=10s;`).join('\n');
}

/**
 * Every placeholder's value: the deploy's settings and what the web server's code decides.
 * @param {NginxSettings} settings
 * @param {Env} [env] SITE_URL (HSTS on https) and CMS_PUBLIC_URL (the CSP's CMS sources).
 * @returns {Record<string, string>}
 */
function templateValues(settings, env = process.env) {
  const headers = securityHeaders('/', env);
  // The headers of every answer that do not depend on the path (CSP and X-Frame-Options do: maps).
  const fixed = Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy' && name !== 'X-Frame-Options');
  /** @type {Map<string, string[]>} */
  const byType = new Map();
  for (const [ext, type] of Object.entries(TYPES)) {
    const mime = type.split(';')[0]?.trim() ?? type;
    byType.set(mime, [...(byType.get(mime) ?? []), ext.slice(1)]);
  }
  // nginx adds the charset to text/html always (it refuses it in charset_types).
  const charsetTypes = [
    ...new Set(
      Object.values(TYPES)
        .filter((t) => /charset=utf-8/i.test(t))
        .map((t) => t.split(';')[0]?.trim())
        .filter((t) => t !== 'text/html'),
    ),
  ];
  const escapeRegex = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    NGINX_LISTEN: settings.listen,
    NGINX_SERVER_NAME: settings.serverName,
    NGINX_SITE_ROOT: settings.siteRoot,
    NGINX_WEB_SERVERS: upstreamServers(settings.webServers, 'web'),
    NGINX_CMS_LISTEN: settings.cmsListen,
    NGINX_CMS_SERVERS: upstreamServers(settings.cmsServers, 'CMS'),
    NGINX_ACCESS_LOG: settings.accessLog === 'off' ? 'off' : `${settings.accessLog} portal_json`,
    PORTAL_REQUEST_ID_PATTERN: REQUEST_ID.source,
    PORTAL_CSP_PAGE: quoted(besidePageMetaPolicy('/', env)),
    PORTAL_CSP_FILE: quoted(contentSecurityPolicy('/', env)),
    PORTAL_CSP_PREVIEW_PAGE: quoted(besidePageMetaPolicy('/preview', env)),
    PORTAL_CSP_PREVIEW_FILE: quoted(contentSecurityPolicy('/preview', env)),
    PORTAL_SECURITY_HEADERS: fixed.map(([name, value]) => `        add_header ${name} "${quoted(value)}" always;`).join('\n'),
    PORTAL_IMMUTABLE_PREFIX: escapeRegex(IMMUTABLE_PREFIX),
    PORTAL_CACHE_IMMUTABLE: quoted(CACHE_IMMUTABLE),
    PORTAL_CACHE_REVALIDATE: quoted(CACHE_REVALIDATE),
    PORTAL_COMPRESSIBLE: `\\.(${[...COMPRESSIBLE].map((ext) => escapeRegex(ext.slice(1))).join('|')})$`,
    PORTAL_TYPES: [...byType].map(([mime, exts]) => `        ${mime} ${exts.join(' ')};`).join('\n'),
    PORTAL_CHARSET_TYPES: charsetTypes.join(' '),
    PORTAL_JSON_LIMIT: size(JSON_BODY_LIMIT),
    PORTAL_UPLOAD_LIMIT: size(UPLOAD_BODY_LIMIT),
    PORTAL_CONNECTION_LIMIT: size(CONNECTION_BODY_LIMIT),
    PORTAL_CMS_BODY_LIMIT: CMS_BODY_LIMIT,
    PORTAL_TOO_LARGE_JSON: quoted(BODY_TOO_LARGE_MESSAGES.json),
    PORTAL_TOO_LARGE_UPLOAD: quoted(BODY_TOO_LARGE_MESSAGES.upload),
    PORTAL_TOO_LARGE_CONNECTION: quoted(BODY_TOO_LARGE_MESSAGES.connection),
  };
}

/**
 * The template with every `${NAME}` filled; an unknown or unfilled name is an error.
 * @param {NginxSettings} settings
 * @param {Env} [env]
 * @param {string} [template]
 * @returns {string}
 */
export function renderNginxConfig(settings, env = process.env, template = fs.readFileSync(TEMPLATE, 'utf8')) {
  const values = templateValues(settings, env);
  /** @type {Set<string>} */
  const used = new Set();
  const text = template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx config: the template names \${${name}}, which has no value`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`nginx config: the template does not use ${unused.join(', ')}`);
  return text;
}

/**
 * A whole nginx.conf around the portal's http-context file: its pid, error log and temp folders
 * in `dir` (nginx started with `-p dir`), in the foreground, the brotli module loaded when installed.
 * @param {string} dir
 * @param {string} portal The rendered http-context configuration.
 * @param {{ workers?: number }} [options]
 * @returns {string}
 */
export function standaloneNginxConfig(dir, portal, { workers = 1 } = {}) {
  const brotli = fs.existsSync(BROTLI_STATIC_MODULE);
  return `${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${portal}
}
`;
}

/**
 * A running nginx (Debian's, as the current user) with a standalone configuration.
 * @typedef {object} RunningNginx
 * @property {string} dir Its prefix: nginx.conf, pid, logs, temp folders.
 * @property {number} pid
 * @property {() => string} log The end of its error log and output.
 * @property {() => Promise<void>} stop Graceful (SIGQUIT), then SIGKILL after 10 s.
 */

/**
 * Writes `config` as `dir`/nginx.conf, checks it (`nginx -t`) and starts nginx in the foreground;
 * resolves once `probeUrl` answers.
 * @param {{ dir: string; config: string; probeUrl: string; timeoutMs?: number }} options
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({ dir, config, probeUrl, timeoutMs = 20_000 }) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  let output = '';
  const args = ['-p', dir, '-c', file];
  await new Promise((resolve, reject) => {
    const check = spawn(NGINX, ['-t', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    check.stderr.on('data', (/** @type {Buffer} */ d) => (output += d));
    check.on('error', reject);
    check.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`nginx -t refused ${file}:\n${output}`))));
  });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (/** @type {Buffer} */ d) => (output = (output + d).slice(-20_000)));
  const log = () => {
    let errors = '';
    try {
      errors = fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-20_000);
    } catch {
      /* not written yet */
    }
    return `${errors}${output}`;
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})\n${log()}`);
    const answered = await new Promise((resolve) =>
      http.get(probeUrl, (res) => (res.resume(), resolve(true))).on('error', () => resolve(false)),
    );
    if (answered) break;
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer on ${probeUrl}\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid ?? 0;
  return {
    dir,
    pid,
    log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = loadEnv();
  const portal = renderNginxConfig(settingsFromEnv(env), env);
  const at = process.argv.indexOf('--standalone');
  const dir = at >= 0 ? process.argv[at + 1] : undefined;
  process.stdout.write(dir ? standaloneNginxConfig(path.resolve(dir), portal) : portal);
}
