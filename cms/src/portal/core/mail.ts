/**
 * The portal's e-mails: one layout for all (`composeMail`, `sendPortalMail`: greeting, the
 * message's parts, the support line; plain text and HTML), and the access e-mails (confirmation,
 * reset password, create password). Sent through Strapi's email plugin: SMTP when configured,
 * otherwise .eml files in the outbox folder.
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

/** The support line every e-mail ends with, unless it names its own. */
export const SUPPORT_LINE = `Dúvidas? Fale com a nossa central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;

/** One part of an e-mail's message, in order: each is a paragraph of the text copy. */
export type MailPart =
  | string
  | { heading: string }
  | { strong: string }
  /** Lines of one paragraph (a line break between them). */
  | { lines: string[] }
  /** Items with a bold key: `key — text`. */
  | { list: { key: string; text: string }[] }
  | { table: string[][] }
  /** A text followed by an address on its own line. */
  | { text: string; href: string }
  /** The message's action: a button (with the address spelled out below it when `fallback`) or a plain link. */
  | { action: string; href: string; style?: 'button' | 'link'; fallback?: boolean };

export interface PortalMail {
  /** `Olá, <name>!`, or `Olá!` without a name. */
  name?: string | null;
  parts: MailPart[];
  /** The last, small line; the support line by default. */
  footer?: string;
}

const BUTTON = 'display:inline-block;padding:12px 20px;background:#00507a;color:#fff;border-radius:6px;text-decoration:none';
const CELL = 'padding:4px 12px;border:1px solid #d9e2ec';

function partText(part: MailPart): string {
  if (typeof part === 'string') return part;
  if ('heading' in part) return part.heading;
  if ('strong' in part) return part.strong;
  if ('lines' in part) return part.lines.join('\n');
  if ('list' in part) return part.list.map((item) => `${item.key} — ${item.text}`).join('\n');
  if ('table' in part) return part.table.map((row) => row.join(' — ')).join('\n');
  if ('action' in part) return `${part.action}: ${part.href}`;
  return `${part.text}\n${part.href}`;
}

function partHtml(part: MailPart): string {
  if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
  if ('heading' in part) return `<h1 style="font-size:20px">${escapeHtml(part.heading)}</h1>`;
  if ('strong' in part) return `<p><strong>${escapeHtml(part.strong)}</strong></p>`;
  if ('lines' in part) return `<p>${part.lines.map(escapeHtml).join('<br>')}</p>`;
  if ('list' in part)
    return `<ul>${part.list.map((item) => `<li><strong>${escapeHtml(item.key)}</strong> — ${escapeHtml(item.text)}</li>`).join('')}</ul>`;
  if ('table' in part)
    return `<table style="border-collapse:collapse">${part.table
      .map((row) => `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`)
      .join('')}</table>`;
  if ('action' in part) {
    const href = escapeHtml(part.href);
    if (part.style === 'link') return `<p><a href="${href}">${escapeHtml(part.action)}</a></p>`;
    const button = `<p><a href="${href}" style="${BUTTON}">${escapeHtml(part.action)}</a></p>`;
    return part.fallback ? `${button}\n<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${href}</p>` : button;
  }
  return `<p>${escapeHtml(part.text)}<br><a href="${escapeHtml(part.href)}">${escapeHtml(part.href)}</a></p>`;
}

/** The plain-text and HTML copies of an e-mail in the portal's one layout. */
export function composeMail(mail: PortalMail): { text: string; html: string } {
  const greeting = mail.name ? `Olá, ${mail.name}!` : 'Olá!';
  const footer = mail.footer ?? SUPPORT_LINE;
  const text = [greeting, ...mail.parts.map(partText), footer].join('\n\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${mail.parts.map(partHtml).join('\n')}
<p style="color:#52606d;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  return { text, html };
}

/** Sends an e-mail in the portal's layout, with attachments when given. */
export async function sendPortalMail(
  strapi: Core.Strapi,
  message: PortalMail & { to: string; subject: string; attachments?: { filename: string; content: Buffer; contentType: string }[] },
): Promise<void> {
  const { text, html } = composeMail(message);
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: message.to, subject: message.subject, text, html, ...(message.attachments ? { attachments: message.attachments } : {}) });
}

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
  await sendPortalMail(strapi, {
    to: to.email,
    subject: t.subject,
    name: to.name,
    parts: [t.intro, { action: t.action, href: linkFor(purpose, token), fallback: true }, t.validity],
  });
}
