/**
 * Single-use tokens: links sent by e-mail (reset password 1 h, create password and e-mail
 * validation 3 h — spec 02 §2.3/§9) and the 2-minute code that hands a Google sign-in from
 * the CMS to the site's server. Only a SHA-256 of the token is stored; using one marks it
 * used, and a new token of the same purpose voids the older ones.
 *
 * Credential stamp: every e-mailed link carries a digest of the account's password hash and
 * login e-mail as they were when it was issued, and is refused when they differ at use. So a
 * change of password or login e-mail — by whatever path, reset, logged update, staff tool or
 * the login e-mail flow — kills every link still in a mailbox (ASVS 2.5/3.3).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { SECONDARY_USER_LINK_HOURS } from '../../domain/administration/constants';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { now as clockNow, nowMs } from './clock';
import { badRequest } from './http';
import { TOKEN_UID, USER_UID } from './types';

/** Tokens that travel in e-mailed links. */
export type LinkPurpose = 'reset-password' | 'create-password' | 'email-validation';
/**
 * `login-email`: the link that confirms a new login e-mail; `login-email-cancel`: the link sent to
 * the old address that cancels (or reverts) that change (portal/contract/login-email.ts).
 * `second-factor` / `second-factor-enrol`: the challenge between the password and the TOTP code
 * (5 min), or the enrolment a staff account must do first (10 min), at sign-in (auth/second-factor.ts).
 */
export type TokenPurpose = LinkPurpose | 'google-exchange' | 'login-email' | 'login-email-cancel' | 'second-factor' | 'second-factor-enrol';

/**
 * Links tied to the account's credentials (the Google exchange code lives 2 minutes and is not;
 * the cancel link of a login-e-mail change must outlive that change, which it may revert).
 */
const STAMPED: readonly TokenPurpose[] = ['reset-password', 'create-password', 'email-validation', 'login-email'];

const HOUR_MS = 60 * 60 * 1000;
export const LINK_TTL_MS: Record<TokenPurpose, number> = {
  'reset-password': HOUR_MS,
  // The create-password link of a new secondary user (spec 02 §9), and of every other account.
  'create-password': SECONDARY_USER_LINK_HOURS * HOUR_MS,
  'email-validation': 3 * HOUR_MS,
  'google-exchange': 2 * 60 * 1000,
  'login-email': 3 * HOUR_MS,
  'second-factor': 5 * 60 * 1000,
  'second-factor-enrol': 10 * 60 * 1000,
  'login-email-cancel': 7 * 24 * HOUR_MS,
};

/** Purposes whose new tokens leave the older ones valid. */
const KEEPS_OLDER: ReadonlySet<TokenPurpose> = new Set(['login-email-cancel']);

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The binding of a secret (hex SHA-256), as the browser side computes it. */
export const bindingOf = hash;

/** True when `secret` is the one the token was bound to (constant time). */
export function matchesBinding(secret: string, binding: string | null): boolean {
  if (!binding || !secret) return false;
  const a = Buffer.from(hash(secret), 'hex');
  const b = Buffer.from(binding, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Digest of the account's current password hash and login e-mail; null for an unknown account. */
async function credentialStamp(strapi: Core.Strapi, userId: number): Promise<string | null> {
  const row = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'email', 'password'] })) as {
    email: string | null;
    password: string | null;
  } | null;
  if (!row) return null;
  return createHash('sha256')
    .update(`portal-link-stamp\n${row.password ?? ''}\n${(row.email ?? '').toLowerCase()}`)
    .digest('hex');
}

const stampMatches = (expected: string | null, stored: string | null) =>
  Boolean(expected && stored && expected.length === stored.length && timingSafeEqual(Buffer.from(expected), Buffer.from(stored)));

/**
 * `binding`: a SHA-256 (hex) of a secret the browser that asked for the token holds (the
 * Google sign-in's state cookie); only a redeemer that shows that secret may use the token.
 */
export async function createLinkToken(strapi: Core.Strapi, userId: number, purpose: TokenPurpose, binding?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clockNow();
  // A cancel link sent to an old login address stays valid when another change is asked later:
  // whoever holds the account then must not void the previous owner's way back.
  const older = KEEPS_OLDER.has(purpose)
    ? []
    : await strapi.db.query(TOKEN_UID).findMany({ where: { user: { id: userId }, purpose, usedAt: null }, select: ['id'] });
  if (older.length)
    await strapi.db.query(TOKEN_UID).updateMany({ where: { id: { $in: older.map((t: { id: number }) => t.id) } }, data: { usedAt: now } });
  await strapi.db.query(TOKEN_UID).create({
    data: {
      purpose,
      tokenHash: hash(token),
      binding: binding ?? null,
      credentialStamp: STAMPED.includes(purpose) ? await credentialStamp(strapi, userId) : null,
      user: userId,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    },
  });
  return token;
}

/**
 * Marks the link used and returns its user id. Expired, used, unknown or other-purpose
 * tokens all give the same 400, so a caller learns nothing about which one it was.
 */
export async function consumeLinkToken(
  strapi: Core.Strapi,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<{ userId: number; purpose: TokenPurpose; binding: string | null }> {
  const invalid = badRequest(ACCESS_MESSAGES.linkExpired);
  if (!token || token.length > 200) throw invalid;
  const row = (await strapi.db.query(TOKEN_UID).findOne({ where: { tokenHash: hash(token) }, populate: { user: { select: ['id'] } } })) as {
    id: number;
    purpose: TokenPurpose;
    usedAt: string | null;
    binding: string | null;
    credentialStamp: string | null;
    expiresAt: string;
    user: { id: number } | null;
  } | null;
  if (!row || !row.user || row.usedAt || !purposes.includes(row.purpose) || new Date(row.expiresAt).getTime() <= nowMs()) throw invalid;
  // The password or the login e-mail changed since the link was sent: it is dead.
  if (STAMPED.includes(row.purpose) && !stampMatches(await credentialStamp(strapi, row.user.id), row.credentialStamp)) throw invalid;
  // Conditional update: of two concurrent uses only one finds the row still unused.
  const updated = await strapi.db.query(TOKEN_UID).updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: clockNow() } });
  if (!updated || (updated as { count: number }).count !== 1) throw invalid;
  return { userId: row.user.id, purpose: row.purpose, binding: row.binding ?? null };
}
