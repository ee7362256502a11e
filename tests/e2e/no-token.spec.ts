/**
 * The browser never holds a JWT (DESIGN: the token stays in the Astro session). The
 * `jwtGuard` fixture (tests/e2e/fixtures.ts) checks this in every test; here it is proven to
 * catch one, and every role's screens are walked under it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { expectNoA11yViolations } from './helpers/axe';
import { JwtGuard } from './helpers/jwt-guard';
import { expect, ROLES, test, type Role } from './fixtures';
import { ClientArea } from './pages/client-area';

// A real token's shape (header.payload.signature, base64url), not one the stack issued.
const FAKE_JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiaWF0IjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

test('the guard fails a test when an answer or the page holds a JWT', async ({ page, jwtGuard }) => {
  await page.route('**/session', (route) => route.fulfill({ json: { user: null, leaked: FAKE_JWT } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await expect.poll(() => jwtGuard.findings.map((f) => f.where)).toContainEqual(expect.stringMatching(/^GET .*\/session$/));

  await page.evaluate((token) => sessionStorage.setItem('leak', token), FAKE_JWT);
  await jwtGuard.inspectPage(page);
  expect(jwtGuard.findings.map((f) => f.where)).toContainEqual(expect.stringMatching(/\(session\)$/));
  // Found on purpose: the test must not fail for it.
  jwtGuard.forget();
  await page.evaluate(() => sessionStorage.removeItem('leak'));
});

/**
 * A tiny local server that leaks the token in each place the guard must read: a redirect's
 * Location (and so the next address), another header, a cookie, an address's query string sent
 * to another origin. Each page's body is clean, so only those readings can find it.
 */
async function leakyServer(): Promise<{ origin: string; otherOrigin: string; close: () => Promise<void> }> {
  const page = (body: string) => `<!doctype html><html lang="pt-BR"><head><title>t</title></head><body>${body}</body></html>`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://local');
    const html = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(page(body));
    };
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: `/landing?code=${FAKE_JWT}` });
      res.end();
    } else if (url.pathname === '/header') html('cabeçalho', { 'x-trace': `Bearer ${FAKE_JWT}` });
    else if (url.pathname === '/cookie') html('cookie', { 'set-cookie': `sid=${FAKE_JWT}; HttpOnly; Path=/` });
    else if (url.pathname === '/pixel-page') {
      const { port } = server.address() as AddressInfo;
      html(`<img alt="" src="http://localhost:${port}/pixel.gif?t=${FAKE_JWT}">`);
    } else if (url.pathname === '/pixel.gif') {
      res.writeHead(204);
      res.end();
    } else html('limpa');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('the guard reads addresses and headers, not only bodies', () => {
  let server: Awaited<ReturnType<typeof leakyServer>>;
  test.beforeAll(async () => {
    server = await leakyServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  /** What a guard watching only the tiny server finds after the browser opens `path`. */
  const findingsAfter = async (browser: Browser, path: string) => {
    const context = await browser.newContext();
    try {
      const guard = new JwtGuard([server.origin]);
      guard.watch(context);
      const page = await context.newPage();
      await page.goto(`${server.origin}${path}`);
      await page.waitForLoadState('load');
      await guard.settle(context);
      return guard.findings.map((f) => f.where);
    } finally {
      await context.close();
    }
  };

  test('a clean page leaves it nothing to report', async ({ browser }) => {
    expect(await findingsAfter(browser, '/clean')).toEqual([]);
  });

  test('a redirect whose Location carries a token is caught, and so is the address it leads to', async ({ browser }) => {
    const found = await findingsAfter(browser, '/redirect');
    expect(found).toContainEqual(`GET ${server.origin}/redirect (header location)`);
    expect(found).toContainEqual(`GET ${server.origin}/landing?code=${FAKE_JWT} (url)`);
  });

  test('a token in any other response header is caught', async ({ browser }) => {
    expect(await findingsAfter(browser, '/header')).toEqual([`GET ${server.origin}/header (header x-trace)`]);
  });

  test('a token in a cookie the page cannot read (Set-Cookie, HttpOnly) is caught', async ({ browser }) => {
    expect(await findingsAfter(browser, '/cookie')).toEqual([`GET ${server.origin}/cookie (header set-cookie)`]);
  });

  test('a token in the query string of a request to another origin is caught', async ({ browser }) => {
    // (The page's own markup names the address too, and is caught as well.)
    expect(await findingsAfter(browser, '/pixel-page')).toContainEqual(`GET ${server.otherOrigin}/pixel.gif?t=${FAKE_JWT} (url)`);
  });
});

test.describe('every role walks its screens without a token reaching the browser', () => {
  for (const role of Object.keys(ROLES) as Role[]) {
    test.describe(role, () => {
      test.use({ signedInAs: role });

      test(`${role}: the landing screen and every entry of the area menu`, async ({ page, account }) => {
        const area = new ClientArea(page);
        await area.goto('home');
        await expect(area.profileButton(account.name)).toBeVisible();
        await expectNoA11yViolations(page);
        const slugs = await area.menuSlugs();
        expect(slugs, 'every role has the home and the password screens').toEqual(expect.arrayContaining(['home', 'atualizar-senha']));
        for (const slug of slugs) {
          await area.goto(slug);
          await expect(area.header).toBeVisible();
        }
      });
    });
  }
});
