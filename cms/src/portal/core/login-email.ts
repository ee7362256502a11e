/**
 * The login e-mail change's links and e-mails (spec 01 §2.7; the change itself is
 * portal/contract/login-email.ts): the confirmation link to the new address, the cancel link and
 * the notice to the old one. An administrator changing a staff account's e-mail sends the same
 * confirmation and notice (portal/administration/users.ts).
 */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { sendPortalMail, siteUrl } from './mail';

const CHANGE_SUBJECT = 'Pedido de troca do seu e-mail de login - Necta Gás Natural';

/** The site's page that reads the link. */
export const LOGIN_EMAIL_PATH = '/session/login-email';

/** The site's page that reads the old address's cancel link. */
export const LOGIN_EMAIL_CANCEL_PATH = '/session/login-email/cancel';

export function loginEmailLink(token: string, email: string): string {
  return `${siteUrl()}${LOGIN_EMAIL_PATH}?t=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function loginEmailCancelLink(token: string, oldEmail: string): string {
  return `${siteUrl()}${LOGIN_EMAIL_CANCEL_PATH}?t=${encodeURIComponent(token)}&email=${encodeURIComponent(oldEmail)}`;
}

export async function sendLoginEmailConfirmation(strapi: Core.Strapi, to: string, name: string | null, link: string): Promise<void> {
  await sendPortalMail(strapi, {
    to,
    subject: 'Confirme seu novo e-mail de login - Necta Gás Natural',
    name,
    parts: [
      'Recebemos um pedido para usar este endereço como e-mail de login na área do cliente da Necta Gás Natural. Para concluir a troca, confirme pelo link abaixo. Se não foi você, ignore este e-mail: seu login continua o mesmo.',
      { action: 'Confirmar novo e-mail', href: link, fallback: true },
      'Este link é válido por 3 horas e pode ser usado uma única vez.',
    ],
  });
}

/**
 * Tells the current address that a change of the login e-mail to `newEmail` was asked for (a
 * staff account's e-mail changed by an administrator): nothing changes until the new address
 * confirms, and the owner of the old one knows whom to call if it was not expected.
 */
export async function sendLoginEmailNotice(strapi: Core.Strapi, to: string, name: string | null, newEmail: string): Promise<void> {
  await sendPortalMail(strapi, {
    to,
    subject: CHANGE_SUBJECT,
    name,
    parts: [
      `Foi solicitada a troca do e-mail de login da sua conta na área do cliente da Necta Gás Natural para ${newEmail}. A troca só acontece depois que o novo endereço confirmar pelo link que enviamos a ele; até lá, seu login continua o mesmo.`,
      'Se você não esperava esta mudança, fale com o administrador do portal ou com a nossa central de atendimento.',
    ],
    footer: `Central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`,
  });
}

/** To the old address, at request time: what was asked, and the link that cancels it. */
export async function sendChangeNotice(
  strapi: Core.Strapi,
  to: string,
  name: string | null,
  newEmail: string,
  link: string,
): Promise<void> {
  await sendPortalMail(strapi, {
    to,
    subject: CHANGE_SUBJECT,
    name,
    parts: [
      `Recebemos um pedido para trocar o e-mail de login da sua conta na área do cliente da Necta Gás Natural para ${newEmail}. A troca só acontece quando o novo endereço for confirmado.`,
      'Se não foi você, cancele a troca pelo link abaixo: o pedido deixa de valer e, se a troca já tiver sido confirmada, o login volta para este endereço, todas as sessões da conta são encerradas e você recebe um link para criar uma nova senha.',
      { action: 'Cancelar a troca', href: link, fallback: true },
      'Este link é válido por 7 dias e pode ser usado uma única vez.',
    ],
  });
}
