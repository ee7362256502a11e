import fs from 'node:fs';
import path from 'node:path';

/** The repository's `site/` folder (starter content), overridable for tests. */
export function siteDir(): string {
  if (process.env.SITE_CONTENT_DIR) return path.resolve(process.env.SITE_CONTENT_DIR);
  const cmsRoot = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..');
  return path.resolve(cmsRoot, '..', 'site');
}

export function readJson<T>(relative: string, fallback: T): T {
  const file = path.join(siteDir(), relative);
  if (!fs.existsSync(file)) return fallback;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`site/${relative}: invalid JSON (${(error as Error).message})`, { cause: error });
  }
}

export function listJson(relativeDir: string): Array<{ name: string; data: unknown }> {
  const dir = path.join(siteDir(), relativeDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.replace(/\.json$/, ''), data: readJson(path.join(relativeDir, f), null) }));
}

export function mediaPath(file: string): string {
  return path.join(siteDir(), 'media', file);
}
