/**
 * Helpers of the access tests: signing in through the real login form, reading the e-mails
 * the CMS wrote to the outbox (no SMTP in tests), and the demo accounts of the seed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../cms/src/seed/demo-portal-data';
import { keepPopupClosed } from './popup';

export {
  DEMO_ACCOUNTS,
  DEMO_CONTRACTS,
  DEMO_FREE_CONTRACTS,
  DEMO_PASSWORD,
  DEMO_SIMPLIFIED_INVOICE,
} from '../../../cms/src/seed/demo-portal-data';

/** Fills and submits the e-mail sign-in form (the page must already show it). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD, keepConnected = false): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (keepConnected) await page.getByLabel('Manter conectado').check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Opens /login (optionally with a query) and signs in. */
export async function login(
  page: Page,
  email: string,
  options: { query?: string; password?: string; keepConnected?: boolean } = {},
): Promise<void> {
  await keepPopupClosed(page);
  await page.goto(`/login${options.query ?? ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await submitLogin(page, email, options.password, options.keepConnected);
}

/** Quoted-printable body → text (soft line breaks joined, =XX bytes decoded as UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface OutboxMail {
  file: string;
  to: string;
  text: string;
  links: string[];
}

function readMail(file: string): OutboxMail {
  const raw = readFileSync(file, 'utf8');
  const to = /^To:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
  const text = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(raw) : raw;
  const links = [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { file, to, text, links };
}

/** Waits for a new e-mail to `to` (written after `since`) and returns it. */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<OutboxMail> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(dir, f))
        .filter((f) => statSync(f).mtimeMs >= since - 1000)
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    } catch {
      // The outbox folder appears with the first e-mail.
    }
    const mail = files.map(readMail).find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to} in ${dir}`);
}

/** The site-relative address of the first link in the mail whose path matches. */
export function linkIn(mail: OutboxMail, pathPattern: RegExp): string {
  const link = mail.links.find((l) => pathPattern.test(new URL(l).pathname + new URL(l).search));
  if (!link) throw new Error(`no link matching ${pathPattern} in:\n${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A JWT-shaped string (three base64url parts, the first one a JSON header). */
export const JWT_PATTERN = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Resolves once every island on the page has hydrated (Astro drops the `ssr` attribute then). */
export async function waitForIslands(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
