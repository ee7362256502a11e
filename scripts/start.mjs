// `npm start`: secrets → CMS (admin built once, database seeded when empty) → static site
// build → web server. Prints the URLs and the demo accounts.
import fs from 'node:fs';
import path from 'node:path';
import { captchaSettingsProblem, loadEnv, root } from '../server/env.mjs';
import { internalUrl } from '../server/internal-listener.mjs';
import { run, startCmsProcess, waitForHttp } from '../tools/processes.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { sourceHash } from '../tools/cms-dist.mjs';
import { spawn } from 'node:child_process';

const env = loadEnv();
const captchaProblem = captchaSettingsProblem(env);
if (captchaProblem) {
  console.error(captchaProblem);
  process.exit(1);
}
const cmsPort = env.CMS_PORT ?? '1337';
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
env.CMS_URL = cmsUrl;
env.CMS_PUBLIC_URL = `http://localhost:${cmsPort}`;
env.SITE_REBUILD_URL = `${internalUrl(env)}/__rebuild`;

// The CMS runs the way production does: compiled once by `strapi build` (server code and admin
// panel into cms/dist, again only when the CMS sources change), started from that build with
// NODE_ENV=production. Demo data stays on (CMS_DEMO_DATA) because everything listens on this
// machine only; the production guard refuses it anywhere else (docs/operations.md, Production settings).
const distDir = path.join(root, 'cms/dist');
const builtFor = path.join(distDir, '.source-hash');
const hash = sourceHash();
if (!fs.existsSync(path.join(distDir, 'src/index.js')) || !fs.existsSync(builtFor) || fs.readFileSync(builtFor, 'utf8') !== hash) {
  console.log('Building the CMS (server and admin panel; after a change to its sources only)…');
  // From scratch: a component or content type moved or deleted since the last build must not linger.
  fs.rmSync(distDir, { recursive: true, force: true });
  await run(process.execPath, [path.join(root, 'cms/node_modules/@strapi/strapi/bin/strapi.js'), 'build'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, NODE_ENV: 'production', NODE_PATH: path.join(root, 'cms/node_modules') },
  });
  fs.writeFileSync(builtFor, hash);
}
env.NODE_ENV = 'production';
env.CMS_DIST_DIR = distDir;

console.log('Starting the CMS…');
const cms = startCmsProcess(env);
await waitForHttp(`${cmsUrl}/_health`, { child: cms });

console.log('Building the static site from the CMS content…');
await buildRelease(env);

const site = spawn(process.execPath, [path.join(root, 'server/site-server.mjs')], { cwd: root, env, stdio: 'inherit' });
await waitForHttp(`${internalUrl(env)}/__status`, { child: site });

console.log(`
  Site:        http://localhost:${env.PORT ?? 4321}
  CMS admin:   http://localhost:${cmsPort}/admin   (editor@demo.test / Demo@1234, Editor role)
  Client area: http://localhost:${env.PORT ?? 4321}/login   (every demo account: password Demo@1234)
               cliente@demo.test, multicontrato@demo.test, inativo@demo.test, atendente@demo.test,
               atendente2@demo.test, admin@demo.test, master@demo.test, industria@demo.test,
               programador@demo.test, gnv@demo.test
  Simplified invoice: http://localhost:${env.PORT ?? 4321}/login-fatura-simplificada
               consumer code 100000001, CPF 348.712.965-55 (cliente@demo.test's contract)
  E-mails (no SMTP configured): ${path.resolve(root, env.MAIL_OUTBOX_DIR ?? 'var/outbox')}
`);

const stop = () => {
  site.kill('SIGTERM');
  cms.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
for (const child of [cms, site]) child.on('exit', (code) => (code ? (stop(), process.exit(code)) : undefined));
