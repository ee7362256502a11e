/**
 * The web server's own endpoints, by construction: every `.ts` endpoint under src/pages (the
 * `/session/*` calls, `/cookies`, `/login/google`) and the `/api/*` proxy, found from the
 * files, so a new endpoint is covered without editing this test. Anonymous calls, cross-site
 * mutations and malformed bodies get a 4xx (or the public answer) — never a 500.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';

const PAGES = path.resolve('src/pages');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL'] as const;

function endpoints(): { route: string; methods: string[] }[] {
  const found: { route: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        const methods = METHODS.filter((m) => new RegExp(`export const ${m}\\b`).test(source)).flatMap((m) =>
          m === 'ALL' ? ['GET', 'POST', 'PATCH'] : [m],
        );
        if (!methods.length) continue;
        const route = `/${path
          .relative(PAGES, file)
          .replace(/\.ts$/, '')
          .replace(/(^|\/)index$/, '')}`
          .replace(/\[\.\.\.[^\]]+\]/, 'portal/me')
          .replace(/\[[^\]]+\]/g, 'x');
        found.push({ route, methods });
      }
    }
  };
  walk(PAGES);
  return found;
}

const MALFORMED: [string, string, string][] = [
  ['broken JSON', 'application/json', '{"email": '],
  ['an array', 'application/json', '[1,2,3]'],
  ['operator objects', 'application/json', JSON.stringify({ email: { $ne: null }, password: { $ne: '' }, contractId: { $ne: 1 } })],
  ['a huge body', 'application/json', JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) })],
  ['the wrong content type', 'text/plain', 'email=x'],
];

test('finds the session endpoints and the proxy among the site endpoints', () => {
  const routes = endpoints().map((e) => e.route);
  expect(routes).toEqual(expect.arrayContaining(['/session/login', '/session/logout', '/session', '/api/portal/me', '/cookies']));
});

for (const { route, methods } of endpoints()) {
  for (const method of methods) {
    test(`${method} ${route}: anonymous, cross-site and malformed calls get a clear 4xx`, async ({ request, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      // As the site's own scripts call: its Origin and its request header (same-origin.ts).
      const own = { origin, ...SITE_REQUEST_HEADERS };
      const anonymous = await request.fetch(route, { method, maxRedirects: 0, headers: own });
      expect(anonymous.status(), 'anonymous').toBeLessThan(500);
      if (method === 'GET') return;
      // A form posted from another site is refused outright; a JSON call from another site never succeeds.
      const crossSiteForm = await request.fetch(route, {
        method,
        maxRedirects: 0,
        headers: { ...SITE_REQUEST_HEADERS, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
        data: 'action=all&next=%2F',
      });
      expect(crossSiteForm.status(), 'cross-site form').toBe(403);
      const crossSiteJson = await request.fetch(route, {
        method,
        maxRedirects: 0,
        headers: { ...SITE_REQUEST_HEADERS, origin: 'https://evil.example', 'content-type': 'application/json' },
        data: '{}',
      });
      expect(crossSiteJson.status(), 'cross-site JSON').toBeGreaterThanOrEqual(400);
      expect(crossSiteJson.status(), 'cross-site JSON').toBeLessThan(500);
      // Malformed bodies: never a server error, and never a session handed out.
      for (const [label, contentType, body] of MALFORMED) {
        const res = await request.fetch(route, { method, maxRedirects: 0, headers: { ...own, 'content-type': contentType }, data: body });
        expect(res.status(), label).toBeLessThan(500);
        expect(res.headers()['set-cookie'] ?? '', label).not.toMatch(/necta_session=(?!deleted)[^;]+/);
      }
    });
  }
}
