import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths of the seeded pages (site/pages/*.json) plus the generated catalogue page. */
export function seededPagePaths(): string[] {
  const dir = path.resolve('site/pages');
  const paths = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { path: string }).path)
    .filter((p) => p !== '/404');
  return [...paths, '/catalogo-de-blocos'];
}
