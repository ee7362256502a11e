// `npm run bench`: JavaScript shipped per seeded page, Lighthouse (mobile) for the home page
// and one news page, and build time per page from 100 to 1,000 generated pages. Writes the
// figures into the README between the bench markers.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib/env.mjs';
import { buildRelease } from './lib/site-build.mjs';
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
const work = path.join(root, 'var/bench');
const env = stackEnv(work, { cmsPort: 1339, sitePort: 4339 });
const lines = [];
const say = (line) => (console.log(line), lines.push(line));

const cms = await startThrowawayCms(work, env, { quiet: true });
try {
  await buildRelease(env, { quiet: true });
  const site = await startSiteServer(env);
  try {
    await javascriptPerPage();
    await lighthouseScores();
  } finally {
    site.kill('SIGTERM');
  }
  await buildTimes();
} finally {
  cms.kill('SIGTERM');
}
writeReadme();

async function seededPaths() {
  const res = await fetch(`${env.CMS_URL}/api/pages?pagination[pageSize]=200&fields[0]=path`);
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
    const sizes = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(
        Promise.all([request.sizes(), request.response().then((r) => r?.body())]).then(([s, body]) => ({
          wire: s.responseBodySize,
          decoded: body?.length ?? 0,
        })),
      );
    });
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
    const all = await Promise.all(sizes);
    const wire = all.reduce((n, s) => n + s.wire, 0);
    const decoded = all.reduce((n, s) => n + s.decoded, 0);
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

async function fullAccessToken() {
  const login = await fetch(`${env.CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
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

function writeReadme() {
  const file = path.join(root, 'README.md');
  const text = fs.readFileSync(file, 'utf8');
  const block = `<!-- bench:start -->\nMeasured ${new Date().toISOString().slice(0, 10)} on the project machine (2 cores).\n\n${lines.join('\n')}\n<!-- bench:end -->`;
  const next = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/.test(text)
    ? text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block)
    : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  fs.rmSync(work, { recursive: true, force: true });
}
