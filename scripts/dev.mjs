// `npm run dev`: development mode. The CMS runs `strapi develop` (the Content-Type Builder can
// change content types, the server restarts when cms/src changes, the admin panel reloads) and
// the site runs Astro's dev server (hot reload of src/) against it. A publish in the CMS reloads
// the dev server's content (its /__rebuild, astro.config.mjs) instead of building a release.
// Same .env and ports as `npm start`; nothing of the production web server (server/): no static
// release, no precompressed copies, no security headers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { captchaSettingsProblem, loadEnv, root } from '../server/env.mjs';
import { waitForHttp } from '../tools/processes.mjs';

const env = loadEnv();
const captchaProblem = captchaSettingsProblem(env);
if (captchaProblem) {
  console.error(captchaProblem);
  process.exit(1);
}
const cmsPort = env.CMS_PORT ?? '1337';
const sitePort = env.PORT ?? '4321';
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
env.CMS_URL = cmsUrl;
env.CMS_PUBLIC_URL = `http://localhost:${cmsPort}`;
env.SITE_REBUILD_URL = `http://127.0.0.1:${sitePort}/__rebuild`;
env.NODE_ENV = 'development';
delete env.CMS_DIST_DIR;

// `strapi develop` compiles into cms/dist (and empties it first): the next `npm start` builds the
// production CMS again.
fs.rmSync(path.join(root, 'cms/dist/.source-hash'), { force: true });

console.log('Starting the CMS in development mode (strapi develop)…');
const cms = spawn(process.execPath, [path.join(root, 'cms/node_modules/@strapi/strapi/bin/strapi.js'), 'develop'], {
  cwd: path.join(root, 'cms'),
  // npm hoists @strapi/core to the root while @strapi/strapi stays in cms/node_modules (as cms/scripts/serve.cjs).
  env: { ...env, NODE_PATH: path.join(root, 'cms/node_modules') },
  stdio: 'inherit',
});
/** @type {import('node:child_process').ChildProcess | undefined} */
let site;
const stop = () => {
  site?.kill('SIGTERM');
  cms.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
/** Waits for an address; on failure stops both servers (none is left running) and exits. */
const ready = (
  /** @type {string} */ url,
  /** @type {import('node:child_process').ChildProcess} */ child,
  /** @type {number} */ timeoutMs,
) =>
  waitForHttp(url, { child, timeoutMs }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stop();
    process.exit(1);
  });
// The first start compiles the CMS and builds the admin panel's development bundle: minutes on a
// small machine (DEV_START_TIMEOUT_MS, default 30 minutes).
const timeoutMs = Number(process.env.DEV_START_TIMEOUT_MS ?? 1_800_000);
await ready(`${cmsUrl}/_health`, cms, timeoutMs);

console.log("Starting Astro's dev server…");
site = spawn(process.execPath, [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', sitePort, '--host', '127.0.0.1'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
await ready(`http://127.0.0.1:${sitePort}/`, site, timeoutMs);

console.log(`
  Development mode (hot reload). Production-like: npm start.
  Site:        http://localhost:${sitePort}
  CMS admin:   http://localhost:${cmsPort}/admin   (editor@demo.test / Demo@1234 is an Editor; the Content-Type
               Builder needs a Super Admin: CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD in .env make one at start)
  Client area: http://localhost:${sitePort}/login   (demo accounts: README, password Demo@1234)
`);

for (const child of [cms, site]) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
