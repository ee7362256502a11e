/**
 * Login e-mail change (spec 01 §2.7, §7): `GET /api/user/login?newEmail=` checks the new
 * address and e-mails a confirmation link to it; the link (site `/session/login-email`, which
 * calls `PATCH /api/user/login/confirm`) makes the change and lands on
 * `/area-cliente/home?success=true|false`.
 *
 * The link is single use and valid 3 hours; a newer request voids older links. Its token is
 * bound to the new address (the link carries the address, the stored binding is its SHA-256),
 * so a link only ever changes the login to the address it was sent to.
 *
 * `willNeedPassword`: true when the account has no password of its own (it signs in with
 * Google). Google sign-in finds accounts by their e-mail, so after the change such an account
 * signs in with e-mail and password: on confirmation it becomes a password account and a
 * create-password link is e-mailed to the new address.
 *
 * Step-up (docs/security.md, "Cross-site requests and the login e-mail"): the request needs a
 * recent proof of the credentials on this session — its sign-in, or the current password
 * confirmed by `POST /api/user/login/reauth` — at most 5 minutes old (a Google-only account signs
 * in again with Google). The request also e-mails the **old** address a link that cancels the
 * change (`/session/login-email/cancel`, 7 days, single use); after a confirmed change it reverts
 * it: the old address comes back, every session of the account ends, pending links die and the
 * password is cleared, with a create-password link to the old address.
 */
import type { Core } from '@strapi/strapi';
import { normalizeEmail } from '../../domain/email';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES } from '../../domain/password';
import { PROFILE_MESSAGES, loginEmailError, recentlyAuthenticated } from '../../domain/profile';
import type { LoginEmailCheckView } from '../../domain/profile-types';
import type { UserScope } from '../core/access';
import { nowMs } from '../core/clock';
import { badRequest, conflict, portalError, stringField, type Body } from '../core/http';
import { bindingOf, consumeLinkToken, createLinkToken, matchesBinding } from '../core/link-tokens';
import { sendLinkEmail } from '../core/mail';
import { loginEmailCancelLink, loginEmailLink, sendChangeNotice, sendLoginEmailConfirmation } from '../core/login-email';
import { revokeUserSessions } from '../core/sessions';
import { SESSION_UID, TOKEN_UID, USER_UID } from '../core/types';

async function takenByAnother(strapi: Core.Strapi, email: string, userId: number): Promise<boolean> {
  const other = await strapi.db
    .query(USER_UID)
    .findOne({ where: { $or: [{ email }, { username: email }], id: { $ne: userId } }, select: ['id'] });
  return Boolean(other);
}

interface CredentialsRow {
  id: number;
  email: string;
  name: string | null;
  provider: string | null;
  password: string | null;
}

async function credentialsOf(strapi: Core.Strapi, userId: number): Promise<CredentialsRow | null> {
  return (await strapi.db
    .query(USER_UID)
    .findOne({ where: { id: userId }, select: ['id', 'email', 'name', 'provider', 'password'] })) as CredentialsRow | null;
}

const needsPassword = (row: CredentialsRow) => !row.password || (row.provider ?? 'local') !== 'local';

/** GET /api/user/login?newEmail= */
export async function requestLoginEmailChange(
  strapi: Core.Strapi,
  state: UserScope,
  query: Record<string, unknown>,
): Promise<LoginEmailCheckView> {
  const { user } = state;
  const raw = query.newEmail;
  const error = loginEmailError(raw, user.email);
  if (error) throw badRequest(error, { newEmail: error });
  const newEmail = normalizeEmail(raw);
  const row = await credentialsOf(strapi, user.id);
  const willNeedPassword = row ? needsPassword(row) : false;
  // Step-up before anything else is read: a stolen session alone cannot move the login.
  if (!recentlyAuthenticated(state.session.authenticatedAt, nowMs())) throw reauthNeeded(willNeedPassword);
  if (await takenByAnother(strapi, newEmail, user.id))
    throw conflict(PROFILE_MESSAGES.emailTaken, { newEmail: PROFILE_MESSAGES.emailTaken });
  const oldEmail = normalizeEmail(row?.email ?? user.email);
  await strapi.db.transaction(async () => {
    const token = await createLinkToken(strapi, user.id, 'login-email', bindingOf(newEmail));
    const cancel = await createLinkToken(strapi, user.id, 'login-email-cancel', bindingOf(oldEmail));
    await sendLoginEmailConfirmation(strapi, newEmail, user.name, loginEmailLink(token, newEmail));
    await sendChangeNotice(strapi, oldEmail, user.name, newEmail, loginEmailCancelLink(cancel, oldEmail));
  });
  strapi.log.info(`[login-email] change requested (user ${user.id}); old address notified`);
  return { success: true, willNeedPassword };
}

/** 403 with `details.fields.reauth`: 'password' (confirm the current password) or 'google' (sign in again). */
function reauthNeeded(google: boolean) {
  return google
    ? portalError(403, PROFILE_MESSAGES.reauthGoogle, { reauth: 'google' })
    : portalError(403, PROFILE_MESSAGES.reauthRequired, { reauth: 'password' });
}

/**
 * POST /api/user/login/reauth `{ currentPassword }` — the step-up of a login e-mail change: the
 * current password marks this session as recently authenticated (5 minutes). A Google-only
 * account has no password: 409 with the Google text (it signs in again instead).
 */
export async function reauthenticateForLoginEmail(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'user.login-reauth'>,
): Promise<{ success: true; message: string }> {
  const { user } = state;
  const current = stringField(body, 'currentPassword');
  if (!current) throw badRequest(PASSWORD_MESSAGES.currentRequired, { currentPassword: PASSWORD_MESSAGES.currentRequired });
  const row = await credentialsOf(strapi, user.id);
  if (!row || needsPassword(row)) throw conflict(PROFILE_MESSAGES.reauthGoogle, { reauth: 'google' });
  const users = strapi.plugin('users-permissions').service('user') as unknown as {
    validatePassword(password: string, hash: string): Promise<boolean>;
  };
  if (!(await users.validatePassword(current, row.password!))) {
    strapi.log.info(`[login-email] re-authentication refused (user ${user.id})`);
    throw badRequest(PASSWORD_MESSAGES.currentWrong, { currentPassword: PASSWORD_MESSAGES.currentWrong });
  }
  await strapi.db.query(SESSION_UID).update({ where: { id: state.session.id }, data: { authenticatedAt: new Date(nowMs()) } });
  return { success: true, message: PROFILE_MESSAGES.reauthDone };
}

/**
 * PATCH /api/user/login/cancel `{ token, email }` — the link e-mailed to the old address. Voids
 * the pending confirmation links; when the change was already confirmed, reverts it (the old
 * address back as e-mail and username, every session ended, pending links voided, the password
 * cleared and a create-password link to the old address). 400 for a used, expired, unknown or
 * altered link; 409 when another account took the old address meanwhile (nothing changes).
 */
export async function cancelLoginEmailChange(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
): Promise<{ success: true; reverted: boolean }> {
  const token = stringField(body, 'token');
  const oldEmail = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  let reverted = false;
  let userId = 0;
  await strapi.db.transaction(async () => {
    const consumed = await consumeLinkToken(strapi, token, ['login-email-cancel']);
    userId = consumed.userId;
    if (!matchesBinding(oldEmail, consumed.binding)) throw badRequest(ACCESS_MESSAGES.linkExpired);
    const row = await credentialsOf(strapi, userId);
    if (!row) throw badRequest(ACCESS_MESSAGES.linkExpired);
    const pending = (await strapi.db.query(TOKEN_UID).findMany({
      where: { user: { id: userId }, purpose: { $in: ['login-email', 'reset-password', 'create-password'] }, usedAt: null },
      select: ['id'],
    })) as { id: number }[];
    if (pending.length)
      await strapi.db
        .query(TOKEN_UID)
        .updateMany({ where: { id: { $in: pending.map((t) => t.id) } }, data: { usedAt: new Date(nowMs()) } });
    if (normalizeEmail(row.email) === oldEmail) return;
    if (await takenByAnother(strapi, oldEmail, userId)) throw conflict(PROFILE_MESSAGES.emailTaken);
    await strapi.db.query(USER_UID).update({
      where: { id: userId },
      data: { email: oldEmail, username: oldEmail, password: null, provider: 'local', emailVerified: true, confirmed: true },
    });
    await revokeUserSessions(strapi, userId);
    const createToken = await createLinkToken(strapi, userId, 'create-password');
    await sendLinkEmail(strapi, { email: oldEmail, name: row.name }, 'create-password', createToken);
    reverted = true;
  });
  strapi.log.info(`[login-email] change cancelled by the old address (user ${userId}${reverted ? ', reverted, sessions ended' : ''})`);
  return { success: true, reverted };
}

/**
 * PATCH /api/user/login/confirm `{ token, email }` — the e-mailed link, through the site.
 * 400 'O link expirou ou já foi utilizado. Solicite um novo link.' for a used, expired, unknown
 * or other-address link; 409 when another account took the address meanwhile.
 */
export async function confirmLoginEmailChange(strapi: Core.Strapi, body: Record<string, unknown>): Promise<{ success: true }> {
  const token = stringField(body, 'token');
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  await strapi.db.transaction(async () => {
    const { userId, binding } = await consumeLinkToken(strapi, token, ['login-email']);
    // Thrown inside the transaction: the link's use is rolled back with everything else.
    if (!matchesBinding(email, binding)) throw badRequest(ACCESS_MESSAGES.linkExpired);
    if (await takenByAnother(strapi, email, userId)) throw conflict(PROFILE_MESSAGES.emailTaken);
    const row = await credentialsOf(strapi, userId);
    if (!row) throw badRequest(ACCESS_MESSAGES.linkExpired);
    const passwordNeeded = needsPassword(row);
    await strapi.db.query(USER_UID).update({
      where: { id: userId },
      data: { email, username: email, emailVerified: true, confirmed: true, ...(passwordNeeded ? { provider: 'local' } : {}) },
    });
    if (passwordNeeded) {
      const createToken = await createLinkToken(strapi, userId, 'create-password');
      await sendLinkEmail(strapi, { email, name: row.name }, 'create-password', createToken);
    }
  });
  return { success: true };
}
