/** Database rows the auth core reads (strapi.db.query results). */
import type { Schema, UID } from '@strapi/strapi';
import type { Situation } from '../../domain/portal-types';

export type { Situation };

/**
 * A row of `strapi.db.query(uid)` with the named columns, typed from Strapi's generated
 * content-type types (cms/types/generated, `npm run types -w cms`): a required attribute is its
 * value, any other may be null; dates read back as text (Strapi writes a Date, reads a string).
 * Relations are not columns: a row type adds the ones it populates.
 */
export type RowOf<U extends UID.ContentType, K extends Schema.AttributeNames<U>> = { id: number; documentId: string } & {
  [P in K]: Exclude<Schema.AttributeValueByName<U, P>, Date> | (P extends Schema.RequiredAttributeNames<U> ? never : null);
};

export type ContractRow = RowOf<
  typeof CONTRACT_UID,
  | 'consumerCode'
  | 'consumerCpfCnpj'
  | 'consumerName'
  | 'consumerAddress'
  | 'city'
  | 'consumerId'
  | 'sapName'
  | 'sapEmail'
  | 'contractOwnerEmail'
  | 'portalPJ'
  | 'vigencia'
  | 'validity'
  | 'situation'
  | 'segment'
> & {
  /** A decimal column: a number on SQLite, a string on PostgreSQL. */
  qdc: number | string | null;
};

export type ProfileRow = RowOf<typeof PROFILE_UID, 'name' | 'situation' | 'permissions'>;

export type UserRow = RowOf<
  typeof USER_UID,
  | 'username'
  | 'email'
  | 'provider'
  | 'confirmed'
  | 'blocked'
  | 'name'
  | 'cpfCnpj'
  | 'consumerCode'
  | 'portalRole'
  | 'situation'
  | 'active'
  | 'emailVerified'
  | 'phone'
  | 'invoiceByEmail'
  | 'notificationAccess'
> &
  Partial<RowOf<typeof USER_UID, 'password' | 'avatarUrl'>> & {
    profile?: ProfileRow | null;
    contracts?: ContractRow[];
    selectedContract?: ContractRow | null;
    accountOwner?: { id: number } | null;
  };

export type SessionRow = RowOf<typeof SESSION_UID, 'sid' | 'kind' | 'keepConnected' | 'expiresAt' | 'serviceStartedAt'> &
  Partial<RowOf<typeof SESSION_UID, 'authenticatedAt'>> & {
    user?: { id: number } | null;
    contract?: ContractRow | null;
    attendantContract?: ContractRow | null;
  };

export const USER_UID = 'plugin::users-permissions.user' as const;
export const CONTRACT_UID = 'api::contract.contract';
export const PROFILE_UID = 'api::profile.profile';
export const SESSION_UID = 'api::auth.portal-session';
export const TOKEN_UID = 'api::auth.auth-token';
