// `node scripts/screenshots.mjs`: screenshots of the main screens, taken from the running demo.
// Starts a throwaway stack (seeded SQLite CMS with the demo data, the built site, the web server;
// ports 1341/4341, SHOTS_CMS_PORT / SHOTS_SITE_PORT), opens each main screen in Debian's
// Chromium through Playwright (signed in as the demo account that sees it) and writes
// docs/screens/<name>.png, reduced to a 256-colour palette so the files stay small. Commit them.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { root } from '../server/env.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import { compileCms } from '../tools/cms-dist.mjs';
import { SITE_REQUEST_HEADERS } from '../src/lib/site-request.mjs';

/** The screens: file name, who is signed in (null: nobody), the address, and what must show first. */
const SHOTS = [
  { name: 'home', as: null, path: '/', ready: 'main' },
  { name: 'login', as: null, path: '/login', ready: 'form' },
  { name: 'quero-contratar', as: null, path: '/quero-contratar', ready: 'main' },
  { name: 'area-cliente-home', as: 'cliente@demo.test', path: '/area-cliente/home', ready: 'main h1' },
  { name: 'faturas', as: 'cliente@demo.test', path: '/area-cliente/conta-digital', ready: 'table' },
  { name: 'atendimento', as: 'atendente@demo.test', path: '/area-cliente/atendimento', ready: 'main h1' },
  { name: 'programacao-consumo', as: 'industria@demo.test', path: '/area-cliente/programacao-consumo', ready: 'main table' },
  {
    name: 'visao-geral-dashboard',
    as: 'programador@demo.test',
    path: '/area-cliente/visao-geral-dashboard',
    ready: '[data-testid="axis-percent"]',
  },
];
const PASSWORD = 'Demo@1234';
const VIEWPORT = { width: 1280, height: 800 };

const cmsPort = Number(process.env.SHOTS_CMS_PORT ?? 1341);
const sitePort = Number(process.env.SHOTS_SITE_PORT ?? 4341);
const work = path.join(root, 'var/screenshots');
const out = path.join(root, 'docs/screens');
const env = stackEnv(work, { cmsPort, sitePort });
env.CMS_DIST_DIR = (await compileCms()).distDir;
// The compiled CMS lives outside cms/dist, so the seed is told where the starter content is.
env.SITE_CONTENT_DIR = path.join(root, 'site');
const siteUrl = env.SITE_URL;

const cms = await startThrowawayCms(work, env, { quiet: true });
let site;
let browser;
try {
  await buildRelease(env, { quiet: true });
  site = await startSiteServer(env);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  fs.mkdirSync(out, { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({ baseURL: siteUrl, viewport: VIEWPORT, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    // Cookie banner answered, so it does not cover the screen.
    const consent = { necessary: true, performance: false, marketing: false, savedAt: new Date().toISOString() };
    await context.addCookies([{ name: 'necta_cookie_consent', value: encodeURIComponent(JSON.stringify(consent)), url: siteUrl }]);
    if (shot.as) {
      const res = await context.request.post('/session/login', {
        headers: SITE_REQUEST_HEADERS,
        data: { email: shot.as, password: PASSWORD, keepConnected: false },
      });
      if (res.status() !== 200) throw new Error(`sign-in of ${shot.as} answered ${res.status()}: ${await res.text()}`);
    }
    const page = await context.newPage();
    await page.goto(shot.path, { waitUntil: 'networkidle' });
    await page.locator(shot.ready).first().waitFor({ state: 'visible' });
    // Web fonts and images settled before the picture.
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    const file = path.join(out, `${shot.name}.png`);
    await sharp(png).png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toFile(file);
    console.log(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
    await context.close();
  }
} finally {
  await browser?.close();
  site?.kill('SIGTERM');
  cms.kill('SIGTERM');
}
fs.rmSync(work, { recursive: true, force: true });
