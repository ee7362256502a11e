/**
 * Helpers of the access tests: reading the e-mails the CMS wrote to the outbox (no SMTP in
 * tests) and the shape of a JWT. Signing in: tests/e2e/fixtures.ts (`signIn`) and the login
 * page object (tests/e2e/pages/login-page.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '../fixtures';

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

/** The newest e-mail to `to` written at or after `since` (ms), if any. */
function newestMail(to: string, since: number): OutboxMail | undefined {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => path.join(dir, f));
  } catch {
    return undefined; // The outbox folder appears with the first e-mail.
  }
  return files
    .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
    .filter((f) => f.mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)
    .map((f) => readMail(f.file))
    .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for a new e-mail to `to` (written at or after `since`, a `Date.now()` taken before the action that sends it). */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(() => (mail = newestMail(to, since)), { timeout: timeoutMs, message: `an e-mail to ${to} in ${process.env.MAIL_OUTBOX_DIR}` })
    .toBeDefined();
  return mail!;
}

/** The site-relative address of the first link in the mail whose path matches. */
export function linkIn(mail: OutboxMail, pathPattern: RegExp): string {
  const link = mail.links.find((l) => pathPattern.test(new URL(l).pathname + new URL(l).search));
  if (!link) throw new Error(`no link matching ${pathPattern} in:\n${mail.text}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A JWT-shaped string (three base64url parts, the first one a JSON header). */
export { JWT_PATTERN } from './jwt-guard';
