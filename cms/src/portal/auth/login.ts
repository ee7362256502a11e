/**
 * Sign-in flows that issue portal sessions: e-mail + password (spec 04 §4.2 result shapes),
 * the Google exchange code and the simplified-invoice access.
 */
import type { Core } from '@strapi/strapi';
import { normalizeEmail } from '../../domain/email';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { signInErrors } from '../../domain/sign-in';
import { resendEmailValidation, findContractByCodeAndDocument } from './account';
import { verifyCaptcha, captchaEnabled } from '../core/captcha';
import { redeemGoogleCode } from './google';
import { needsSecondFactor, passSecondFactor, secondFactorStep, type SecondFactorStep } from './second-factor';
import { SECOND_FACTOR_MESSAGES } from '../../domain/second-factor';
import { badRequest, conflict, forbidden, stringField } from '../core/http';
import { issueSession, pruneExpiredSessionsSometimes } from '../core/sessions';
import { recordLogin } from '../core/records';
import { USER_UID, type UserRow } from '../core/types';
import { loadUser, meView, type MeView } from '../core/users';
import { checkCodeAndDocument } from '../core/validate';

export type LoginResult = { ok: true; jwt: string; user: MeView } | { email: string } | SecondFactorStep;

interface UserService {
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}

// Compared against when the e-mail is unknown, so both answers take a bcrypt's time.
let dummyHash: Promise<string> | null = null;
const dummyHashOf = (users: UserService) =>
  (dummyHash ??= users.ensureHashedPasswords({ password: 'not-a-password' }).then((v) => v.password));

const badCredentials = () =>
  badRequest(ACCESS_MESSAGES.badCredentials, {
    email: ACCESS_MESSAGES.badCredentialsEmail,
    password: ACCESS_MESSAGES.badCredentialsPassword,
  });

async function startSession(
  strapi: Core.Strapi,
  userId: number,
  keepConnected: boolean,
  login: { address: string; method: 'password' | 'google' },
): Promise<LoginResult> {
  await pruneExpiredSessionsSometimes(strapi);
  const jwt = await issueSession(strapi, { kind: 'full', userId, keepConnected });
  await recordLogin(strapi, userId, login.address, login.method);
  const user = await loadUser(strapi, userId);
  return { ok: true, jwt, user: meView(user!, null) };
}

export async function loginWithPassword(strapi: Core.Strapi, body: Record<string, unknown>, remoteIp: string): Promise<LoginResult> {
  const fields = signInErrors(body);
  if (Object.keys(fields).length) throw badRequest(ACCESS_MESSAGES.required, fields);
  const email = normalizeEmail(body.email);
  const password = body.password as string;
  if (captchaEnabled() && !(await verifyCaptcha(stringField(body, 'captchaToken'), remoteIp)))
    throw badRequest(ACCESS_MESSAGES.captchaFailed);

  const userService = strapi.plugin('users-permissions').service('user') as unknown as UserService;
  const user = (await strapi.db.query(USER_UID).findOne({ where: { email } })) as UserRow | null;
  if (!user?.password) {
    await userService.validatePassword(password, await dummyHashOf(userService));
    if (user && user.provider && user.provider !== 'local') throw conflict(ACCESS_MESSAGES.otherProvider);
    throw badCredentials();
  }
  if (!(await userService.validatePassword(password, user.password))) throw badCredentials();
  if (user.blocked || user.situation === 'DEACTIVATE') throw forbidden(ACCESS_MESSAGES.accessDeactivated);
  if (!user.emailVerified) {
    await resendEmailValidation(strapi, user);
    return { email: user.email };
  }
  // Staff with a second factor (or who must enrol one) get a challenge, not a token.
  const step = await secondFactorStep(strapi, user);
  if (step) return step;
  return startSession(strapi, user.id, body.keepConnected === true, { address: remoteIp, method: 'password' });
}

/**
 * POST /api/portal/auth/login/second-factor `{ challenge, code | recoveryCode, keepConnected }`:
 * the second step of a staff sign-in (auth/second-factor.ts). An enrolment also answers the
 * new recovery codes, once.
 */
export async function loginWithSecondFactor(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
  remoteIp: string,
): Promise<LoginResult & { recoveryCodes?: string[] }> {
  const { userId, recoveryCodes } = await passSecondFactor(strapi, body, remoteIp);
  const result = await startSession(strapi, userId, body.keepConnected === true, { address: remoteIp, method: 'password' });
  return recoveryCodes ? { ...result, recoveryCodes } : result;
}

/** POST /api/portal/auth/google: the code from `/login/google?code=` becomes a portal session. */
export async function loginWithGoogle(strapi: Core.Strapi, body: Record<string, unknown>, remoteIp = ''): Promise<LoginResult> {
  const userId = await redeemGoogleCode(strapi, stringField(body, 'code'), stringField(body, 'state'));
  const user = await loadUser(strapi, userId);
  // Google cannot ask for the second factor: staff who have (or need) one use e-mail and password.
  if (user && (await needsSecondFactor(strapi, user))) throw forbidden(SECOND_FACTOR_MESSAGES.googleRefused);
  return startSession(strapi, userId, body.keepConnected === true, { address: remoteIp, method: 'google' });
}

/** Simplified-invoice access by consumer code + CPF/CNPJ: a token for those calls only. */
export async function loginSimplifiedInvoice(strapi: Core.Strapi, body: Record<string, unknown>): Promise<{ success: true; jwt: string }> {
  let pair: { consumerCode: string; cpfCnpj: string };
  try {
    pair = checkCodeAndDocument(body);
  } catch {
    throw badRequest(ACCESS_MESSAGES.invalidCodeOrDocument);
  }
  const contract = await findContractByCodeAndDocument(strapi, pair.consumerCode, pair.cpfCnpj);
  if (!contract) throw badRequest(ACCESS_MESSAGES.invalidCodeOrDocument);
  await pruneExpiredSessionsSometimes(strapi);
  const jwt = await issueSession(strapi, { kind: 'simplified-invoice', contractId: contract.id });
  return { success: true, jwt };
}
