// `npm run seed`: loads site/ into the CMS database (creates what is missing; idempotent).
const path = require('node:path');
const Module = require('node:module');

process.env.NODE_PATH = [path.resolve(__dirname, '../node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();
process.env.CMS_SEED = 'false';
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(__dirname, '..');
  const ctx = process.env.CMS_DIST_DIR
    ? { appDir, distDir: path.resolve(process.env.CMS_DIST_DIR) }
    : await compileStrapi({ appDir, ignoreDiagnostics: true });
  const app = await createStrapi({ ...ctx, autoReload: false }).load();
  const { seedAll } = require(path.join(ctx.distDir, 'src/seed/index.js'));
  const report = await seedAll(app, { demo: process.env.CMS_DEMO_DATA !== 'false' });
  console.log(`Seed: ${JSON.stringify(report.created)}`);
  await app.destroy();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
