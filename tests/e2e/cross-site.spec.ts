/**
 * Cross-site requests (docs/security.md, "Cross-site requests and the login e-mail"): a page of
 * another site (served here on `localhost` while the site is `127.0.0.1`, so Chromium sends
 * `Sec-Fetch-Site: cross-site` and the SameSite=Lax session cookie rides along on top-level GET
 * navigations) tries the spec's GET calls with side effects while the customer is signed in —
 * by navigation, link, image, form and fetch. Every one is refused (403) and nothing is mailed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createInvoice } from '../support/factories';
import { cmsUrl, expect, signInPage, SITE_REQUEST_HEADERS, siteUrl, test } from './fixtures';
import { waitForMail } from './helpers/access';

/** The other site: answers every path with the HTML the test sets for it. */
async function otherSite(): Promise<{ url: string; serve(html: string): string; close(): Promise<void> }> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '') ?? '<!doctype html><title>outro site</title>';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  let n = 0;
  return {
    url,
    serve(html) {
      const p = `/ataque-${(n += 1)}.html`;
      pages.set(p, `<!doctype html><html lang="pt-BR"><head><title>ataque</title></head><body>${html}</body></html>`);
      return `${url}${p}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every e-mail in the outbox addressed to `to` (case-insensitive). */
function mailsTo(to: string): string[] {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return []; // No e-mail written yet.
  }
  return files.filter((f) =>
    (/^To:\s*(.+)$/im.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? '').toLowerCase().includes(to.toLowerCase()),
  );
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A GET form that sends the target's query as its fields (a form replaces the action's query). */
function getForm(target: string): string {
  const url = new URL(target);
  const fields = [...url.searchParams].map(([k, v]) => `<input type="hidden" name="${attr(k)}" value="${attr(v)}">`).join('');
  return `<form method="get" action="${attr(url.origin + url.pathname)}">${fields}<button>Ganhe um prêmio</button></form>`;
}

type Way = 'navigation' | 'link' | 'image' | 'form' | 'fetch';

/**
 * What the site answered to each request of the page, read from Chromium's network layer (CDP),
 * which sees the status even of an answer the browser then hides from the page (a cross-site
 * image or no-cors fetch of a JSON answer is cut by Opaque Response Blocking).
 */
async function siteAnswers(page: Page): Promise<{ url: string; status: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const statuses = new Map<string, number>();
  const answers: { url: string; status: number }[] = [];
  const settle = (id: string) => {
    const url = urls.get(id);
    const status = statuses.get(id);
    if (url === undefined || status === undefined) return;
    answers.push({ url, status });
    urls.delete(id);
    statuses.delete(id);
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    settle(e.requestId);
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    statuses.set(e.requestId, e.statusCode);
    settle(e.requestId);
  });
  await cdp.send('Network.enable');
  return answers;
}

/** Makes the other site's page try `target` one way; answers the status the site gave that request. */
async function attempt(
  page: Page,
  answers: { url: string; status: number }[],
  site: Awaited<ReturnType<typeof otherSite>>,
  way: Way,
  target: string,
): Promise<number> {
  const path = target.split('?')[0]!;
  const from = answers.length;
  const answer = () => answers.slice(from).find((a) => a.url === target || a.url.startsWith(`${path}?`));
  if (way === 'navigation') await page.goto(site.serve(`<script>location.href = ${JSON.stringify(target)};</script>`));
  if (way === 'link') {
    await page.goto(site.serve(`<a href="${attr(target)}">Veja sua fatura</a>`));
    await page.getByRole('link', { name: 'Veja sua fatura' }).click();
  }
  if (way === 'image') await page.goto(site.serve(`<img alt="" src="${attr(target)}">`));
  if (way === 'form') {
    await page.goto(site.serve(getForm(target)));
    await page.getByRole('button', { name: 'Ganhe um prêmio' }).click();
  }
  if (way === 'fetch')
    await page.goto(
      site.serve(`<script>fetch(${JSON.stringify(target)}, { credentials: 'include', mode: 'no-cors' }).catch(() => {});</script>`),
    );
  await expect.poll(() => answer(), { message: `the site answered ${way} → ${target}` }).toBeDefined();
  return answer()!.status;
}

test('a page of another site cannot make the signed-in customer mail the contract, a bill or a login-change link', async ({
  page,
  accounts,
}) => {
  test.setTimeout(360_000);
  const customer = await accounts.create('client');
  const [contract] = customer.contracts;
  const { invoice } = await createInvoice(cmsUrl(), { contractId: contract!.documentId });
  await signInPage(page, customer);
  const attacker = `atacante-${Date.now().toString(36)}@malicioso.example`;
  const site = siteUrl();
  const q = encodeURIComponent(attacker);
  const targets = [
    `${site}/api/user/login?newEmail=${q}`,
    `${site}/api/contract/send?email=${q}`,
    `${site}/api/invoices/${invoice.numDoc}/send?docDate=${encodeURIComponent(invoice.docDate)}&email=${q}`,
  ];
  const other = await otherSite();
  try {
    const answers = await siteAnswers(page);
    for (const target of targets)
      for (const way of ['navigation', 'link', 'image', 'form', 'fetch'] as const)
        expect(await attempt(page, answers, other, way, target), `${way} → ${target}`).toBe(403);
  } finally {
    await other.close();
  }

  // The same call from the site's own script goes through: the session was there all along.
  const since = Date.now();
  const own = await page.request.get(`/api/contract/send?email=${encodeURIComponent(customer.email)}`, { headers: SITE_REQUEST_HEADERS });
  expect(own.status(), await own.text()).toBe(200);
  await waitForMail(customer.email, since);
  expect(mailsTo(attacker)).toEqual([]);
});

test('a form of another site cannot sign the customer out or pick a contract', async ({ page, accounts }) => {
  const customer = await accounts.create('client');
  await signInPage(page, customer);
  const other = await otherSite();
  try {
    for (const action of ['/session/logout', '/session/contract']) {
      await page.goto(
        other.serve(
          `<form method="post" action="${siteUrl()}${action}"><input type="hidden" name="contractId" value="${customer.contracts[0]!.documentId}"><button>Enviar</button></form>`,
        ),
      );
      const answered = page.waitForResponse(`${siteUrl()}${action}`);
      await page.getByRole('button', { name: 'Enviar' }).click();
      expect((await answered).status(), action).toBe(403);
    }
  } finally {
    await other.close();
  }
  const state = await (await page.request.get('/session', { headers: SITE_REQUEST_HEADERS })).json();
  expect(state.user.email).toBe(customer.email);
});
