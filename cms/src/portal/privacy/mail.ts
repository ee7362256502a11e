/** Privacy e-mails: plain text and a simple HTML copy, through Strapi's email plugin (outbox in tests). */
import type { Core } from '@strapi/strapi';
import { sendPortalMail } from '../core/mail';

export async function sendPrivacyMail(
  strapi: Core.Strapi,
  to: string,
  subject: string,
  greetingName: string | null,
  paragraphs: string[],
): Promise<void> {
  await sendPortalMail(strapi, { to, subject, name: greetingName, parts: paragraphs });
}
