// @ts-check
import { defineConfig, sessionDrivers } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from './src/lib/inline-scripts.mjs';
import { sameSecret } from './src/lib/same-secret.mjs';

const cmsUrl = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');
const cmsPublicUrl = new URL(process.env.CMS_PUBLIC_URL ?? cmsUrl.href);
/** @param {URL} u */
const remote = (u) => ({ protocol: u.protocol.replace(':', ''), hostname: u.hostname, port: u.port });
const redisUrl = process.env.REDIS_URL;
// The reCAPTCHA script (only when a site key is configured) is the one script from elsewhere.
const captchaOrigins = process.env.PUBLIC_RECAPTCHA_SITE_KEY
  ? [new URL(process.env.PUBLIC_RECAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js').origin, 'https://www.gstatic.com']
  : [];

/**
 * `npm run dev` (scripts/dev.mjs): Astro's dev server answers the CMS's publish webhook
 * (SITE_REBUILD_URL, the same POST and secret as the web server's internal listener) by reloading
 * the content from the CMS, so a publish shows without restarting. Builds never use it.
 * @type {import('astro').AstroIntegration}
 */
const devContentRefresh = {
  name: 'necta:dev-content-refresh',
  hooks: {
    'astro:server:setup': ({ server, refreshContent, logger }) => {
      server.middlewares.use('/__rebuild', (req, res) => {
        if (req.method !== 'POST') return void res.writeHead(405).end();
        if (!sameSecret(req.headers['x-rebuild-secret'], process.env.REBUILD_SECRET)) return void res.writeHead(403).end();
        req.resume();
        res.writeHead(202, { 'Content-Type': 'application/json' }).end(JSON.stringify({ scheduled: true }));
        refreshContent?.({}).then(
          () => logger.info('content reloaded from the CMS'),
          (error) => logger.error(`content reload failed: ${error instanceof Error ? error.message : error}`),
        );
      });
    },
  },
};

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  // Build caches (the content data store among them): SITE_CACHE_DIR gives a build its own, for
  // web instances that build from the same checkout at the same moment (docs/scaling.md).
  ...(process.env.SITE_CACHE_DIR ? { cacheDir: process.env.SITE_CACHE_DIR } : {}),
  adapter: node({ mode: 'middleware' }),
  integrations: [
    devContentRefresh,
    react(),
    sitemap({ filter: (page) => !/\/(area-cliente|preview|catalogo-de-blocos|login|contratos)/.test(page) }),
  ],
  // Sessions hold the portal JWT on the server; Redis when several web instances run.
  session: {
    driver: redisUrl
      ? sessionDrivers.redis({ url: redisUrl })
      : // fs-lite with atomic writes (a parallel request never reads a half-written session).
        {
          entrypoint: new URL('./src/lib/session-store-driver.mjs', import.meta.url),
          config: { base: process.env.SESSION_DIR ?? './var/sessions' },
        },
    // Astro's session cookie is always httpOnly.
    // Secure whenever the site is served over https (production); plain http on localhost otherwise.
    cookie: { name: 'necta_session', sameSite: 'lax', secure: (process.env.SITE_URL ?? '').startsWith('https://') },
  },
  security: {
    checkOrigin: true,
    // Every page carries a CSP <meta> (static pages) or header (pages rendered on demand) with the
    // hashes of its own inline scripts: no other inline script runs. Inline style attributes stay
    // allowed (React islands set them). The web server sends one header with that script-src and
    // the rest of the policy (server/security-headers.mjs).
    csp: {
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'", ...captchaOrigins], hashes: inlineScriptHashes() },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  image: {
    remotePatterns: [remote(cmsUrl), remote(cmsPublicUrl)],
  },
  build: { inlineStylesheets: 'always' },
  vite: {
    ...(process.env.SITE_CACHE_DIR ? { cacheDir: `${process.env.SITE_CACHE_DIR}/vite` } : {}),
    resolve: {
      alias: {
        '@domain': fileURLToPath(new URL('./cms/src/domain', import.meta.url)),
        '~': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
  },
});
