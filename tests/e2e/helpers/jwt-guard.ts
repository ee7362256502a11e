/**
 * The "no token in the browser" guard (DESIGN: the browser never holds a JWT). It reads the
 * address of every request the browser makes (query strings included, whatever the origin),
 * every answer it receives from the site or the CMS — the headers of each (a redirect's
 * Location, Set-Cookie, any other) and the body of pages, JSON and scripts — and, when the test
 * ends, what the page holds (its scripts and markup, storage and readable cookies). A
 * JWT-shaped string anywhere fails the test that met it. Its own test: tests/e2e/no-token.spec.ts.
 */
import type { BrowserContext, Page, Request, Response } from '@playwright/test';

/** A JWT's shape: header.payload.signature, base64url, the header starting with `{"`. */
export const JWT_PATTERN = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Hashed build assets never change: one read per worker is enough. */
const checkedAssets = new Map<string, string | null>();
const IMMUTABLE = /^\/_astro\//;
const TEXTUAL = /html|json|javascript|ecmascript|text\/plain|xml/;

export interface JwtFinding {
  where: string;
  token: string;
}

export class JwtGuard {
  readonly findings: JwtFinding[] = [];
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly origins: string[]) {}

  watch(context: BrowserContext): void {
    context.on('request', (request) => this.inspectUrl(request));
    context.on('response', (response) => {
      const read = this.inspect(response).finally(() => this.pending.delete(read));
      this.pending.add(read);
    });
  }

  private record(where: string, text: string): void {
    const match = JWT_PATTERN.exec(text);
    if (match) this.findings.push({ where, token: `${match[0].slice(0, 40)}…` });
  }

  /** A request's address, whatever its origin: a token in a query string leaks to logs, history and Referer. */
  private inspectUrl(request: Request): void {
    let url = request.url();
    try {
      url = decodeURIComponent(url);
    } catch {
      // Not percent-encoded text: read it as it is.
    }
    this.record(`${request.method()} ${request.url()} (url)`, url);
  }

  private async inspect(response: Response): Promise<void> {
    const url = response.url();
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return;
    }
    if (!this.origins.includes(origin)) return;
    const where = `${response.request().method()} ${url}`;
    // Every header, a redirect's Location and Set-Cookie included.
    const headers = await response.headersArray().catch(() => []);
    for (const { name, value } of headers) this.record(`${where} (header ${name.toLowerCase()})`, value);
    const status = response.status();
    if (status >= 300 && status < 400) return;
    const type = (await response.headerValue('content-type').catch(() => null)) ?? '';
    if (!TEXTUAL.test(type)) return;
    const asset = IMMUTABLE.test(new URL(url).pathname);
    if (asset && checkedAssets.has(url)) {
      const known = checkedAssets.get(url);
      if (known) this.findings.push({ where, token: known });
      return;
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return; // The page went away before its body could be read (a redirect or a closed page).
    }
    const before = this.findings.length;
    this.record(where, text);
    if (asset) checkedAssets.set(url, this.findings.length > before ? this.findings.at(-1)!.token : null);
  }

  /** What a page holds at the end: scripts, markup, storage and the cookies scripts can read. */
  async inspectPage(page: Page): Promise<void> {
    if (page.isClosed()) return;
    // A page of an origin the guard does not watch (Strapi's own admin, which keeps the editor's
    // admin token by design) is not read; blank pages and the watched origins are.
    const origin = URL.canParse(page.url()) ? new URL(page.url()).origin : 'null';
    if (origin !== 'null' && !this.origins.includes(origin)) return;
    const held = await page
      .evaluate(() => ({
        scripts: Array.from(document.scripts, (s) => s.textContent ?? '').join('\n'),
        markup: document.documentElement.outerHTML,
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        cookie: document.cookie,
      }))
      .catch(() => null);
    if (!held) return;
    for (const [where, text] of Object.entries(held)) this.record(`${page.url()} (${where})`, text);
  }

  async settle(context: BrowserContext): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
    for (const page of context.pages()) await this.inspectPage(page);
  }

  /** For the guard's own test: forget what it found on purpose. */
  forget(): void {
    this.findings.length = 0;
  }
}
