/**
 * Helpers of the auth API tests: JSON calls, sign-in, links read from the outbox (.eml,
 * quoted-printable) and direct database access to age links past their expiry.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { checkAnswer } from './contract-check';
import { readOutbox, type RunningCms } from './helpers/cms';

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** Raw Authorization header (link tokens of resetPassword / confirm). */
  authorization?: string;
  body?: unknown;
  query?: Record<string, string>;
}

export async function call(cms: RunningCms, method: string, route: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(`/api${route}`, cms.url);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization) headers.authorization = options.authorization;
  const res = await fetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  checkAnswer(method, url, res.status, res.headers.get('content-type'), body);
  return { status: res.status, body, headers: res.headers };
}

export async function login(cms: RunningCms, email: string, password = 'Demo@1234', extra: Record<string, unknown> = {}): Promise<Answer> {
  return call(cms, 'POST', '/portal/auth/login', { body: { email, password, keepConnected: false, ...extra } });
}

/** Signs in and returns the JWT; fails the test when the login is refused. */
export async function tokenFor(
  cms: RunningCms,
  email: string,
  password = 'Demo@1234',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await login(cms, email, password, extra);
  if (res.status !== 200 || !res.body?.jwt) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.jwt as string;
}

export function jwtPayload(jwt: string): Record<string, any> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Messages in the outbox, oldest first, with the plain-text part decoded. */
export function mails(cms: RunningCms): Mail[] {
  return readOutbox(cms.outboxDir).map((raw) => {
    const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
    const subjectRaw = /^Subject: ([\s\S]+?)\r?\n(?=\S)/m.exec(raw)?.[1] ?? '';
    const subject = subjectRaw
      .split(/\r?\n\s*/)
      // One line may hold several encoded words (a long subject): each is decoded, the space between them dropped (RFC 2047 §6.2).
      .map((w) => w.replace(/=\?UTF-8\?Q\?(.*?)\?=(?:\s+(?==\?))?/gi, (_m, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' '))))
      .join('');
    const plain = /Content-Type: text\/plain[^\n]*\r?\n(?:[^\n]+\r?\n)*?\r?\n([\s\S]*?)\r?\n----/i.exec(raw)?.[1] ?? raw;
    return { to, subject, text: decodeQuotedPrintable(plain) };
  });
}

/** The link of the newest e-mail to `to` whose URL matches `pattern`; its token is the query value. */
export function latestLink(cms: RunningCms, to: string, pattern: RegExp): { url: URL; token: string } {
  const found = mails(cms)
    .filter((m) => m.to.includes(to))
    .map((m) => /https?:\/\/\S+/.exec(m.text)?.[0])
    .filter((u): u is string => Boolean(u && pattern.test(u)))
    .pop();
  if (!found) throw new Error(`no e-mail to ${to} with a link matching ${pattern}`);
  const url = new URL(found);
  const token = url.searchParams.get('t') ?? url.searchParams.get('emailValidation') ?? '';
  return { url, token };
}

/** Runs SQL against the test CMS database (SQLite file or PostgreSQL). */
export async function sql<T = Record<string, unknown>>(
  cms: RunningCms,
  sqlite: string,
  postgres: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (cms.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: cms.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(postgres, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.resolve(cms.env.DATABASE_FILENAME!));
  try {
    const statement = db.prepare(sqlite);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    db.close();
  }
}

/**
 * Runs `work` with one connection to the CMS's database (one PostgreSQL client or one SQLite
 * handle) for many statements: `run(sqlite, postgres, params)` as `sql` answers. A scan of every
 * column of every table costs thousands of statements, and a connection each made it minutes.
 */
export async function withSql<R>(
  cms: RunningCms,
  work: (run: <T = Record<string, unknown>>(sqlite: string, postgres: string, params?: unknown[]) => Promise<T[]>) => Promise<R>,
): Promise<R> {
  if (cms.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: cms.env.DATABASE_URL });
    await client.connect();
    try {
      return await work(
        async <T>(_sqlite: string, postgres: string, params: unknown[] = []) => (await client.query(postgres, params)).rows as T[],
      );
    } finally {
      await client.end();
    }
  }
  const db = new Database(path.resolve(cms.env.DATABASE_FILENAME!));
  try {
    return await work(async <T>(sqlite: string, _postgres: string, params: unknown[] = []) => {
      const statement = db.prepare(sqlite);
      return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
    });
  } finally {
    db.close();
  }
}

/** Moves every link's expiry into the past, as if its validity had run out. */
export async function expireAllLinks(cms: RunningCms): Promise<void> {
  await sql(
    cms,
    'UPDATE portal_auth_tokens SET expires_at = ?',
    "UPDATE portal_auth_tokens SET expires_at = now() - interval '1 second'",
    cms.env.DATABASE_URL ? [] : [Date.now() - 1000],
  );
}

/** Validity, in minutes, of the newest link of a purpose. */
export async function newestLinkValidityMinutes(cms: RunningCms, purpose: string): Promise<number> {
  const rows = await sql<{ created: number | string | Date; expires: number | string | Date }>(
    cms,
    'SELECT created_at AS created, expires_at AS expires FROM portal_auth_tokens WHERE purpose = ? ORDER BY id DESC LIMIT 1',
    'SELECT created_at AS created, expires_at AS expires FROM portal_auth_tokens WHERE purpose = $1 ORDER BY id DESC LIMIT 1',
    [purpose],
  );
  const row = rows[0]!;
  return Math.round((new Date(row.expires).getTime() - new Date(row.created).getTime()) / 60000);
}
