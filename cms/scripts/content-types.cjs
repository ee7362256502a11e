// Strapi's generated content-type types (cms/types/generated), committed so the use cases'
// row types derive from them (docs/server-core.md, "Types"). Offline, about 15 s:
//   node scripts/content-types.cjs          writes them again (after a schema.json change)
//   node scripts/content-types.cjs --check  fails when the committed files differ from a fresh generation
const path = require('node:path');
const fs = require('node:fs');
const Module = require('node:module');

// As in serve.cjs: hoisted @strapi/core must resolve cms' own @strapi/strapi.
process.env.NODE_PATH = [path.resolve(__dirname, '../node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
Module._initPaths();
const { createStrapi } = require('@strapi/strapi');
const { generators } = require('@strapi/typescript-utils');

async function main() {
  const check = process.argv.includes('--check');
  const appDir = path.resolve(__dirname, '..');
  const outDir = path.join(appDir, 'types', 'generated');
  // From a clean compile: the test runs' compile (tools/cms-dist.mjs, a fresh folder per source state,
  // shared with the tests), never cms/dist, where a component moved or deleted since its last build
  // lingers and would come back as a type (and which a running `npm start` uses).
  const { compileCms } = await import(require('node:url').pathToFileURL(path.join(appDir, '..', 'tools', 'cms-dist.mjs')).href);
  const { distDir } = await compileCms();
  const app = await createStrapi({ appDir, distDir, autoReload: false }).register();
  const scratch = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'content-types-'));
  try {
    await generators.generate({
      strapi: app,
      pwd: check ? scratch : appDir,
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
    if (!check) return;
    const stale = ['contentTypes.d.ts', 'components.d.ts'].filter((file) => {
      const committed = path.join(outDir, file);
      const fresh = fs.readFileSync(path.join(scratch, 'types', 'generated', file), 'utf8');
      return !fs.existsSync(committed) || fs.readFileSync(committed, 'utf8') !== fresh;
    });
    if (stale.length) {
      console.error(`cms/types/generated is out of date (${stale.join(', ')}): run \`npm run types -w cms\` and commit the result.`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
