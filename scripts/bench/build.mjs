// Build time per page from 100 to 1,000 generated pages (written into the throwaway database).
import { buildRelease } from '../../server/site-build.mjs';
import { seededPaths } from './common.mjs';

async function fullAccessToken(env) {
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

async function addPages(env, token, from, to) {
  for (let i = from; i < to; i++) {
    const data = {
      title: `Página gerada ${i}`,
      path: `/bench/pagina-${i}`,
      type: 'default',
      seo: { metaTitle: `Página gerada ${i}`, metaDescription: 'Página gerada para medir o tempo de build.' },
      blocks: [
        {
          __component: 'texto.paragraph',
          Titulo: `Seção ${i}`,
          Paragrafo: [{ type: 'paragraph', children: [{ type: 'text', text: `Conteúdo da página ${i} sobre gás natural encanado.` }] }],
        },
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

async function timedBuild(env) {
  const started = performance.now();
  await buildRelease(env, { quiet: true });
  return performance.now() - started;
}

export async function run({ env, say }) {
  const token = await fullAccessToken(env);
  const seeded = (await seededPaths(env)).length + 1;
  say('### Build time with generated pages (throwaway database)');
  say('');
  say('| generated pages | total pages | build (s) | ms per page |');
  say('|---:|---:|---:|---:|');
  let have = 0;
  const builds = [];
  for (const target of [0, 100, 1000]) {
    await addPages(env, token, have, target);
    have = target;
    const ms = await timedBuild(env);
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
