/**
 * The access e-mails (confirmation, reset password, create password). Sent through Strapi's
 * email plugin: SMTP when configured, otherwise .eml files in the outbox folder.
 */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import type { LinkPurpose } from './link-tokens';

export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:4321').replace(/\/+$/, '');
}

/** The page of the site that reads each link (spec 04 §2.1). */
export function linkFor(purpose: LinkPurpose, token: string): string {
  const t = encodeURIComponent(token);
  if (purpose === 'reset-password') return `${siteUrl()}/login?t=${t}`;
  if (purpose === 'create-password') return `${siteUrl()}/passwordcreate?t=${t}`;
  return `${siteUrl()}/login?emailValidation=${t}`;
}

/** Text made safe for an e-mail's or a document's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const TEMPLATES: Record<LinkPurpose, { subject: string; intro: string; action: string; validity: string }> = {
  'email-validation': {
    subject: 'Confirme seu e-mail - Necta Gás Natural',
    intro: 'Recebemos o seu cadastro na área do cliente da Necta Gás Natural. Para ativar o acesso, confirme o seu e-mail.',
    action: 'Confirmar e-mail',
    validity: 'Este link é válido por 3 horas e pode ser usado uma única vez.',
  },
  'reset-password': {
    subject: 'Redefinição de senha - Necta Gás Natural',
    intro:
      'Recebemos um pedido para redefinir a senha da sua conta na área do cliente. Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    action: 'Redefinir senha',
    validity: 'Este link é válido por 1 hora e pode ser usado uma única vez.',
  },
  'create-password': {
    subject: 'Crie sua senha - Necta Gás Natural',
    intro: 'Um acesso à área do cliente da Necta Gás Natural foi criado para você. Defina sua senha para entrar.',
    action: 'Criar senha',
    validity: 'Este link é válido por 3 horas e pode ser usado uma única vez.',
  },
};

export async function sendLinkEmail(
  strapi: Core.Strapi,
  to: { email: string; name?: string | null },
  purpose: LinkPurpose,
  token: string,
): Promise<void> {
  const t = TEMPLATES[purpose];
  const link = linkFor(purpose, token);
  const greeting = to.name ? `Olá, ${to.name}!` : 'Olá!';
  const footer = `Dúvidas? Fale com a nossa central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;
  const text = [greeting, '', t.intro, '', `${t.action}: ${link}`, '', t.validity, '', footer].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#00507a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(t.validity)}</p>
<p style="color:#52606d;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  await strapi.plugin('email').service('email').send({ to: to.email, subject: t.subject, text, html });
}
