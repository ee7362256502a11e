/** Privacy e-mails: plain text and a simple HTML copy, through Strapi's email plugin (outbox in tests). */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { escapeHtml } from '../core/mail';

export async function sendPrivacyMail(
  strapi: Core.Strapi,
  to: string,
  subject: string,
  greetingName: string | null,
  paragraphs: string[],
): Promise<void> {
  const greeting = greetingName ? `Olá, ${greetingName}!` : 'Olá!';
  const footer = `Dúvidas? Fale com a nossa central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), footer].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="color:#52606d;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`;
  await strapi.plugin('email').service('email').send({ to, subject, text, html });
}
