// The stack the browser tests run against: a seeded Strapi on a fresh SQLite file, the
// static site built from it, and the web server — the same pieces as `npm start`.
//
// The CMS starts from the compile the API tests share (tools/cms-dist.mjs: one compile
// per source state, in its own folder), so two stacks started at once never write the same
// `cms/dist`. The browser tests make their own accounts through the test-support API
// (NODE_ENV=test + PORTAL_TEST_SUPPORT_SECRET, set by stackEnv) and every request comes from
// 127.0.0.1, so the login/sign-up/password limit is set out of reach here: the limits are
// proven by the API tests on stacks of their own (tests/api/auth-rate-limit.test.ts).
import net from 'node:net';
import path from 'node:path';
import { root } from '../server/env.mjs';
import { STAFF_ADMIN_ENV } from '../tools/staff-admin.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import { compileCms } from '../tools/cms-dist.mjs';
import { ensureAdminPanel } from '../tools/admin-panel.mjs';

const work = path.resolve(root, process.env.E2E_DIR ?? 'var/e2e');
const cmsPort = process.env.E2E_CMS_PORT ?? '1338';
const sitePort = process.env.E2E_SITE_PORT ?? '4329';

/** True when something already listens on the port (another stack, or this one still running). */
const taken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

// Starting wipes the stack's folder (database, releases, outbox): never under a running stack.
const busy = [];
for (const port of [cmsPort, sitePort]) if (await taken(port)) busy.push(port);
if (busy.length) {
  console.error(
    `e2e-stack: port ${busy.join(' and ')} already in use — a stack is running there. ` +
      `Reuse it (E2E_REUSE=true) or stop it first; ${work} is left as it is.`,
  );
  process.exit(1);
}

const { distDir } = await compileCms();
// The Strapi admin panel the editors use (tests/e2e/cms-admin.spec.ts): built once per admin state, cached.
await ensureAdminPanel(distDir);
const env = {
  ...stackEnv(work, { cmsPort, sitePort }),
  CMS_DIST_DIR: distDir,
  // The compiled CMS lives outside cms/dist, so the seed is told where the starter content is.
  SITE_CONTENT_DIR: path.join(root, 'site'),
  AUTH_RATE_LIMIT_MAX: '10000',
  // The admin tests sign the editor in several times a run, and a run may follow another (E2E_REUSE):
  // Strapi's 5 sign-ins per 5 minutes answered the second run with 429 (tests/e2e/cms-admin.spec.ts).
  ADMIN_LOGIN_RATE_LIMIT_MAX: '10000',
  // The admin panel at CMS_URL/admin, for the editors' browser test (tests/e2e/cms-admin.spec.ts).
  CMS_SERVE_ADMIN: 'true',
  // Staff in the admin (tools/staff-admin.mjs); the demo Editor keeps to site content.
  ...STAFF_ADMIN_ENV,
};

const cms = await startThrowawayCms(work, env);
await buildRelease(env);
const site = await startSiteServer(env);

const stop = () => {
  site.kill('SIGTERM');
  cms.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
for (const child of [cms, site]) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
