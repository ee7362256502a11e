// `node scripts/screenshots.mjs`: screenshots of the main screens, taken from the running demo.
// Starts a throwaway stack (seeded SQLite CMS with the demo data, the built site, the web server;
// ports 1341/4341, SHOTS_CMS_PORT / SHOTS_SITE_PORT), opens each main screen in Debian's
// Chromium through Playwright (signed in as the demo account that sees it) and writes
// docs/screens/<name>.png, reduced to a 256-colour palette so the files stay small. Commit them.
// Names as arguments take only those screens (`node scripts/screenshots.mjs admin-escolher-bloco`);
// with no screen of the site among them, the site is not built.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { root } from '../server/env.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../tools/chromium.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import { compileCms } from '../tools/cms-dist.mjs';
import { ensureAdminPanel } from '../tools/admin-panel.mjs';
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
  {
    // The dashboard's charts, lower on the screen: they load when scrolled to.
    name: 'visao-geral-graficos',
    as: 'programador@demo.test',
    path: '/area-cliente/visao-geral-dashboard',
    scrollTo: '#grafico-title',
    ready: '[data-testid="axis-donut"] svg',
    // The charts' section only.
    clip: '#grafico-title',
  },
];
/**
 * The Strapi admin as the demo editor sees it (docs/guia-do-editor.md): file name, the admin
 * address under /admin, what must show first, and an optional step before the picture.
 */
const ADMIN_SHOTS = [
  // The homepage with the 'Publicação do site' panel (the last build, and a retry).
  { name: 'admin-inicio', path: '/', ready: 'main' },
  { name: 'admin-paginas', path: '/content-manager/collection-types/api::page.page', ready: 'main table' },
  {
    name: 'admin-pagina-blocos',
    path: '/content-manager/collection-types/api::page.page?page=1&pageSize=10&sort=title:ASC',
    ready: 'main table',
    // The first page of the list, opened: its fields and its blocks.
    before: async (page) => {
      await page.locator('main table tbody tr').first().click();
      await page.getByRole('link', { name: 'Voltar' }).waitFor();
    },
  },
  {
    name: 'admin-escolher-bloco',
    path: '/content-manager/collection-types/api::page.page?page=1&pageSize=10&sort=title:ASC',
    ready: 'main table',
    before: async (page) => {
      await page.locator('main table tbody tr').first().click();
      await page.getByRole('button', { name: /Adicionar componente a Blocos/ }).click();
      // The picker at the top of the screen, its groups and blocks below.
      await page.getByText('Selecione um componente').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    },
  },
  { name: 'admin-midia', path: '/plugins/upload', ready: 'main' },
];
/** The screens named on the command line, or all. */
const only = process.argv.slice(2);
const unknown = only.filter((name) => ![...SHOTS, ...ADMIN_SHOTS].some((shot) => shot.name === name));
if (unknown.length) throw new Error(`no such screen: ${unknown.join(', ')}`);
const wanted = (shot) => !only.length || only.includes(shot.name);
const siteShots = SHOTS.filter(wanted);
const adminShots = ADMIN_SHOTS.filter(wanted);
const PASSWORD = 'Demo@1234';
const VIEWPORT = { width: 1280, height: 800 };

const cmsPort = Number(process.env.SHOTS_CMS_PORT ?? 1341);
const sitePort = Number(process.env.SHOTS_SITE_PORT ?? 4341);
const work = path.join(root, 'var/screenshots');
const out = path.join(root, 'docs/screens');
const env = stackEnv(work, { cmsPort, sitePort });
env.CMS_DIST_DIR = (await compileCms()).distDir;
// The admin panel for the editors' screens (built once per admin state, cached).
await ensureAdminPanel(env.CMS_DIST_DIR);
env.CMS_SERVE_ADMIN = 'true';
// The compiled CMS lives outside cms/dist, so the seed is told where the starter content is.
env.SITE_CONTENT_DIR = path.join(root, 'site');
const siteUrl = env.SITE_URL;

const cms = await startThrowawayCms(work, env, { quiet: true });
let site;
let browser;
try {
  if (siteShots.length) {
    await buildRelease(env, { quiet: true });
    site = await startSiteServer(env);
  }
  browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  fs.mkdirSync(out, { recursive: true });
  for (const shot of siteShots) {
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
    if (shot.scrollTo) await page.locator(shot.scrollTo).evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await page.locator(shot.ready).first().waitFor({ state: 'visible' });
    // Web fonts and images settled before the picture.
    await page.evaluate(() => document.fonts.ready);
    const png = shot.clip
      ? await page.locator(shot.clip).locator('xpath=ancestor::div[1]').screenshot({ type: 'png' })
      : await page.screenshot({ type: 'png' });
    const file = path.join(out, `${shot.name}.png`);
    await sharp(png).png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toFile(file);
    console.log(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
    await context.close();
  }
  if (adminShots.length) await shootAdmin(browser);
} finally {
  await browser?.close();
  site?.kill('SIGTERM');
  cms.kill('SIGTERM');
}
fs.rmSync(work, { recursive: true, force: true });

/** Signs in to the Strapi admin as the demo editor once, then takes each of ADMIN_SHOTS. */
async function shootAdmin(browser) {
  const admin = `${env.CMS_URL}/admin`;
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${admin}/auth/login`);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill('editor@demo.test');
  await page.getByRole('textbox', { name: /^(password|senha)$/i }).fill(PASSWORD);
  await page.getByRole('button', { name: /^(login|entrar)$/i }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/login'), { timeout: 120_000 });
  // Strapi's announcement of its new Media Library sits over every screen until it is dismissed (once per user).
  const announcement = page.getByText(/Media Library|Biblioteca de mídia/i).first();
  const dismiss = page
    .locator('div', { has: announcement })
    .getByRole('button', { name: /^(close|fechar)/i })
    .last();
  const shown = await announcement
    .waitFor({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await dismiss.click();
  for (const shot of adminShots) {
    await page.goto(`${admin}${shot.path}`);
    await page.locator(shot.ready).first().waitFor({ state: 'visible', timeout: 120_000 });
    if (shot.before) await shot.before(page);
    await page.waitForLoadState('networkidle');
    const file = path.join(out, `${shot.name}.png`);
    await sharp(await page.screenshot({ type: 'png' }))
      .png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 })
      .toFile(file);
    console.log(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
  }
  await context.close();
}
