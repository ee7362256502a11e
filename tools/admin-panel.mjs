// @ts-check
// The Strapi admin panel (the editors' React app at /admin) for a compiled test CMS
// (tools/cms-dist.mjs). The compile alone serves no panel; the browser test of the admin
// (tests/e2e/cms-admin.spec.ts) needs one. Building it takes minutes, and it depends only on
// cms/src/admin, the admin/plugin config and the installed Strapi packages — not on the server
// code — so it is built once per such state into a cache shared by every checkout on the machine
// (ADMIN_PANEL_CACHE, default <tmp>/necta-admin-panel/<hash>) and copied into each compile's
// `build/` folder, where Strapi looks for it at start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cmsDir } from './cms-dist.mjs';

const cacheRoot = () => path.resolve(process.env.ADMIN_PANEL_CACHE ?? path.join(os.tmpdir(), 'necta-admin-panel'));

/** The hash of what the panel is built from (16 hex digits), the name of its cache folder. */
function adminHash() {
  const hash = crypto.createHash('sha256');
  /** @param {string} file */
  const add = (file) => {
    if (!fs.existsSync(file)) return;
    hash.update(path.relative(cmsDir, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  };
  /** @param {string} dir */
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  walk(path.join(cmsDir, 'src/admin'));
  for (const file of ['package.json', 'config/admin.ts', 'config/plugins.ts']) add(path.join(cmsDir, file));
  // The installed Strapi packages (admin, plugins): their versions decide the bundle.
  for (const root of [path.join(cmsDir, 'node_modules/@strapi'), path.join(cmsDir, '../node_modules/@strapi')])
    if (fs.existsSync(root)) for (const name of fs.readdirSync(root).sort()) add(path.join(root, name, 'package.json'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the panel with Strapi's own builder into `<distDir>/build` (the compile's config is read from distDir).
 * @param {string} distDir
 * @returns {Promise<void>}
 */
async function buildInto(distDir) {
  const requireFromStrapi = createRequire(path.join(cmsDir, 'node_modules/@strapi/strapi/package.json'));
  const nodeDir = path.join(path.dirname(requireFromStrapi.resolve('@strapi/strapi/package.json')), 'dist/src/node');
  // Strapi's internal build modules (loaded by path, not typed for us): the build context is passed through as is.
  /** @type {{ createBuildContext(options: Record<string, unknown>): Promise<unknown> }} */
  const { createBuildContext } = requireFromStrapi(path.join(nodeDir, 'create-build-context.js'));
  /** @type {{ writeStaticClientFiles(ctx: unknown): Promise<void> }} */
  const { writeStaticClientFiles } = requireFromStrapi(path.join(nodeDir, 'staticFiles.js'));
  /** @type {{ build(ctx: unknown): Promise<void> }} */
  const { build } = requireFromStrapi(path.join(nodeDir, 'vite/build.js'));
  const quiet = () => {};
  const logger = {
    debug: quiet,
    info: quiet,
    log: quiet,
    warn: console.warn,
    error: console.error,
    warnings: 0,
    errors: 0,
    spinner: () => ({ start: () => ({ succeed: quiet, fail: quiet, text: '' }) }),
  };
  const ctx = await createBuildContext({
    cwd: cmsDir,
    logger,
    tsconfig: { config: { options: { outDir: distDir } } },
    options: { minify: false, sourcemaps: false },
  });
  // Strapi's builder resolves its entry (.strapi/client/app.js) from the working directory.
  const cwd = process.cwd();
  process.chdir(cmsDir);
  try {
    await writeStaticClientFiles(ctx);
    await build(ctx);
  } finally {
    process.chdir(cwd);
  }
}

/**
 * Puts the admin panel into the compiled CMS at distDir (built once per admin state). Answers how long it took.
 * @param {string} distDir
 * @returns {Promise<{ built: boolean; ms: number }>}
 */
export async function ensureAdminPanel(distDir) {
  const started = Date.now();
  const target = path.join(distDir, 'build');
  if (fs.existsSync(path.join(target, 'index.html'))) return { built: false, ms: 0 };
  const cached = path.join(cacheRoot(), adminHash());
  let built = false;
  if (!fs.existsSync(path.join(cached, 'index.html'))) {
    // Built in a scratch copy of the compile's config, then renamed: two runs at once never read a half-written panel.
    // Under cms/ so the compiled config resolves cms' packages.
    fs.mkdirSync(path.join(cmsDir, '.tmp'), { recursive: true });
    const scratch = fs.mkdtempSync(path.join(cmsDir, '.tmp/admin-build-'));
    try {
      fs.cpSync(path.join(distDir, 'config'), path.join(scratch, 'config'), { recursive: true });
      if (fs.existsSync(path.join(distDir, 'src'))) fs.cpSync(path.join(distDir, 'src'), path.join(scratch, 'src'), { recursive: true });
      await buildInto(scratch);
      fs.mkdirSync(path.dirname(cached), { recursive: true });
      try {
        fs.renameSync(path.join(scratch, 'build'), cached);
      } catch (error) {
        if (!fs.existsSync(path.join(cached, 'index.html'))) throw error;
      }
      built = true;
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
  const copy = `${target}.tmp-${process.pid}`;
  fs.cpSync(cached, copy, { recursive: true });
  try {
    fs.renameSync(copy, target);
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    if (!fs.existsSync(path.join(target, 'index.html'))) throw error;
  }
  return { built, ms: Date.now() - started };
}
