// A static page: the web server (server/site-server.mjs) vs nginx (Debian's package, one worker,
// the shipped configuration of deploy/nginx/portal.conf) serving the same release folder's
// client/ files, on the same run, 50 connections, plain and with `Accept-Encoding: br`. Skipped
// with a message when nginx is absent.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { currentLink } from '../../server/site-build.mjs';
import { loadLine, newestNews } from './common.mjs';
import { load, WRK } from './wrk.mjs';
import { BROTLI_STATIC_MODULE, NGINX, renderNginxConfig, standaloneNginxConfig, startNginx } from '../../tools/nginx-config.mjs';

const HEADING = '### Static page: web server vs nginx (50 connections, 10 s each)';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One GET: status, headers and the body's length as sent (not decoded). */
function probe(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let length = 0;
        res.on('data', (d) => (length += d.length));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, length }));
      })
      .on('error', reject);
  });
}

/**
 * nginx with the shipped configuration (deploy/nginx/portal.conf, rendered by
 * tools/nginx-config.mjs with this stack's settings) in front of the bench's web server, serving
 * the same release folder's client/ files itself, one worker, as the current user.
 */
async function startShippedNginx(env, client) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const [port, cmsPort] = [await freePort(), await freePort()];
  const portal = renderNginxConfig(
    {
      listen: `127.0.0.1:${port}`,
      serverName: '_',
      siteRoot: client,
      webServers: [new URL(env.SITE_URL).host],
      cmsListen: `127.0.0.1:${cmsPort}`,
      cmsServers: [new URL(env.CMS_URL).host],
      accessLog: 'off',
    },
    env,
  );
  const url = `http://127.0.0.1:${port}`;
  const nginx = await startNginx({ dir, config: standaloneNginxConfig(dir, portal), probeUrl: `${url}/` });
  return {
    url,
    brotli: fs.existsSync(BROTLI_STATIC_MODULE),
    async stop() {
      await nginx.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The machine is shared: the two servers take turns (ROUNDS × SLICE seconds each), so a burst
// of other work weighs on both alike.
const ROUNDS = 5;
const SLICE = 2;

/** requests/s of each (mean of the rounds), p50 and p99 (median of the rounds), errors (sum). */
async function interleaved(webUrl, nginxUrl, headers) {
  const rounds = { web: [], ngx: [] };
  for (let i = 0; i < ROUNDS; i++) {
    rounds.web.push(await load(webUrl, { connections: 50, seconds: SLICE, headers }));
    rounds.ngx.push(await load(nginxUrl, { connections: 50, seconds: SLICE, headers }));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const sum = (list) => ({
    rps: list.reduce((n, r) => n + r.rps, 0) / list.length,
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    errors: list.reduce((n, r) => n + r.errors, 0),
  });
  return { web: sum(rounds.web), ngx: sum(rounds.ngx) };
}

export async function run(ctx) {
  const { env, say } = ctx;
  say(HEADING);
  say('');
  if (!fs.existsSync(NGINX)) {
    say(`Skipped: nginx is not installed (\`${NGINX}\`; Debian's package \`nginx\`).`);
    say('');
    return;
  }
  const client = path.join(fs.realpathSync(currentLink(env)), 'client');
  const news = await newestNews(env);
  const pages = ['/', `/noticias/${news.slug}`];
  const nginx = await startShippedNginx(env, client);
  const rows = [];
  try {
    say(
      `The same release folder's \`client/\` files, served by the web server (\`server/site-server.mjs\`, one Node process, as \`npm start\` runs it) and by nginx (${'`/usr/sbin/nginx`'}, one worker, with the shipped configuration \`deploy/nginx/portal.conf\` rendered by \`tools/nginx-config.mjs\`: \`sendfile\`, \`gzip_static\`${nginx.brotli ? ', `brotli_static` from `libnginx-mod-http-brotli-static`' : ''}, the web server's headers), taking turns in the same run (5 rounds of 2 s each, so 10 s per server and row; requests/s the mean of the rounds, p99 the median of the rounds' p99) by ${WRK ? '`wrk` (one thread)' : "the bench's Node load loop (`wrk` not installed)"}.`,
    );
    say('');
    if (!nginx.brotli) {
      say(
        'nginx has no brotli module here (`libnginx-mod-http-brotli-static` not installed): with `Accept-Encoding: br` it sends the page uncompressed, so the br rows compare different bodies.',
      );
      say('');
    }
    say('| page | Accept-Encoding | web server req/s | nginx req/s | web ÷ nginx | web p99 | nginx p99 | bytes (web / nginx) |');
    say('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const page of pages) {
      for (const encoding of [null, 'br']) {
        const h = encoding ? { 'Accept-Encoding': encoding } : {};
        const [a, b] = [await probe(`${env.SITE_URL}${page}`, h), await probe(`${nginx.url}${page}`, h)];
        if (a.status !== 200 || b.status !== 200) throw new Error(`bench static: ${page} answered ${a.status} / ${b.status}`);
        const { web, ngx } = await interleaved(`${env.SITE_URL}${page}`, `${nginx.url}${page}`, h);
        const ratio = web.rps / ngx.rps;
        rows.push({ page, encoding: encoding ?? 'none', web, nginx: ngx, ratio });
        const enc = (r) => r.headers['content-encoding'] ?? 'identity';
        say(
          `| \`${page}\` | ${encoding ?? '(none)'} | ${web.rps.toFixed(0)} | ${ngx.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${web.p99.toFixed(1)} ms | ${ngx.p99.toFixed(1)} ms | ${a.length} ${enc(a)} / ${b.length} ${enc(b)} |`,
        );
        if (web.errors || ngx.errors) say(`| ↳ errors | | ${web.errors} | ${ngx.errors} | | | | |`);
      }
    }
  } finally {
    await nginx.stop();
  }
  ctx.figures.static = rows;
  say('');
  say(loadLine());
  say('');
}
