/**
 * The web server's side of "Before the domains" §1: the security headers of every answer, a
 * Content-Security-Policy under which every island runs and no other inline script does, the
 * internal listener, redirects that stay on the site, the /api proxy's limits, and the
 * session's idle end.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parse, stringify } from 'devalue';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createDraftPage, editorToken } from './helpers/cms-admin';
import { ClientArea } from './pages/client-area';
import { cmsUrl, expect, signInPage, SITE_REQUEST_HEADERS, siteUrl, test } from './fixtures';
import { previewPath } from '../support/preview';

/** The web server's internal listener (loopback only): site port + 1000. */
const INTERNAL = `http://127.0.0.1:${Number(new URL(siteUrl()).port) + 1000}`;
/** The stack's session files (SESSION_DIR of tools/throwaway-stack.mjs). */
const SESSIONS = path.join(path.dirname(process.env.E2E_STATE_DIR!), 'sessions');

const scriptSrc = (policy: string | undefined) => /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';

/** Collects every CSP violation the page reports (event and console). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy|securitypolicyviolation/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `violation: ${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return violations;
}

/**
 * Brings every island into view, one at a time, and waits until it has hydrated: a
 * `client:visible` island hydrates when IntersectionObserver sees it, which needs a rendered
 * frame while it is on screen (jumping down the page without frames can skip one).
 */
async function hydrateEveryIsland(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    // Brought into view again on every look: an observer that missed the island's first frame on
    // screen (a busy machine) gets another one, and the island's code may arrive late.
    await expect
      .poll(
        () =>
          page.evaluate(async (index) => {
            const island = document.querySelectorAll('astro-island')[index];
            (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center' });
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            return island?.hasAttribute('ssr') ?? true;
          }, i),
        { message: `island ${i + 1} of ${count} hydrated`, timeout: 20_000 },
      )
      .toBe(false);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

function expectSiteHeaders(headers: Record<string, string>, what: string) {
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy'], what).toContain("object-src 'none'");
  expect(headers['content-security-policy'], what).toContain("default-src 'self'");
  expect(scriptSrc(headers['content-security-policy']), what).not.toContain("'unsafe-inline'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  // The stack runs on http: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test.describe('security headers', () => {
  test('every kind of answer carries them, and only pages list script hashes', async ({ request }) => {
    const home = await request.get('/');
    const asset = /"(\/_astro\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset, 'the home page loads a script of the site').toBeDefined();
    const answers: [string, number][] = [
      ['/', 200],
      ['/login', 200],
      ['/noticias', 200],
      [asset!, 200],
      ['/nao-existe', 404],
      ['/area-cliente/home', 302],
      ['/api/portal/me', 401],
      ['/session', 200],
      ['/session/providers', 200],
      ['/preview', 401],
    ];
    for (const [path, status] of answers) {
      // /api and /session answer only the site's own scripts, which send its request header.
      const own = /^\/(api|session)(\/|$)/.test(path) ? SITE_REQUEST_HEADERS : {};
      const res = await request.get(path, { headers: own, maxRedirects: 0 });
      expect(res.status(), path).toBe(status);
      const headers = res.headers();
      if (path === '/preview') {
        expect(headers['content-security-policy']).toContain(`frame-ancestors ${new URL(cmsUrl()).origin}`);
        continue;
      }
      expectSiteHeaders(headers, path);
      const isPage = /text\/html/.test(headers['content-type'] ?? '') && status !== 302;
      if (isPage) expect(scriptSrc(headers['content-security-policy']), path).toMatch(/'sha256-/);
      else expect(scriptSrc(headers['content-security-policy']), path).toBe("'self'");
    }
  });

  test("a built page's header lists the same script hashes as its CSP meta", async ({ request }) => {
    const res = await request.get('/login');
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(await res.text())?.[1];
    expect(scriptSrc(meta)).toMatch(/'sha256-/);
    expect(scriptSrc(res.headers()['content-security-policy'])).toBe(scriptSrc(meta));
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'client' });

    test('the client area page, rendered on demand, carries the whole policy with its hashes', async ({ request }) => {
      const res = await request.get('/area-cliente/home', { maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expectSiteHeaders(res.headers(), '/area-cliente/home');
      expect(scriptSrc(res.headers()['content-security-policy'])).toMatch(/'sha256-/);
      const api = await request.get('/api/portal/me', { headers: SITE_REQUEST_HEADERS });
      expect(api.status()).toBe(200);
      expectSiteHeaders(api.headers(), '/api/portal/me');
    });
  });

  test('only the CMS admin may frame the draft preview', async ({ request }) => {
    const token = await editorToken();
    const draft = await createDraftPage(token, {
      title: 'Rascunho para o cabeçalho',
      path: `/teste/cabecalho-${Date.now().toString(36)}`,
      type: 'default',
      show_header: true,
      show_footer: true,
      blocks: [
        {
          __component: 'texto.paragraph',
          Titulo: 'Prévia',
          Paragrafo: [{ type: 'paragraph', children: [{ type: 'text', text: 'Prévia' }] }],
        },
      ],
    });
    const res = await request.get(previewPath(draft.data.documentId));
    expect(res.status()).toBe(200);
    const policy = res.headers()['content-security-policy'];
    expect(policy).toContain(`frame-ancestors ${new URL(cmsUrl()).origin}`);
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(scriptSrc(policy)).toMatch(/'sha256-/);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(res.headers()['x-frame-options']).toBeUndefined();
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('the policy lets every island run', () => {
  for (const path of ['/', '/catalogo-de-blocos', '/login', '/noticias', '/campanhas/gas-natural-na-sua-casa']) {
    test(`islands of ${path} hydrate with no policy violation`, async ({ page }) => {
      test.setTimeout(90_000);
      const violations = await watchViolations(page);
      await page.goto(path);
      if (path !== '/noticias') expect(await page.locator('astro-island').count(), 'the page has islands').toBeGreaterThan(0);
      await hydrateEveryIsland(page);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      if (path === '/catalogo-de-blocos') {
        // The PDF viewer (loaded when asked) drew the first page with its self-hosted worker; the CMS's video is allowed.
        await page.locator('[data-block="pdf-viewer"]').getByRole('button', { name: 'Ver o documento aqui' }).click();
        const canvas = page.locator('[data-block="pdf-viewer"] canvas').first();
        await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width * c.height)).toBeGreaterThan(0);
      }
      if (path === '/login') await expect(page.getByRole('button', { name: 'Entrar' }).first()).toBeEnabled();
      expect(violations).toEqual([]);
    });
  }

  test.describe('signed in', () => {
    test.use({ signedInAs: 'client' });

    test('the client area hydrates with no policy violation', async ({ page, account }) => {
      const violations = await watchViolations(page);
      const area = new ClientArea(page);
      await area.goto('home');
      await expect(area.profileButton(account.name)).toBeVisible();
      await expect(area.menu.getByRole('link').first()).toBeVisible();
      expect(violations).toEqual([]);
    });
  });

  test('an injected inline script does not run, on a static page or the client area', async ({ page, accounts }) => {
    const injected = () =>
      page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        // An inline script the policy allows runs during append itself: nothing to wait for.
        document.body.append(s);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
    await page.goto('/noticias');
    expect(await injected()).toBe(false);
    await signInPage(page, await accounts.create('client'));
    await new ClientArea(page).goto('home');
    expect(await injected()).toBe(false);
  });
});

test.describe('internal listener', () => {
  test('the public port answers 404 for the rebuild webhook and the status', async ({ request }) => {
    expect((await request.post('/__rebuild', { headers: { 'x-rebuild-secret': process.env.REBUILD_SECRET! } })).status()).toBe(404);
    expect((await request.get('/__status')).status()).toBe(404);
    expect((await request.get(`${INTERNAL}/__status`)).status()).toBe(200);
    expect((await request.post(`${INTERNAL}/__rebuild`, { headers: { 'x-rebuild-secret': 'errado' } })).status()).toBe(403);
  });
});

test.describe('redirects stay on the site', () => {
  const origin = () => new URL(siteUrl()).origin;

  test('the cookie form goes back only to a local path of the Referer', async ({ request }) => {
    for (const referer of ['//evil.example', '/\\evil.example', '/%5Cevil.example/']) {
      const res = await request.post('/cookies', {
        form: { action: 'cancel' },
        headers: { referer: `${origin()}${referer}`, origin: origin() },
        maxRedirects: 0,
      });
      expect(res.status(), referer).toBe(303);
      const location = res.headers().location!;
      expect(new URL(location, siteUrl()).origin, `${referer} → ${location}`).toBe(origin());
      expect(location, referer).toMatch(/^\/(?![/\\])/);
    }
    const back = await request.post('/cookies', {
      form: { action: 'cancel' },
      headers: { referer: `${origin()}/noticias?pagina=2`, origin: origin() },
      maxRedirects: 0,
    });
    expect(back.headers().location).toBe('/noticias?pagina=2');
  });

  test('logout goes to a local next only', async ({ request }) => {
    for (const next of ['/\\evil.example', '//evil.example', 'https://evil.example']) {
      const res = await request.post('/session/logout', {
        form: { next },
        headers: { accept: 'text/html', origin: origin() },
        maxRedirects: 0,
      });
      expect(res.status(), next).toBe(303);
      expect(res.headers().location, next).toBe('/login');
    }
    const local = await request.post('/session/logout', {
      form: { next: '/login-fatura-simplificada' },
      headers: { accept: 'text/html', origin: origin() },
      maxRedirects: 0,
    });
    expect(local.headers().location).toBe('/login-fatura-simplificada');
  });
});

/** A raw request to the site (a chunked body has no Content-Length, as a streaming client sends it). */
function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string>,
  body: Buffer,
  chunked: boolean,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(target, siteUrl()), { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may answer and close before the whole body is sent.
    req.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? undefined : reject(error)));
    if (chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    } else {
      req.setHeader('content-length', String(body.length));
      req.end(body);
    }
  });
}

test.describe('the /api proxy', () => {
  const TOO_BIG_JSON = 'Os dados enviados passam do tamanho permitido (1 MB).';
  const TOO_BIG_UPLOAD = 'O arquivo enviado passa do tamanho permitido (10 MB).';
  const json = (bytes: number) => Buffer.from(JSON.stringify({ texto: 'a'.repeat(bytes) }));
  const origin = () => new URL(siteUrl()).origin;

  test('refuses a JSON body over 1 MB with 413, announced or streamed', async () => {
    for (const chunked of [false, true]) {
      const res = await rawRequest(
        'POST',
        '/api/nao-existe',
        { 'content-type': 'application/json', origin: origin(), ...SITE_REQUEST_HEADERS },
        json(1024 * 1024 + 10),
        chunked,
      );
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(res.text).error.message).toBe(TOO_BIG_JSON);
    }
    // Just under the limit the body goes through to the CMS, which answers for itself.
    const under = await rawRequest(
      'POST',
      '/api/nao-existe',
      { 'content-type': 'application/json', origin: origin(), ...SITE_REQUEST_HEADERS },
      json(900_000),
      true,
    );
    expect(under.status).not.toBe(413);
  });

  test('refuses an upload over 10 MB with 413, announced or streamed', async () => {
    const boundary = 'limite-do-teste';
    const file = Buffer.alloc(11 * 1024 * 1024, 0x61);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const chunked of [false, true]) {
      const res = await rawRequest(
        'POST',
        '/api/nao-existe',
        { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: origin(), ...SITE_REQUEST_HEADERS },
        body,
        chunked,
      );
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(res.text).error.message).toBe(TOO_BIG_UPLOAD);
    }
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'client' });

    test("a browser's own Authorization header is ignored: the session's token is sent", async ({ request, account }) => {
      const res = await request.get('/api/portal/me', {
        headers: { authorization: 'Bearer token-escolhido-pelo-navegador', ...SITE_REQUEST_HEADERS },
      });
      expect(res.status()).toBe(200);
      expect((await res.json()).data.email).toBe(account.email);
    });
  });
});

/** The stored session of a browser context (Astro's file store), to move its times. */
async function editSession(context: BrowserContext, change: (data: Map<string, { data: Record<string, unknown> }>) => void) {
  const id = (await context.cookies()).find((c) => c.name === 'necta_session')?.value;
  expect(id, 'the browser has a session cookie').toBeTruthy();
  const file = path.join(SESSIONS, id!);
  const stored = parse(fs.readFileSync(file, 'utf8')) as Map<string, { data: Record<string, unknown> }>;
  change(stored);
  fs.writeFileSync(file, stringify(stored));
}

async function me(request: APIRequestContext) {
  return (await request.get('/api/portal/me', { headers: SITE_REQUEST_HEADERS })).status();
}

test.describe('sessions', () => {
  const MINUTE = 60 * 1000;

  test('a session idle for 30 minutes is over: the API answers 401 and the client area sends to the login', async ({ page, accounts }) => {
    await signInPage(page, await accounts.create('client'));
    expect(await me(page.request)).toBe(200);

    // Last activity 29 minutes ago: still signed in, and this request counts as activity.
    await editSession(page.context(), (s) => (s.get('auth')!.data.lastSeenAt = Date.now() - 29 * MINUTE));
    expect(await me(page.request)).toBe(200);
    await editSession(page.context(), (s) => expect(Date.now() - Number(s.get('auth')!.data.lastSeenAt)).toBeLessThan(MINUTE));

    // Last activity 31 minutes ago: over.
    await editSession(page.context(), (s) => (s.get('auth')!.data.lastSeenAt = Date.now() - 31 * MINUTE));
    expect(await me(page.request)).toBe(401);
    const area = await page.request.get('/area-cliente/home', { maxRedirects: 0 });
    expect(area.status()).toBe(302);
    expect(area.headers().location).toBe('/login?r=home');
    expect((await (await page.request.get('/session', { headers: SITE_REQUEST_HEADERS })).json()).user).toBeNull();
  });

  test('a session is over 12 hours after sign-in, active or not', async ({ page, accounts }) => {
    await signInPage(page, await accounts.create('client'));
    await editSession(page.context(), (s) => {
      s.get('auth')!.data.startedAt = Date.now() - 12 * 60 * MINUTE;
      s.get('auth')!.data.lastSeenAt = Date.now() - MINUTE;
    });
    expect(await me(page.request)).toBe(401);
  });

  test('a kept-connected session outlives 30 idle minutes', async ({ page, accounts }) => {
    const account = await accounts.create('client');
    const res = await page.request.post('/session/login', {
      headers: SITE_REQUEST_HEADERS,
      data: { email: account.email, password: account.password, keepConnected: true },
    });
    expect(res.status()).toBe(200);
    await editSession(page.context(), (s) => (s.get('auth')!.data.lastSeenAt = Date.now() - 5 * 60 * MINUTE));
    expect(await me(page.request)).toBe(200);
    // The request wrote the session; its cookie still lasts the 30 days from sign-in.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'necta_session');
    expect((cookie!.expires * 1000 - Date.now()) / (24 * 60 * MINUTE)).toBeGreaterThan(29.9);
  });

  test('a refused simplified-invoice token ends that access only; the full login stays', async ({ page, accounts }) => {
    const account = await accounts.create('client');
    await signInPage(page, account);
    const [contract] = account.contracts;
    const simplified = await page.request.post('/session/simplified', {
      headers: SITE_REQUEST_HEADERS,
      data: { consumerCod: contract!.consumerCode, cpfcnpj: contract!.consumerCpfCnpj },
    });
    expect(simplified.status(), await simplified.text()).toBe(200);
    expect((await page.request.get('/api/portal/simplified-invoice/session', { headers: SITE_REQUEST_HEADERS })).status()).toBe(200);

    await editSession(page.context(), (s) => (s.get('simplified')!.data.jwt = 'token-recusado'));
    expect((await page.request.get('/api/portal/simplified-invoice/session', { headers: SITE_REQUEST_HEADERS })).status()).toBe(401);
    const state = await (await page.request.get('/session', { headers: SITE_REQUEST_HEADERS })).json();
    expect(state.simplified).toBe(false);
    expect(state.user.email).toBe(account.email);
    expect(await me(page.request)).toBe(200);
  });
});
