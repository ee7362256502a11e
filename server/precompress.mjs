// @ts-check
// Brotli and gzip copies of a release's text files, made once at build time so the web server
// answers compressed without spending CPU per request (a static host or CDN does the same).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;
const PARALLEL = 4;

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(file);
    else if (COMPRESSIBLE.has(path.extname(entry.name)) && fs.statSync(file).size >= MIN_BYTES) yield file;
  }
}

/** @param {string} file */
async function compressOne(file) {
  const data = await fs.promises.readFile(file);
  // Hashed assets are shared by every page and cached for a year: worth the highest quality.
  const quality = file.includes(`${path.sep}_astro${path.sep}`) ? 11 : 6;
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ]);
  // A copy that is not smaller would only cost bytes on disk and a header.
  if (br.length < data.length) await fs.promises.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.promises.writeFile(`${file}.gz`, gz);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`.
 * @param {string} dir
 */
export async function precompress(dir) {
  const queue = [...textFiles(dir)];
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let file = queue.pop(); file; file = queue.pop()) await compressOne(file);
  });
  await Promise.all(workers);
}
