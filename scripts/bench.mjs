// `npm run bench`: JavaScript shipped per seeded page, Lighthouse (mobile) for the home page
// and one news page, the site search under load beside the CMS's /_health, the client area's
// first-screen JavaScript per landing role, the invoice list under load beside /_health, a
// 10,000-row invoice CSV batch (time to PROCESSED, rows/s, CMS memory), and
// build time per page from 100 to 1,000 generated pages. Writes the figures into the README between the bench
// markers.
//
// BENCH_ONLY=search (a comma list of js, lighthouse, search, area, invoices, consumption, batches, build) runs only those sections
// and replaces only their part of the README block. BENCH_CMS_PORT / BENCH_SITE_PORT move the
// throwaway stack off 1339/4339 (the site's internal listener is the site port + 1000).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { compileCms } from '../tests/support/cms-dist.mjs';
import { root } from './lib/env.mjs';
import { measure } from './lib/load.mjs';
import { buildRelease } from './lib/site-build.mjs';
import { addContracts, dashboardLoad } from './lib/consumption-bench.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from './lib/throwaway-stack.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
const SECTIONS = ['js', 'lighthouse', 'search', 'area', 'invoices', 'consumption', 'batches', 'build'];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: unknown section ${name} (${SECTIONS.join(', ')})`);
const runs = (name) => !only.length || only.includes(name);
const cmsPort = Number(process.env.BENCH_CMS_PORT ?? 1339);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 4339);
const work = path.join(root, cmsPort === 1339 ? 'var/bench' : `var/bench-${cmsPort}`);
const env = stackEnv(work, { cmsPort, sitePort });
// The CMS compiled once per source state (as the test stacks), never into the shared cms/dist.
env.CMS_DIST_DIR = (await compileCms()).distDir;
// The compiled CMS lives outside cms/dist, so the seed is told where the starter content is.
env.SITE_CONTENT_DIR = path.join(root, 'site');
// The bench's own Super Admin (made at start from the settings) creates its API token.
env.CMS_ADMIN_EMAIL = 'bench-admin@bench.local';
env.CMS_ADMIN_PASSWORD = `Bench-${crypto.randomBytes(12).toString('hex')}!`;
// Demo accounts (DESIGN §7) and the client-area screen each lands on (landingRoute, spec 04 §2.2).
const LANDING_ROLES = [
  ['client', 'cliente@demo.test', '/area-cliente/home'],
  ['attendant-only', 'atendente@demo.test', '/area-cliente/atendimento'],
  ['attendant 2', 'atendente2@demo.test', '/area-cliente/atendimento'],
  ['admin', 'admin@demo.test', '/area-cliente/home'],
  ['admin master', 'master@demo.test', '/area-cliente/home'],
  ['industry', 'industria@demo.test', '/area-cliente/programacao-consumo'],
  ['gas programmer', 'programador@demo.test', '/area-cliente/visao-geral-dashboard'],
  ['GNV', 'gnv@demo.test', '/area-cliente/home'],
];
const DEMO_PASSWORD = 'Demo@1234';
const lines = [];
const say = (line) => (console.log(line), lines.push(line));

const cms = await startThrowawayCms(work, env, { quiet: true });
try {
  // The batch section talks to the CMS only: a run of it alone builds no site. The consumption
  // section runs last of these: it adds 476 contracts to the throwaway database.
  if (['js', 'lighthouse', 'search', 'area', 'invoices', 'consumption'].some(runs)) {
    await buildRelease(env, { quiet: true });
    const site = await startSiteServer(env);
    try {
      if (runs('js')) await javascriptPerPage();
      if (runs('lighthouse')) await lighthouseScores();
      if (runs('search')) await searchThroughput();
      if (runs('area')) await clientAreaJavascript();
      if (runs('invoices')) await invoicesThroughput();
      if (runs('consumption')) await consumptionDashboard();
    } finally {
      site.kill('SIGTERM');
    }
  }
  if (runs('batches')) await invoiceBatch(cms.pid);
  if (runs('build')) await buildTimes();
} finally {
  cms.kill('SIGTERM');
}
writeReadme();

async function seededPaths() {
  const res = await fetch(`${env.CMS_URL}/api/pages?pagination[pageSize]=200&fields[0]=path`, {
    headers: { Authorization: `Bearer ${env.CMS_READ_TOKEN}` },
  });
  const { data } = await res.json();
  return data
    .map((p) => p.path)
    .filter((p) => p !== '/404')
    .sort();
}

async function javascriptPerPage() {
  say('### JavaScript shipped per seeded page');
  say('');
  say(
    'JavaScript the browser fetches after scrolling the whole page (so every `client:visible` island loads): bytes over the wire (brotli), bytes once decoded, and inline script bytes.',
  );
  say('');
  say('| page | JS transferred | JS decoded | inline |');
  say('|---|---:|---:|---:|');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  for (const p of await seededPaths()) {
    const page = await browser.newPage();
    const scripts = countScripts(page);
    await page.goto(`${env.SITE_URL}${p}`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    // client:visible islands start loading once scrolled into view; give them time to arrive.
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const { wire, decoded } = await scripts.total();
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => s.type !== 'application/ld+json')
        .reduce((n, s) => n + (s.textContent?.length ?? 0), 0),
    );
    say(`| \`${p}\` | ${kb(wire)} | ${kb(decoded)} | ${kb(inline)} |`);
    await page.close();
  }
  await browser.close();
  say('');
}

/** Counts the scripts a page fetches from now on: bytes over the wire and decoded. */
function countScripts(page) {
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.body())])
        .then(([s, body]) => ({ wire: s.responseBodySize, decoded: body?.length ?? 0 }))
        // A script still arriving when the page closes is not counted (and must not crash the bench).
        .catch(() => ({ wire: 0, decoded: 0 })),
    );
  });
  return {
    async total() {
      const all = await Promise.all(sizes);
      return { wire: all.reduce((n, s) => n + s.wire, 0), decoded: all.reduce((n, s) => n + s.decoded, 0) };
    },
  };
}

function kb(bytes) {
  return bytes === 0 ? '0' : `${(bytes / 1024).toFixed(1)} KB`;
}

async function lighthouseScores() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const news = (await (await fetch(`${env.CMS_URL}/api/news-items?pagination[pageSize]=1&sort=publishedAt:desc`)).json()).data[0];
  say('### Lighthouse (mobile, Debian Chromium)');
  say('');
  say('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  say('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of ['/', `/noticias/${news.slug}`]) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${env.SITE_URL}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result.lhr.categories;
      const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
      const audit = (id) => result.lhr.audits[id];
      const lcp = `${(audit('largest-contentful-paint').numericValue / 1000).toFixed(1)} s`;
      const tbt = `${Math.round(audit('total-blocking-time').numericValue)} ms`;
      const cls = audit('cumulative-layout-shift').numericValue.toFixed(3);
      say(
        `| \`${p}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp} | ${tbt} | ${cls} |`,
      );
      // What keeps a score under 100, for whoever runs the bench (not written to the README).
      for (const a of Object.values(result.lhr.audits))
        if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          console.error(`  ${p}: ${a.id} ${a.displayValue ?? a.score}`);
    } finally {
      await chrome.kill();
    }
  }
  say('');
}

async function searchThroughput() {
  say('### Site search under load (50 connections, 10 s each)');
  say('');
  // Measured only on a real answer: the seeded content must be found.
  const found = await (await fetch(`${env.SITE_URL}/api/search?search=gas`)).json();
  if (!Array.isArray(found) || found.length === 0)
    throw new Error('bench: the site search found nothing for "gas" (is the content seeded?)');
  say(`Each answer holds ${found.length} results.`);
  say('');
  say(
    "`GET /api/search?search=gas` answered from the search index, through the web server and straight at the CMS, beside the CMS's `/_health` measured in the same run.",
  );
  say('');
  say('| call | requests/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|');
  const calls = [
    ['`/_health` (CMS)', `${env.CMS_URL}/_health`],
    ['`/api/search?search=gas` (CMS)', `${env.CMS_URL}/api/search?search=gas`],
    ['`/api/search?search=gas` (web server → CMS)', `${env.SITE_URL}/api/search?search=gas`],
  ];
  const results = [];
  for (const [label, url] of calls) {
    const r = await measure(url, { connections: 50, seconds: 10 });
    results.push(r);
    say(`| ${label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} |`);
  }
  say('');
  say(
    `Search through the web server: ${(results[2].rps / results[0].rps).toFixed(2)} × the CMS's /_health rate (straight at the CMS: ${(results[1].rps / results[0].rps).toFixed(2)} ×).`,
  );
  say('');
  // The load generator shares the machine with the CMS and the web server; so may other work.
  say(`Machine load average over the last minute at the end: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).`);
  say('');
}

/** Signs a demo account in through the web server (POST /session/login) and answers its cookie header. */
async function siteSessionCookie(email) {
  const res = await fetch(`${env.SITE_URL}/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: env.SITE_URL },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`bench login as ${email}: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { cookie: cookies.join('; '), user: (await res.json()).user };
}

async function clientAreaJavascript() {
  say("### JavaScript of the client area's first screen, per landing role");
  say('');
  say(
    'A demo account signs in through the web server and opens the screen it lands on; scripts fetched until the network is idle (charts and the PDF viewer load only when used): bytes over the wire (brotli) and decoded.',
  );
  say('');
  say('| role | first screen | JS transferred | JS decoded |');
  say('|---|---|---:|---:|');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  for (const [role, email, target] of LANDING_ROLES) {
    const context = await browser.newContext();
    const login = await context.request.post(`${env.SITE_URL}/session/login`, {
      headers: { origin: env.SITE_URL },
      data: { email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`bench login as ${email}: ${login.status()}`);
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(`${env.SITE_URL}${target}`, { waitUntil: 'networkidle' });
    const { wire, decoded } = await scripts.total();
    say(`| ${role} | \`${new URL(page.url()).pathname}\` | ${kb(wire)} | ${kb(decoded)} |`);
    await context.close();
  }
  await browser.close();
  say('');
}

async function invoicesThroughput() {
  say('### Invoice list under load (50 connections, 10 s each)');
  say('');
  const { cookie } = await siteSessionCookie('cliente@demo.test');
  const answer = await (await fetch(`${env.SITE_URL}/api/invoices?period=ALL`, { headers: { cookie } })).json();
  if (!answer.data?.invoices?.length) throw new Error('bench: the demo client has no invoices to list');
  say(`Each answer holds ${answer.data.invoices.length} invoices.`);
  say('');
  say(
    "`GET /api/invoices?period=ALL` of the demo client (36 months of bills), signed in through the web server, which forwards it with the session's token, beside the CMS's `/_health` measured in the same run.",
  );
  say('');
  say('| call | requests/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|');
  const health = await measure(`${env.CMS_URL}/_health`, { connections: 50, seconds: 10 });
  say(`| \`/_health\` (CMS) | ${health.rps.toFixed(0)} | ${health.p50.toFixed(1)} ms | ${health.p99.toFixed(1)} ms | ${health.errors} |`);
  const list = await measure(`${env.SITE_URL}/api/invoices?period=ALL`, { connections: 50, seconds: 10, headers: { cookie } });
  say(
    `| \`/api/invoices?period=ALL\` (web server → CMS) | ${list.rps.toFixed(0)} | ${list.p50.toFixed(1)} ms | ${list.p99.toFixed(1)} ms | ${list.errors} |`,
  );
  say('');
  say(`Invoice list through the web server: ${(list.rps / health.rps).toFixed(2)} × the CMS's /_health rate.`);
  say('');
  say(`Machine load average over the last minute at the end: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).`);
  say('');
}

/** Resident memory of a process in bytes (Linux /proc): now and the peak since it started. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbOf = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kbOf('VmRSS'), peak: kbOf('VmHWM') };
}

async function invoiceBatch(pid) {
  const ROWS = 10_000;
  say(`### Invoice batch: a ${ROWS.toLocaleString('en')}-row CSV (programar-faturas)`);
  say('');
  const login = await fetch(`${env.CMS_URL}/api/portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD, keepConnected: false }),
  });
  const { jwt } = await login.json();
  if (!jwt) throw new Error(`bench: admin login ${login.status}`);
  // Rows for the demo contracts of Maria and João (cms/src/seed/demo-portal-data.ts), programmed for today.
  const contracts = fs
    .readFileSync(path.join(root, 'site/samples/faturas-programadas.csv'), 'utf8')
    .split('\r\n')
    .slice(1, 4)
    .map((line) => line.split(';').slice(0, 2));
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const stamp = String(Date.now()).slice(-6);
  const header =
    'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const [code, doc] = contracts[i % contracts.length];
    return `${code};${doc};5${stamp}${String(i).padStart(6, '0')};10/2026;05/11/2026;20/11/2026;187,65;1.000;1.023,5;;${today}`;
  });
  const csv = Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`);
  const before = memoryOf(pid);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${env.CMS_URL}/api/batch`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  const accepted = performance.now() - started;
  const { data } = await res.json();
  if (res.status !== 201) throw new Error(`bench: upload ${res.status}`);
  let peakRss = before.rss;
  let batch;
  for (;;) {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
    const list = await (await fetch(`${env.CMS_URL}/api/batches`, { headers: { authorization: `Bearer ${jwt}` } })).json();
    batch = list.data.find((b) => b.id === data.id);
    if (batch.status === 'PROCESSED' || batch.status === 'ERROR') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const total = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  say(
    `\`POST /api/batch\` of a ${(csv.length / 1024 / 1024).toFixed(1)} MB CSV straight to the CMS (SQLite), then \`GET /api/batches\` every 250 ms until the batch ends; the CMS's resident memory sampled at each poll.`,
  );
  say('');
  say('| figure | value |');
  say('|---|---:|');
  say(`| rows | ${ROWS.toLocaleString('en')} (${batch.processedItems} processed, ${batch.errorItems} refused; ends ${batch.status}) |`);
  say(`| upload answered (file checked, rows queued) | ${(accepted / 1000).toFixed(2)} s |`);
  say(`| upload to PROCESSED | ${total.toFixed(1)} s |`);
  say(`| rows per second (end to end) | ${(ROWS / total).toFixed(0)} |`);
  say(`| CMS resident memory before | ${(before.rss / 1024 / 1024).toFixed(0)} MB |`);
  say(`| CMS resident memory, peak while processing | ${(peakRss / 1024 / 1024).toFixed(0)} MB |`);
  say(`| CMS peak resident memory since start (VmHWM) | ${(after.peak / 1024 / 1024).toFixed(0)} MB |`);
  say('');
  say(`Machine load average over the last minute at the end: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).`);
  say('');
}

async function consumptionDashboard() {
  say('### Consumption dashboard (10 connections, 5 s each)');
  say('');
  say("The programmer's dashboard calls through the web server, signed in as programador@demo.test.");
  say('');
  const { cookie } = await siteSessionCookie('programador@demo.test');
  say('24 industrial contracts × 183 days (the demo seed):');
  say('');
  await dashboardLoad(env.SITE_URL, cookie, say);
  addContracts(env.DATABASE_FILENAME, { contracts: 476, days: 365 });
  say('500 industrial contracts (476 more × 365 days, written into the throwaway database):');
  say('');
  await dashboardLoad(env.SITE_URL, cookie, say);
  say(`Machine load average over the last minute at the end: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores).`);
  say('');
}

async function fullAccessToken() {
  const login = await fetch(`${env.CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD }),
  });
  const admin = (await login.json()).data.token;
  const res = await fetch(`${env.CMS_URL}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${admin}` },
    body: JSON.stringify({ name: 'bench', type: 'full-access', lifespan: null, kind: 'content-api' }),
  });
  return (await res.json()).data.accessKey;
}

async function addPages(token, from, to) {
  for (let i = from; i < to; i++) {
    const data = {
      title: `Página gerada ${i}`,
      path: `/bench/pagina-${i}`,
      type: 'default',
      seo: { metaTitle: `Página gerada ${i}`, metaDescription: 'Página gerada para medir o tempo de build.' },
      blocks: [
        { __component: 'blocks.paragraph', Titulo: `Seção ${i}`, Paragrafo: `<p>Conteúdo da página ${i} sobre gás natural encanado.</p>` },
      ],
    };
    const res = await fetch(`${env.CMS_URL}/api/pages?status=published`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    if (!res.ok) throw new Error(`creating page ${i}: ${res.status} ${await res.text()}`);
  }
}

async function timedBuild() {
  const started = performance.now();
  await buildRelease(env, { quiet: true });
  return performance.now() - started;
}

async function buildTimes() {
  const token = await fullAccessToken();
  const seeded = (await seededPaths()).length + 1;
  say('### Build time with generated pages (throwaway database)');
  say('');
  say('| generated pages | total pages | build (s) | ms per page |');
  say('|---:|---:|---:|---:|');
  let have = 0;
  const builds = [];
  for (const target of [0, 100, 1000]) {
    await addPages(token, have, target);
    have = target;
    const ms = await timedBuild();
    builds.push({ pages: target, ms });
    say(`| ${target} | ${target + seeded} | ${(ms / 1000).toFixed(1)} | ${(ms / (target + seeded)).toFixed(1)} |`);
  }
  const [, hundred, thousand] = builds;
  const marginal = (thousand.ms - hundred.ms) / (thousand.pages - hundred.pages);
  say('');
  say(
    `Growth: from 100 to 1,000 generated pages the build takes ${marginal.toFixed(1)} ms more per page (including the brotli and gzip copies); the rest is the fixed cost of a build.`,
  );
  say('');
}

/** The `### ` sections of a block's text, in order, each with its heading line as key. */
function sectionsOf(text) {
  const sections = [];
  for (const part of text.split(/^(?=### )/m)) {
    if (part.startsWith('### ')) sections.push({ heading: part.split('\n', 1)[0], text: part.trimEnd() });
  }
  return sections;
}

function writeReadme() {
  const file = path.join(root, 'README.md');
  const text = fs.readFileSync(file, 'utf8');
  const day = new Date().toISOString().slice(0, 10);
  const marked = /<!-- bench:start -->\n([\s\S]*?)<!-- bench:end -->/;
  const old = marked.exec(text)?.[1];
  let body;
  if (!only.length || old === undefined) {
    body = `Measured ${day} on the project machine (2 cores).\n\n${lines.join('\n')}\n`;
  } else {
    // A partial run: its sections replace theirs (dated), the others stay as they were.
    const fresh = sectionsOf(lines.join('\n')).map((s) => {
      const [heading, ...rest] = s.text.split('\n');
      return { heading: s.heading, text: [heading, '', `Measured ${day} (\`BENCH_ONLY=${only.join(',')}\`).`, ...rest].join('\n') };
    });
    const intro = old.split(/^### /m)[0].trimEnd();
    const kept = sectionsOf(old);
    for (const section of fresh) {
      const at = kept.findIndex((k) => k.heading === section.heading);
      if (at >= 0) kept[at] = section;
      else {
        // A new section goes before the build times (the last one), like in a full run.
        const build = kept.findIndex((k) => k.heading.startsWith('### Build time'));
        kept.splice(build >= 0 ? build : kept.length, 0, section);
      }
    }
    body = `${intro}\n\n${kept.map((k) => k.text).join('\n\n')}\n\n`;
  }
  const block = `<!-- bench:start -->\n${body}<!-- bench:end -->`;
  const next = old !== undefined ? text.replace(marked, () => block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  fs.rmSync(work, { recursive: true, force: true });
}
