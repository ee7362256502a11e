/**
 * TOTP second factor of staff accounts (attendants, admins, admin master, gas programmers).
 *
 * - Enrolment (client-area profile after the password is confirmed, or right after the password
 *   at sign-in when it is required): a new secret is shown once as a QR code + text, with a
 *   sealed `enrolment` (core/secret-box: the secret, the account and a 10-minute expiry) that
 *   the confirmation sends back — nothing is stored until a correct code activates it, which
 *   answers 10 recovery codes, once (only their SHA-256 is kept). The secret is stored sealed.
 * - Sign-in: after the password, a staff account with TOTP gets a single-use challenge (5 min,
 *   5 wrong codes) instead of a token; the token is issued only when the challenge is answered
 *   with a code of the app (each 30-second step accepted once) or an unused recovery code.
 *   When the second factor is required (STAFF_TOTP_REQUIRED, core/production-guard) a staff
 *   account without it gets an enrolment challenge instead: no token until it is enrolled.
 * - Disable: password + code. An admin master resets another staff member's second factor
 *   (their sessions end). Every change is recorded in `api::audit.second-factor-change`.
 *
 * The secret never leaves the server after enrolment: no API answers it or the recovery hashes.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/password';
import { isStaffRole, type PortalRole } from '../../domain/roles';
import {
  CHALLENGE_MAX_ATTEMPTS,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES as M,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  isTotpCodeShape,
  normalizeRecoveryCode,
  normalizeTotpCode,
} from '../../domain/second-factor';
import { DEMO_ACCOUNTS } from '../../seed/demo-portal-data';
import type { UserScope } from '../core/access';
import { now as clockNow, nowMs } from '../core/clock';
import { badRequest, conflict, forbidden, stringField } from '../core/http';
import { createLinkToken } from '../core/link-tokens';
import { demoDataOn, staffSecondFactorRequired } from '../core/production-guard';
import { open, seal } from '../core/secret-box';
import { TOKEN_UID, USER_UID } from '../core/types';
import { factorOf, recordFactorChange, SECOND_FACTOR_UID, type FactorRow } from '../core/second-factors';

export interface EnrolmentView {
  /** Base32 secret, for typing into an app that cannot read the QR code. */
  secret: string;
  /** `otpauth://totp/Necta:<e-mail>?secret=…&issuer=Necta…` (Key URI format). */
  otpauthUri: string;
  /** The URI as a QR code, a PNG data URL. */
  qrCode: string;
  /** Sealed secret + account + expiry, sent back with the code that confirms the enrolment. */
  enrolment: string;
}

export type SecondFactorStep =
  { secondFactor: 'totp'; challenge: string } | { secondFactor: 'enrol'; challenge: string; enrolment: EnrolmentView };

interface Account {
  id: number;
  email: string;
  portalRole: PortalRole;
}

const DEMO_EMAILS = new Set(DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()));
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const isEnabled = (row: FactorRow | null): row is FactorRow & { secret: string } => Boolean(row?.enabledAt && row.secret);

async function saveFactor(strapi: Core.Strapi, userId: number, data: Record<string, unknown>): Promise<void> {
  const row = await factorOf(strapi, userId);
  if (row) await strapi.db.query(SECOND_FACTOR_UID).update({ where: { id: row.id }, data });
  else await strapi.db.query(SECOND_FACTOR_UID).create({ data: { user: userId, ...data } });
}

/** True when this account must have a second factor before it may sign in. */
export function secondFactorRequiredFor(user: Pick<Account, 'email' | 'portalRole'>, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isStaffRole(user.portalRole) || !staffSecondFactorRequired(env)) return false;
  return !(demoDataOn(env) && DEMO_EMAILS.has(user.email.toLowerCase()));
}

const totpOf = (secret: string, email: string) =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** The 30-second step a code belongs to (±1 step of clock drift), or null; a step at or before `lastStep` was used. */
function matchedStep(secret: string, email: string, code: string, lastStep: string | number | null): number | null {
  if (!isTotpCodeShape(code)) return null;
  const timestamp = nowMs();
  const delta = totpOf(secret, email).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && lastStep !== undefined && step <= Number(lastStep) ? null : step;
}

/** Marks a step used; false when a concurrent request used it (or a later one) first. */
async function takeStep(strapi: Core.Strapi, factor: FactorRow, step: number): Promise<boolean> {
  const where = { id: factor.id, $or: [{ lastStep: null }, { lastStep: { $lt: step } }] };
  const updated = (await strapi.db.query(SECOND_FACTOR_UID).updateMany({ where, data: { lastStep: step } })) as { count: number };
  return updated.count === 1;
}

function recoveryHashes(row: FactorRow): string[] {
  return Array.isArray(row.recoveryCodes) ? (row.recoveryCodes as unknown[]).filter((h): h is string => typeof h === 'string') : [];
}

/** Index of the recovery code among the stored hashes (constant-time comparison), or -1. */
function recoveryIndex(row: FactorRow, typed: string): number {
  if (typed.length !== 10) return -1;
  const wanted = Buffer.from(sha256(typed), 'hex');
  let found = -1;
  recoveryHashes(row).forEach((hash, i) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && found < 0) found = i;
  });
  return found;
}

function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => sha256(normalizeRecoveryCode(code))) };
}

const ENROLMENT_TTL_MS = 10 * 60 * 1000;

/** A new secret for the account, shown once as QR code + text; nothing is stored yet. */
async function newEnrolment(user: Pick<Account, 'id' | 'email'>): Promise<EnrolmentView> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUri = totpOf(secret, user.email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  const enrolment = seal(JSON.stringify({ u: user.id, s: secret, e: nowMs() + ENROLMENT_TTL_MS }));
  return { secret, otpauthUri, qrCode, enrolment };
}

/** The secret of a sealed enrolment of this account that has not expired, or null. */
function enrolmentSecret(sealed: unknown, userId: number): string | null {
  if (typeof sealed !== 'string' || !sealed || sealed.length > 1000) return null;
  try {
    const value = JSON.parse(open(sealed)) as { u?: unknown; s?: unknown; e?: unknown };
    return value.u === userId && typeof value.s === 'string' && typeof value.e === 'number' && value.e > nowMs() ? value.s : null;
  } catch {
    return null;
  }
}

/** Activates the enrolment's secret with a code of the app; answers the recovery codes (once). */
async function activate(strapi: Core.Strapi, user: Account, code: string, sealed: unknown, address: string): Promise<string[]> {
  const secret = enrolmentSecret(sealed, user.id);
  if (!secret) throw badRequest(M.noPendingSetup);
  const step = matchedStep(secret, user.email, code, null);
  if (step === null) throw badRequest(M.invalidCode, { code: M.invalidCode });
  return strapi.db.transaction(async () => {
    if (isEnabled(await factorOf(strapi, user.id))) throw conflict(M.alreadyEnabled);
    const { codes, hashes } = newRecoveryCodes();
    await saveFactor(strapi, user.id, {
      secret: seal(secret),
      enabledAt: clockNow(),
      lastStep: step,
      recoveryCodes: hashes,
    });
    await recordFactorChange(strapi, 'ENROLLED', user.id, user, address);
    return codes;
  });
}

// ---------------------------------------------------------------------------------------------
// Sign-in

/**
 * The step after a correct password (auth/login.ts): null when the account signs in at once;
 * otherwise the challenge the browser answers at POST /api/portal/auth/login/second-factor.
 */
export async function secondFactorStep(strapi: Core.Strapi, user: Account): Promise<SecondFactorStep | null> {
  if (!isStaffRole(user.portalRole)) return null;
  const row = await factorOf(strapi, user.id);
  if (isEnabled(row)) return { secondFactor: 'totp', challenge: await createLinkToken(strapi, user.id, 'second-factor') };
  if (!secondFactorRequiredFor(user)) return null;
  return {
    secondFactor: 'enrol',
    challenge: await createLinkToken(strapi, user.id, 'second-factor-enrol'),
    enrolment: await newEnrolment(user),
  };
}

/** True when a Google sign-in must be refused: it cannot ask for the second factor. */
export async function needsSecondFactor(strapi: Core.Strapi, user: Account): Promise<boolean> {
  return isStaffRole(user.portalRole) && (isEnabled(await factorOf(strapi, user.id)) || secondFactorRequiredFor(user));
}

interface ChallengeRow {
  id: number;
  purpose: string;
  usedAt: string | null;
  expiresAt: string;
  attempts: number | null;
  user: { id: number } | null;
}

/**
 * Answers a sign-in challenge: `{ challenge, code }` or `{ challenge, recoveryCode }` (an
 * enrolment challenge takes the `enrolment` it was given and a code of the newly added app). Returns whom to sign in, and the
 * recovery codes when this completed an enrolment. A challenge is used once; wrong codes count,
 * and the fifth kills it.
 */
export async function passSecondFactor(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
  address: string,
): Promise<{ userId: number; recoveryCodes?: string[] }> {
  const challenge = stringField(body, 'challenge');
  const code = normalizeTotpCode(body.code);
  const recovery = normalizeRecoveryCode(body.recoveryCode);
  if (!code && !recovery) throw badRequest(M.codeRequired, { code: M.codeRequired });
  const expired = () => badRequest(M.challengeExpired);
  if (!challenge || challenge.length > 200) throw expired();
  const row = (await strapi.db
    .query(TOKEN_UID)
    .findOne({ where: { tokenHash: sha256(challenge) }, populate: { user: { select: ['id'] } } })) as ChallengeRow | null;
  if (
    !row?.user ||
    row.usedAt ||
    (row.purpose !== 'second-factor' && row.purpose !== 'second-factor-enrol') ||
    new Date(row.expiresAt).getTime() <= nowMs()
  )
    throw expired();
  const user = (await strapi.db
    .query(USER_UID)
    .findOne({ where: { id: row.user.id }, select: ['id', 'email', 'portalRole', 'blocked', 'situation'] })) as
    (Account & { blocked: boolean | null; situation: string }) | null;
  if (!user) throw expired();
  if (user.blocked || user.situation === 'DEACTIVATE') throw forbidden(ACCESS_MESSAGES.accessDeactivated);

  const consume = async () => {
    const updated = (await strapi.db
      .query(TOKEN_UID)
      .updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: clockNow() } })) as {
      count: number;
    };
    if (updated.count !== 1) throw expired();
  };
  const wrong = async (): Promise<never> => {
    const attempts = (row.attempts ?? 0) + 1;
    await strapi.db
      .query(TOKEN_UID)
      .update({ where: { id: row.id }, data: { attempts, ...(attempts >= CHALLENGE_MAX_ATTEMPTS ? { usedAt: clockNow() } : {}) } });
    throw badRequest(M.invalidCode, { [code ? 'code' : 'recoveryCode']: M.invalidCode });
  };

  if (row.purpose === 'second-factor-enrol') {
    if (!code) return wrong();
    const secret = enrolmentSecret(body.enrolment, user.id);
    if (!secret) throw expired();
    if (matchedStep(secret, user.email, code, null) === null) return wrong();
    await consume();
    return { userId: user.id, recoveryCodes: await activate(strapi, user, code, body.enrolment, address) };
  }

  const factor = await factorOf(strapi, user.id);
  if (!isEnabled(factor)) throw expired(); // reset by an admin meanwhile
  if (code) {
    const step = matchedStep(open(factor.secret), user.email, code, factor.lastStep);
    if (step === null) return wrong();
    await strapi.db.transaction(async () => {
      await consume();
      if (!(await takeStep(strapi, factor, step))) throw badRequest(M.invalidCode, { code: M.invalidCode });
    });
    return { userId: user.id };
  }
  const index = recoveryIndex(factor, recovery);
  if (index < 0) return wrong();
  await strapi.db.transaction(async () => {
    await consume();
    const fresh = await factorOf(strapi, user.id);
    const hashes = fresh ? recoveryHashes(fresh) : [];
    const at = fresh ? recoveryIndex(fresh, recovery) : -1;
    if (at < 0) throw badRequest(M.invalidCode, { recoveryCode: M.invalidCode });
    hashes.splice(at, 1);
    await strapi.db.query(SECOND_FACTOR_UID).update({ where: { id: fresh!.id }, data: { recoveryCodes: hashes } });
    await recordFactorChange(strapi, 'RECOVERY_CODE_USED', user.id, user, address);
  });
  return { userId: user.id };
}

// ---------------------------------------------------------------------------------------------
// The signed-in staff member's own second factor (client-area profile)

function staffOnly(state: UserScope): Account {
  const user = state.user;
  if (!isStaffRole(user.portalRole)) throw forbidden(M.staffOnly);
  return { id: user.id, email: user.email, portalRole: user.portalRole };
}

/** GET /api/portal/me/second-factor */
export async function secondFactorStatus(strapi: Core.Strapi, state: UserScope) {
  const user = staffOnly(state);
  const row = await factorOf(strapi, user.id);
  return {
    data: {
      enabled: isEnabled(row),
      required: secondFactorRequiredFor(user),
      recoveryCodesLeft: isEnabled(row) ? recoveryHashes(row).length : 0,
    },
  };
}

async function checkOwnPassword(strapi: Core.Strapi, userId: number, password: string): Promise<void> {
  if (!password) throw badRequest(PASSWORD_MESSAGES.currentRequired, { password: PASSWORD_MESSAGES.currentRequired });
  const users = strapi.plugin('users-permissions').service('user') as unknown as {
    validatePassword(password: string, hash: string): Promise<boolean>;
  };
  const own = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'password'] })) as {
    password: string | null;
  } | null;
  if (!own?.password || !(await users.validatePassword(password, own.password)))
    throw badRequest(PASSWORD_MESSAGES.currentWrong, { password: PASSWORD_MESSAGES.currentWrong });
}

/** POST /api/portal/me/second-factor/setup `{ password }` — a new QR code, after the password. */
export async function startEnrolment(strapi: Core.Strapi, state: UserScope, body: Record<string, unknown>) {
  const user = staffOnly(state);
  await checkOwnPassword(strapi, user.id, typeof body.password === 'string' ? body.password : '');
  if (isEnabled(await factorOf(strapi, user.id))) throw conflict(M.alreadyEnabled);
  return { data: await newEnrolment(user) };
}

/** POST /api/portal/me/second-factor `{ enrolment, code }` — activates the QR code of the setup. */
export async function finishEnrolment(strapi: Core.Strapi, state: UserScope, body: Record<string, unknown>, address: string) {
  const user = staffOnly(state);
  const code = normalizeTotpCode(body.code);
  if (!code) throw badRequest(M.codeRequired, { code: M.codeRequired });
  const recoveryCodes = await activate(strapi, user, code, body.enrolment, address);
  return { data: { recoveryCodes }, message: M.enabled };
}

/** POST /api/portal/me/second-factor/disable `{ password, code }` (code: of the app, or a recovery code). */
export async function disableSecondFactor(strapi: Core.Strapi, state: UserScope, body: Record<string, unknown>, address: string) {
  const user = staffOnly(state);
  const password = typeof body.password === 'string' ? body.password : '';
  const code = normalizeTotpCode(body.code);
  const fields: Record<string, string> = {};
  if (!password) fields.password = PASSWORD_MESSAGES.currentRequired;
  if (!code) fields.code = M.codeRequired;
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  await checkOwnPassword(strapi, user.id, password);
  const factor = await factorOf(strapi, user.id);
  if (!isEnabled(factor)) throw badRequest(M.notEnabled);
  const step = matchedStep(open(factor.secret), user.email, code, factor.lastStep);
  const recovery = step === null ? recoveryIndex(factor, normalizeRecoveryCode(body.code)) : -1;
  if (step === null && recovery < 0) throw badRequest(M.invalidCode, { code: M.invalidCode });
  await strapi.db.transaction(async () => {
    await strapi.db.query(SECOND_FACTOR_UID).delete({ where: { id: factor.id } });
    await recordFactorChange(strapi, 'DISABLED', user.id, user, address);
  });
  return { message: M.disabled };
}
