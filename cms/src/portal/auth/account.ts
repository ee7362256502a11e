/**
 * Account operations of spec 04 §7 and spec 02 §7: sign-up, e-mail validation, additional
 * data, forgot / reset / create password and the logged password update. Each validates
 * everything before writing and writes inside one transaction.
 */
import type { Core } from '@strapi/strapi';
import { documentRequestErrors, normalizeDocument, requestDocumentOf } from '../../domain/cpf-cnpj';
import { maskEmail, normalizeEmail } from '../../domain/email';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/password';
import { badRequest, conflict, forbidden, notFound, stringField } from '../core/http';
import { signUpErrors, signUpName } from '../../domain/sign-up';
import { consumeLinkToken, createLinkToken } from '../core/link-tokens';
import { sendLinkEmail } from '../core/mail';
import { revokeUserSessions } from '../core/sessions';
import { CONTRACT_UID, USER_UID, type ContractRow, type UserRow } from '../core/types';
import type { UserScope } from '../core/access';
import { freshMe } from './session-calls';
import { checkCodeAndDocument, checkPasswordPair, throwIfErrors } from '../core/validate';
import { captchaPassed, type CaptchaAnswer } from '../core/captcha';
import { createPortalUser } from '../core/users';

export async function findContractByCodeAndDocument(
  strapi: Core.Strapi,
  consumerCode: string,
  cpfCnpj: string,
): Promise<ContractRow | null> {
  return (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode, consumerCpfCnpj: cpfCnpj } })) as ContractRow | null;
}

async function userWithDocument(strapi: Core.Strapi, cpfCnpj: string): Promise<UserRow | null> {
  return (await strapi.db.query(USER_UID).findOne({ where: { cpfCnpj } })) as UserRow | null;
}

async function updateUser(strapi: Core.Strapi, userId: number, data: Record<string, unknown>): Promise<void> {
  const row = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['documentId'] });
  if (!row) throw notFound(ACCESS_MESSAGES.notFound);
  // The document service hashes `password` attributes and resolves relation ids.
  await strapi.documents(USER_UID).update({ documentId: row.documentId, data });
}

/** Create user (spec 04 §3 sign-up fields) → confirmation e-mail. */
/** Sign-up. With the captcha configured, a valid token is required (checked after the fields). */
export async function registerUser(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
  captcha?: CaptchaAnswer,
): Promise<{ message: string }> {
  // The same rule the edge parses (request schema 'auth.register'); a use case does not trust its caller.
  throwIfErrors(signUpErrors(body));
  const name = signUpName(body);
  const email = normalizeEmail(body.email);
  const codeAndDocument = checkCodeAndDocument(body);
  if (!(await captchaPassed(captcha))) throw badRequest(ACCESS_MESSAGES.captchaFailed);
  const { consumerCode, cpfCnpj } = codeAndDocument;
  const password = body.password as string;

  await strapi.db.transaction(async () => {
    if (await strapi.db.query(USER_UID).findOne({ where: { email } }))
      throw conflict(ACCESS_MESSAGES.duplicateEmail, { email: ACCESS_MESSAGES.duplicateEmail });
    if (await userWithDocument(strapi, cpfCnpj)) throw conflict(ACCESS_MESSAGES.duplicateCpf, { cpfcnpj: ACCESS_MESSAGES.duplicateCpf });
    const contract = await findContractByCodeAndDocument(strapi, consumerCode, cpfCnpj);
    if (!contract)
      throw badRequest(ACCESS_MESSAGES.invalidCodeOrDocument, {
        consumerCod: ACCESS_MESSAGES.invalidCodeOrDocument,
        cpfcnpj: ACCESS_MESSAGES.invalidCodeOrDocument,
      });
    const created = await createPortalUser(strapi, {
      email,
      password,
      name,
      cpfCnpj,
      consumerCode,
      portalRole: contract.segment === 'GNV' ? 'gnv' : 'client',
      situation: 'ACTIVE',
      active: true,
      emailVerified: false,
      contracts: [contract.id],
      selectedContract: contract.id,
    });
    const token = await createLinkToken(strapi, created.id, 'email-validation');
    await sendLinkEmail(strapi, { email, name }, 'email-validation', token);
  });
  return { message: ACCESS_MESSAGES.signUpEmailSent };
}

/** Re-sends the confirmation link (login of an account whose e-mail is not confirmed yet). */
export async function resendEmailValidation(strapi: Core.Strapi, user: UserRow): Promise<void> {
  await strapi.db.transaction(async () => {
    const token = await createLinkToken(strapi, user.id, 'email-validation');
    await sendLinkEmail(strapi, user, 'email-validation', token);
  });
}

/** Token validation of the `emailValidation` query value. */
export async function validateEmail(strapi: Core.Strapi, token: string): Promise<void> {
  await strapi.db.transaction(async () => {
    const { userId } = await consumeLinkToken(strapi, token, ['email-validation']);
    await updateUser(strapi, userId, { emailVerified: true, confirmed: true });
  });
}

/** Additional data (finish registration): links the contract and activates the account. */
/** PATCH /api/auth/user/data: finishes the registration and answers the updated `me`. */
/**
 * PATCH /api/auth/user/data — only a customer account that has not finished registration
 * (`active: false`; the route's `registrationOnly` access): staff and finished accounts get 403,
 * so linking a contract is never a way into another customer's bills.
 */
export async function completeRegistration(strapi: Core.Strapi, state: UserScope, body: Record<string, unknown>) {
  await linkCustomerData(strapi, state.user, body);
  return freshMe(strapi, state);
}

async function linkCustomerData(strapi: Core.Strapi, user: UserRow, body: Record<string, unknown>): Promise<void> {
  const { consumerCode, cpfCnpj } = checkCodeAndDocument(body);
  await strapi.db.transaction(async () => {
    const contract = await findContractByCodeAndDocument(strapi, consumerCode, cpfCnpj);
    if (!contract)
      throw badRequest(ACCESS_MESSAGES.invalidCodeOrDocument, {
        consumerCod: ACCESS_MESSAGES.invalidCodeOrDocument,
        cpfcnpj: ACCESS_MESSAGES.invalidCodeOrDocument,
      });
    const other = await userWithDocument(strapi, cpfCnpj);
    if (other && other.id !== user.id) throw conflict(ACCESS_MESSAGES.duplicateCpf, { cpfcnpj: ACCESS_MESSAGES.duplicateCpf });
    const contractIds = [...new Set([...(user.contracts ?? []).map((c) => c.id), contract.id])];
    await updateUser(strapi, user.id, {
      cpfCnpj,
      consumerCode,
      active: true,
      emailVerified: true,
      confirmed: true,
      situation: 'ACTIVE',
      contracts: contractIds,
      selectedContract: contract.id,
      ...(user.name ? {} : { name: contract.consumerName }),
    });
  });
}

/** Forgot password by CPF/CNPJ: e-mails a reset link (or a create-password link to a pending account). */
/** Forgot password. With the captcha configured, a valid token is required before the lookup. */
export async function forgotPassword(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
  captcha?: CaptchaAnswer,
): Promise<{ message: string; data: { email: string } }> {
  const raw = requestDocumentOf(body);
  const errors = documentRequestErrors(body);
  if (errors.cpfcnpj) throw badRequest(errors.cpfcnpj, errors);
  if (!(await captchaPassed(captcha))) throw badRequest(ACCESS_MESSAGES.captchaFailed);
  const user = await userWithDocument(strapi, normalizeDocument(raw));
  if (!user) throw notFound(ACCESS_MESSAGES.notFound);
  if (user.blocked || user.situation === 'DEACTIVATE') throw forbidden(ACCESS_MESSAGES.accessDeactivated);
  const purpose = user.situation === 'PENDING' ? 'create-password' : 'reset-password';
  await strapi.db.transaction(async () => {
    const token = await createLinkToken(strapi, user.id, purpose);
    await sendLinkEmail(strapi, user, purpose, token);
  });
  return { message: ACCESS_MESSAGES.resetEmailSent, data: { email: maskEmail(user.email) } };
}

/** The link token of PATCH resetPassword / confirm: `Authorization: <t>` or `Bearer <t>`. */
export function linkTokenFromHeader(header: unknown): string {
  return typeof header === 'string' ? header.trim().replace(/^Bearer\s+/i, '') : '';
}

/** PATCH /api/auth/user/resetPassword — new password through the e-mailed link. */
export async function resetPasswordWithLink(strapi: Core.Strapi, token: string, body: Record<string, unknown>): Promise<void> {
  const password = checkPasswordPair(body, { password: 'password', confirmation: 'confirmpassword' }, 'reset');
  await strapi.db.transaction(async () => {
    const { userId } = await consumeLinkToken(strapi, token, ['reset-password']);
    // Following the link proves the mailbox, so the e-mail counts as verified.
    await updateUser(strapi, userId, { password, emailVerified: true, confirmed: true });
    await revokeUserSessions(strapi, userId);
  });
}

/** PATCH /api/auth/user/confirm — first password of an account created by staff or an industry admin. */
export async function createPasswordWithLink(strapi: Core.Strapi, token: string, body: Record<string, unknown>): Promise<void> {
  const password = checkPasswordPair(body, { password: 'password', confirmation: 'passwordConfirmation' }, 'create');
  await strapi.db.transaction(async () => {
    const { userId } = await consumeLinkToken(strapi, token, ['create-password']);
    await updateUser(strapi, userId, { password, situation: 'ACTIVE', active: true, emailVerified: true, confirmed: true });
    await revokeUserSessions(strapi, userId);
  });
}

/**
 * PUT /api/auth/user/resetPassword — a logged user changes the password; other sessions end.
 * It proves who is at the keyboard: the current password (`currentPassword`), or the token `t`
 * of a reset link e-mailed to this same user (the screen opened from that link, spec 02 §2.9).
 */
export async function updatePassword(strapi: Core.Strapi, userId: number, sessionId: number, body: Record<string, unknown>): Promise<void> {
  const password = checkPasswordPair(
    body,
    { password: 'password', confirmation: 'confirmpassword' },
    'update',
    'As senhas precisam ser iguais',
  );
  const linkToken = stringField(body, 't');
  const current = stringField(body, 'currentPassword');
  if (!linkToken && !current) throw badRequest(PASSWORD_MESSAGES.currentRequired, { currentPassword: PASSWORD_MESSAGES.currentRequired });
  if (!linkToken) {
    const users = strapi.plugin('users-permissions').service('user') as unknown as {
      validatePassword(password: string, hash: string): Promise<boolean>;
    };
    const row = (await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'password'] })) as UserRow | null;
    if (!row?.password || !(await users.validatePassword(current, row.password)))
      throw badRequest(PASSWORD_MESSAGES.currentWrong, { currentPassword: PASSWORD_MESSAGES.currentWrong });
  }
  await strapi.db.transaction(async () => {
    if (linkToken) {
      const { userId: owner } = await consumeLinkToken(strapi, linkToken, ['reset-password']);
      if (owner !== userId) throw badRequest(ACCESS_MESSAGES.linkExpired);
    }
    await updateUser(strapi, userId, { password });
    await revokeUserSessions(strapi, userId, sessionId);
  });
}
