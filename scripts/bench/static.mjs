// A static page: the web server (server/site-server.mjs) vs nginx (Debian's package, one worker,
// a generated config) serving the same release folder's client/ files, on the same run, 50
// connections, plain and with `Accept-Encoding: br`. Skipped with a message when nginx is absent.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { currentLink } from '../../server/site-build.mjs';
import { loadLine, newestNews } from './common.mjs';
import { load, WRK } from './wrk.mjs';

const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const HEADING = '### Static page: web server vs nginx (50 connections, 10 s each)';
// The headers both servers send on a page: the web server's, replayed by nginx.
const SECURITY = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'cache-control',
];

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

const nginxConfig = ({ dir, port, client, headers, brotli }) => `${brotli ? `load_module ${BROTLI_STATIC};\n` : ''}${
  process.getuid?.() === 0 ? 'user root;\n' : ''
}worker_processes 1;
daemon off;
master_process on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip_static on;
  ${brotli ? 'brotli_static on;' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${client};
    index index.html;
${headers.map(([name, value]) => `    add_header ${name} "${value.replace(/"/g, '\\"')}" always;`).join('\n')}
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }
}
`;

export async function startNginx(client, headers) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const brotli = fs.existsSync(BROTLI_STATIC);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port, client, headers, brotli }));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})\n${log}`);
    try {
      await probe(`${url}/`);
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not answer on ${url}\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    brotli,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
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
  const first = await probe(`${env.SITE_URL}/`);
  const headers = SECURITY.filter((h) => first.headers[h]).map((h) => [h, first.headers[h]]);
  const nginx = await startNginx(client, headers);
  const rows = [];
  try {
    say(
      `The same release folder's \`client/\` files, served by the web server (\`server/site-server.mjs\`, one Node process, as \`npm start\` runs it) and by nginx (${'`/usr/sbin/nginx`'}, one worker, \`sendfile\`, \`gzip_static\`${nginx.brotli ? ', `brotli_static` from `libnginx-mod-http-brotli-static`' : ''}, the web server's security headers replayed with \`add_header\`), taking turns in the same run (5 rounds of 2 s each, so 10 s per server and row; requests/s the mean of the rounds, p99 the median of the rounds' p99) by ${WRK ? '`wrk` (one thread)' : "the bench's Node load loop (`wrk` not installed)"}.`,
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
