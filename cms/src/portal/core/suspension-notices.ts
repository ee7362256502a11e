/**
 * Whether a suspension for debt was preceded by a valid notice (Lei nº 13.460/2017 art. 5º XVI and
 * parágrafo único, art. 6º parágrafo único; docs/collections-suspension.md): the notices are the
 * collections domain's (`api::collections.suspension-notice`), the reconnection fee (service
 * domain) reads them here, so neither domain imports the other.
 *
 * Only while the portal issues the notices (SUSPENSION_NOTICES=true): otherwise the distributor
 * notifies by other means (letters, the bill) that the portal does not see, and it answers
 * `undefined` — the fee rule then stays as before.
 */
import type { Core } from '@strapi/strapi';
import { suspensionSettings, suspensionWasNoticed } from '../../domain/collections/suspension/rules';
import type { IsoDate } from '../../domain/time/sao-paulo';
import { isoDay } from './db';

const NOTICE_UID = 'api::collections.suspension-notice' as const;

export async function suspensionNoticed(strapi: Core.Strapi, contractId: number, startedAt: IsoDate): Promise<boolean | undefined> {
  if (process.env.SUSPENSION_NOTICES?.trim().toLowerCase() !== 'true') return undefined;
  const rows = (await strapi.db.query(NOTICE_UID).findMany({
    where: { contract: { id: contractId }, issuedOn: { $lte: startedAt } },
    select: ['issuedOn', 'suspensionFrom', 'closedOn'],
  })) as { issuedOn: unknown; suspensionFrom: unknown; closedOn: unknown }[];
  const notices = rows.map((r) => ({
    issuedOn: isoDay(r.issuedOn)!,
    suspensionFrom: isoDay(r.suspensionFrom)!,
    closedOn: isoDay(r.closedOn),
  }));
  return suspensionWasNoticed(startedAt, notices, suspensionSettings(process.env));
}
