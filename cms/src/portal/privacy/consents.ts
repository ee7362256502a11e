/** Consents (LGPD self-service): one row per change; the current choice is the newest row of each category. */
import type { Core } from '@strapi/strapi';
import { CONSENT_CATEGORIES, consentErrors, currentConsents, type ConsentCategory } from '../../domain/privacy/rules';
import type { ConsentView } from '../../domain/privacy/types';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, type Body } from '../core/http';
import { CONSENT_UID } from './store';

interface ConsentRow {
  id: number;
  category: ConsentCategory;
  granted: boolean;
  changedAt: string;
  source: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export async function consentRows(strapi: Core.Strapi, userId: number): Promise<ConsentRow[]> {
  const rows = (await strapi.db
    .query(CONSENT_UID)
    .findMany({ where: { userId }, orderBy: [{ changedAt: 'asc' }, { id: 'asc' }] })) as ConsentRow[];
  return rows.map((r) => ({ ...r, changedAt: iso(r.changedAt) }));
}

export async function consentViews(strapi: Core.Strapi, userId: number): Promise<ConsentView[]> {
  const rows = await consentRows(strapi, userId);
  const current = currentConsents(rows);
  return CONSENT_CATEGORIES.map((category) => ({
    category,
    ...current[category],
    history: rows
      .filter((r) => r.category === category)
      .map((r) => ({ granted: Boolean(r.granted), changedAt: r.changedAt, source: r.source }))
      .reverse(),
  }));
}

/** PUT /api/privacy/consents { category, granted }: records the change (also when it repeats the current one). */
export async function changeConsent(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'privacy.consent'>,
): Promise<{ data: ConsentView[] }> {
  const { user } = state;
  const errors = consentErrors(body);
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  await strapi.db
    .query(CONSENT_UID)
    .create({ data: { userId: user.id, category: body.category, granted: body.granted, changedAt: now(), source: 'area-cliente' } });
  return { data: await consentViews(strapi, user.id) };
}
