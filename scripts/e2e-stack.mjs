// The stack the browser tests run against: a seeded Strapi on a fresh SQLite file, the
// static site built from it, and the web server — the same pieces as `npm start`.
import path from 'node:path';
import { root } from './lib/env.mjs';
import { buildRelease } from './lib/site-build.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from './lib/throwaway-stack.mjs';

const work = path.resolve(root, process.env.E2E_DIR ?? 'var/e2e');
const env = stackEnv(work, { cmsPort: process.env.E2E_CMS_PORT ?? '1338', sitePort: process.env.E2E_SITE_PORT ?? '4329' });

const cms = await startThrowawayCms(work, env);
await buildRelease(env);
const site = await startSiteServer(env);

const stop = () => {
  site.kill('SIGTERM');
  cms.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
for (const child of [cms, site]) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
