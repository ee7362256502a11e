// JavaScript of the client area's first screen, per landing role (signed in through the web server).
import { chromium } from '@playwright/test';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { CHROME_FLAGS, HEADLESS_CHROMIUM, countScripts, DEMO_PASSWORD, kb } from './common.mjs';

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

export async function run({ env, say, figures }) {
  figures.area = {};
  say("### JavaScript of the client area's first screen, per landing role");
  say('');
  say(
    'A demo account signs in through the web server and opens the screen it lands on; scripts fetched until the network is idle (charts and the PDF viewer load only when used): bytes over the wire (brotli) and decoded.',
  );
  say('');
  say('| role | first screen | JS transferred | JS decoded |');
  say('|---|---|---:|---:|');
  const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM, args: CHROME_FLAGS });
  for (const [role, email, target] of LANDING_ROLES) {
    const context = await browser.newContext();
    const login = await context.request.post(`${env.SITE_URL}/session/login`, {
      headers: { origin: env.SITE_URL, ...SITE_REQUEST_HEADERS },
      data: { email, password: DEMO_PASSWORD },
    });
    if (!login.ok()) throw new Error(`bench login as ${email}: ${login.status()}`);
    const page = await context.newPage();
    const scripts = countScripts(page);
    await page.goto(`${env.SITE_URL}${target}`, { waitUntil: 'networkidle' });
    const { wire, decoded } = await scripts.total();
    figures.area[role] = { wire, decoded };
    say(`| ${role} | \`${new URL(page.url()).pathname}\` | ${kb(wire)} | ${kb(decoded)} |`);
    await context.close();
  }
  await browser.close();
  say('');
}
