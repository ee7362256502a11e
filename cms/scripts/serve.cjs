// Starts the CMS from source: compiles the TypeScript app, then runs Strapi.
// Used by `npm start`, the API tests and the e2e tests, so all run the same server.
const path = require('node:path');
const Module = require('node:module');

// npm hoists @strapi/core to the root while @strapi/strapi stays in cms/node_modules (it
// peers on React 18, the site uses React 19); let hoisted packages resolve cms' own ones.
process.env.NODE_PATH = [path.resolve(__dirname, '../node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(__dirname, '..');
  // CMS_DIST_DIR: an already compiled app (the test runs compile once and start every CMS from it).
  const ctx = process.env.CMS_DIST_DIR
    ? { appDir, distDir: path.resolve(process.env.CMS_DIST_DIR) }
    : await compileStrapi({ appDir, ignoreDiagnostics: process.env.CMS_IGNORE_TS === 'true' });
  const app = createStrapi({ ...ctx, autoReload: false });
  await app.start();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
