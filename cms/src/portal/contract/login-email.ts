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
 */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { normalizeEmail } from '../../domain/email';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { PROFILE_MESSAGES, loginEmailError } from '../../domain/profile';
import type { LoginEmailCheckView } from '../../domain/profile-types';
import type { PortalState } from '../core/access';
import { badRequest, conflict, stringField } from '../core/http';
import { bindingOf, consumeLinkToken, createLinkToken, matchesBinding } from '../core/link-tokens';
import { sendLinkEmail, siteUrl } from '../core/mail';
import { USER_UID } from '../core/types';

/** The site's page that reads the link. */
export const LOGIN_EMAIL_PATH = '/session/login-email';

export function loginEmailLink(token: string, email: string): string {
  return `${siteUrl()}${LOGIN_EMAIL_PATH}?t=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export async function sendLoginEmailConfirmation(strapi: Core.Strapi, to: string, name: string | null, link: string): Promise<void> {
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const intro =
    'Recebemos um pedido para usar este endereço como e-mail de login na área do cliente da Necta Gás Natural. Para concluir a troca, confirme pelo link abaixo. Se não foi você, ignore este e-mail: seu login continua o mesmo.';
  const validity = 'Este link é válido por 3 horas e pode ser usado uma única vez.';
  const footer = `Dúvidas? Fale com a nossa central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;
  const text = [greeting, '', intro, '', `Confirmar novo e-mail: ${link}`, '', validity, '', footer].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#00507a;color:#fff;border-radius:6px;text-decoration:none">Confirmar novo e-mail</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#52606d;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  await strapi.plugin('email').service('email').send({ to, subject: 'Confirme seu novo e-mail de login - Necta Gás Natural', text, html });
}

/**
 * Tells the current address that a change of the login e-mail to `newEmail` was asked for (a
 * staff account's e-mail changed by an administrator): nothing changes until the new address
 * confirms, and the owner of the old one knows whom to call if it was not expected.
 */
export async function sendLoginEmailNotice(strapi: Core.Strapi, to: string, name: string | null, newEmail: string): Promise<void> {
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const intro = `Foi solicitada a troca do e-mail de login da sua conta na área do cliente da Necta Gás Natural para ${newEmail}. A troca só acontece depois que o novo endereço confirmar pelo link que enviamos a ele; até lá, seu login continua o mesmo.`;
  const warning = 'Se você não esperava esta mudança, fale com o administrador do portal ou com a nossa central de atendimento.';
  const footer = `Central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;
  const text = [greeting, '', intro, '', warning, '', footer].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(warning)}</p>
<p style="color:#52606d;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  await strapi
    .plugin('email')
    .service('email')
    .send({ to, subject: 'Pedido de troca do seu e-mail de login - Necta Gás Natural', text, html });
}

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
  state: PortalState,
  query: Record<string, unknown>,
): Promise<LoginEmailCheckView> {
  const user = state.user!;
  const raw = query.newEmail;
  const error = loginEmailError(raw, user.email);
  if (error) throw badRequest(error, { newEmail: error });
  const newEmail = normalizeEmail(raw);
  if (await takenByAnother(strapi, newEmail, user.id))
    throw conflict(PROFILE_MESSAGES.emailTaken, { newEmail: PROFILE_MESSAGES.emailTaken });
  const row = await credentialsOf(strapi, user.id);
  const willNeedPassword = row ? needsPassword(row) : false;
  await strapi.db.transaction(async () => {
    const token = await createLinkToken(strapi, user.id, 'login-email', bindingOf(newEmail));
    await sendLoginEmailConfirmation(strapi, newEmail, user.name, loginEmailLink(token, newEmail));
  });
  return { success: true, willNeedPassword };
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
