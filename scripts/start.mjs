// `npm start`: secrets → CMS (admin built once, database seeded when empty) → static site
// build → web server. Prints the URLs and the demo accounts.
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv, root } from './lib/env.mjs';
import { run, startCmsProcess, waitForHttp } from './lib/processes.mjs';
import { buildRelease } from './lib/site-build.mjs';
import { spawn } from 'node:child_process';

const env = loadEnv();
const cmsPort = env.CMS_PORT ?? '1337';
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
env.CMS_URL = cmsUrl;
env.CMS_PUBLIC_URL = `http://localhost:${cmsPort}`;
env.SITE_REBUILD_URL = `http://127.0.0.1:${env.PORT ?? 4321}/__rebuild`;

if (env.CMS_SERVE_ADMIN !== 'false' && !fs.existsSync(path.join(root, 'cms/dist/build/index.html'))) {
  console.log('Building the CMS admin panel (first run only)…');
  await run(process.execPath, [path.join(root, 'cms/node_modules/@strapi/strapi/bin/strapi.js'), 'build'], {
    cwd: path.join(root, 'cms'),
    env: { ...env, NODE_PATH: path.join(root, 'cms/node_modules') },
  });
}

console.log('Starting the CMS…');
const cms = startCmsProcess(env);
await waitForHttp(`${cmsUrl}/_health`, { child: cms });

console.log('Building the static site from the CMS content…');
await buildRelease(env);

const site = spawn(process.execPath, [path.join(root, 'scripts/site-server.mjs')], { cwd: root, env, stdio: 'inherit' });
await waitForHttp(`http://127.0.0.1:${env.PORT ?? 4321}/__status`, { child: site });

console.log(`
  Site:        http://localhost:${env.PORT ?? 4321}
  CMS admin:   http://localhost:${cmsPort}/admin   (editor@demo.test / Demo@1234)
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
