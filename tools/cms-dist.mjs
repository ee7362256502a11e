// @ts-check
// Compiles the CMS (Strapi's own TypeScript compile, as `npm start` does) once into a folder
// named by a hash of its sources, `cms/.tmp/test-dist/<hash>`, and answers that folder; a test
// run starts every CMS from it (CMS_DIST_DIR, cms/scripts/serve.cjs) instead of compiling per
// file. Same sources → same folder, so a second run compiles nothing; the folder is written
// under a temporary name and renamed, so two runs at once never read a half-written one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const cmsDir = path.join(root, 'cms');
const distRoot = path.join(cmsDir, '.tmp/test-dist');
const DONE = '.compiled';
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The inputs of the compile: what tsconfig includes that can change the output. */
function sourceFiles() {
  const files = [path.join(cmsDir, 'tsconfig.json'), path.join(cmsDir, 'package.json')];
  /** @param {string} dir */
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|json|cjs|mjs)$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['src', 'config', 'database']) walk(path.join(cmsDir, dir));
  return files.sort();
}

/**
 * The hash of the compile's inputs (16 hex digits), the name of its folder.
 * @returns {string}
 */
export function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const file of sourceFiles()) {
    hash.update(path.relative(cmsDir, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Removes the compiles not used for a day, except `keep`.
 * @param {string} keep
 */
function prune(keep) {
  if (!fs.existsSync(distRoot)) return;
  const now = Date.now();
  for (const name of fs.readdirSync(distRoot)) {
    const full = path.join(distRoot, name);
    if (full === keep) continue;
    try {
      if (now - fs.statSync(full).mtimeMs > KEEP_MS) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      /* another run removed it */
    }
  }
}

/**
 * The compiled CMS for the current sources: `{ distDir, compiled, ms }` (`compiled` false
 * when an earlier run had already compiled the same sources).
 * @returns {Promise<{ distDir: string; compiled: boolean; ms: number }>}
 */
export async function compileCms() {
  const started = Date.now();
  const distDir = path.join(distRoot, sourceHash());
  if (fs.existsSync(path.join(distDir, DONE))) {
    const now = new Date();
    fs.utimesSync(distDir, now, now);
    prune(distDir);
    return { distDir, compiled: false, ms: Date.now() - started };
  }
  fs.mkdirSync(distRoot, { recursive: true });
  const work = `${distDir}.tmp-${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
  /** @type {typeof import('@strapi/typescript-utils')} */
  const tsUtils = requireFromCms('@strapi/typescript-utils');
  try {
    await tsUtils.compile(cmsDir, {
      configOptions: {
        options: { outDir: work, incremental: true, tsBuildInfoFile: path.join(work, 'tsconfig.tsbuildinfo') },
        ignoreDiagnostics: true,
      },
    });
    if (!fs.existsSync(path.join(work, 'src/index.js'))) throw new Error(`the CMS compile wrote no ${path.join(work, 'src/index.js')}`);
    fs.writeFileSync(path.join(work, DONE), new Date().toISOString());
    try {
      fs.renameSync(work, distDir);
    } catch (error) {
      // Another run finished the same sources first: use theirs.
      if (!fs.existsSync(path.join(distDir, DONE))) throw error;
      fs.rmSync(work, { recursive: true, force: true });
    }
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
  prune(distDir);
  return { distDir, compiled: true, ms: Date.now() - started };
}
