/**
 * Demo data of the paperless bills (issue 24 §5, docs/collections-paperless.md): each state of
 * the preferences. cliente@demo.test has "Receber fatura por e-mail" on and has not chosen the
 * others (all three on); industria@demo.test chose the reminder and not the confirmation;
 * multicontrato@demo.test has no bill by e-mail but asked for the reminder. Idempotent.
 */
import type { Core } from '@strapi/strapi';
import { USER_UID } from '../portal/core/types';

const PREFERENCE_UID = 'api::collections.paperless-preference' as const;

const CHOICES: { email: string; reminder: boolean; confirmation: boolean }[] = [
  { email: 'industria@demo.test', reminder: true, confirmation: false },
  { email: 'multicontrato@demo.test', reminder: true, confirmation: false },
];

export async function seedDemoPaperless(strapi: Core.Strapi): Promise<void> {
  for (const choice of CHOICES) {
    const user = (await strapi.db.query(USER_UID).findOne({ where: { email: choice.email }, select: ['id'] })) as { id: number } | null;
    if (!user) continue;
    const found = await strapi.db.query(PREFERENCE_UID).findOne({ where: { userId: user.id }, select: ['id'] });
    if (!found)
      await strapi.db
        .query(PREFERENCE_UID)
        .create({ data: { userId: user.id, reminder: choice.reminder, confirmation: choice.confirmation } });
  }
}
