/** Content types of the privacy domain (cms/src/api/privacy) and the optional ones of other domains. */
import type { Core } from '@strapi/strapi';

export const PRIVACY_REQUEST_UID = 'api::privacy.privacy-request';
export const CONSENT_UID = 'api::privacy.consent';
export const DATA_EXPORT_UID = 'api::privacy.data-export';
export const DATA_RECIPIENT_UID = 'api::privacy.data-recipient';
export const SITE_SETTING_UID = 'api::site-setting.site-setting';

/**
 * Content types other issues add (the contracting and services flows). Each one is read only
 * when it exists in this CMS (`strapi.contentTypes`), so the export works with or without it.
 */
export const OPTIONAL_SOURCES = [
  { kind: 'solicitacoes_ligacao', uid: 'api::connection.connection-request' },
  { kind: 'solicitacoes_servico', uid: 'api::service.service-request' },
  { kind: 'programacao_consumo', uid: 'api::consumption.consumption-programming' },
  // The débito automático authorisations of the user's contracts, with their consent (docs/collections-direct-debit.md).
  { kind: 'debito_automatico', uid: 'api::collections.direct-debit-enrolment' },
] as const;

export const hasContentType = (strapi: Core.Strapi, uid: string) =>
  Boolean((strapi.contentTypes as unknown as Record<string, unknown>)[uid]);

export interface Attribute {
  type: string;
  target?: string;
  relation?: string;
  private?: boolean;
}

export const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, Attribute> =>
  ((strapi.contentTypes as unknown as Record<string, { attributes?: Record<string, Attribute> }>)[uid]?.attributes ?? {}) as Record<
    string,
    Attribute
  >;

/**
 * The `where` that selects the rows of an optional content type belonging to a user: a
 * relation to the user, else an integer `userId`, else a relation to one of the user's
 * contracts. null when the type has none of them (nothing of it is the user's).
 */
export function ownerWhere(strapi: Core.Strapi, uid: string, userId: number, contractIds: number[]): Record<string, unknown> | null {
  const attrs = attributesOf(strapi, uid);
  const toUser = Object.entries(attrs).find(([, a]) => a.type === 'relation' && a.target === 'plugin::users-permissions.user');
  if (toUser) return { [toUser[0]]: { id: userId } };
  if (attrs.userId && attrs.userId.type === 'integer') return { userId };
  const toContract = Object.entries(attrs).find(([, a]) => a.type === 'relation' && a.target === 'api::contract.contract');
  if (toContract && contractIds.length) return { [toContract[0]]: { id: { $in: contractIds } } };
  return null;
}
