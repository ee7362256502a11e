/**
 * Whose preferences decide a contract's e-mails: the contract's account holder (the linked
 * account whose e-mail is the contract owner's, else the first linked one — as the profile's
 * GET /api/user/sap reads `faturaEmail`), and that account's paperless preferences.
 */
import type { Core } from '@strapi/strapi';
import { effectivePreferences, type PaperlessPreferences, type StoredPreferences } from '../../../domain/collections/paperless/rules';
import { CONTRACT_UID, USER_UID, type ContractRow, type UserRow } from '../../core/types';

export const PREFERENCE_UID = 'api::collections.paperless-preference' as const;

interface LinkedUser {
  id: number;
  email: string;
  invoiceByEmail: boolean | null;
  contracts?: { id: number }[];
}

export interface Holder {
  userId: number;
  contract: ContractRow;
  preferences: PaperlessPreferences;
}

/** The stored choices of `userIds` (absent = not chosen yet). */
export async function storedPreferences(strapi: Core.Strapi, userIds: number[]): Promise<Map<number, StoredPreferences>> {
  if (!userIds.length) return new Map();
  const rows = (await strapi.db
    .query(PREFERENCE_UID)
    .findMany({ where: { userId: { $in: userIds } }, select: ['userId', 'reminder', 'confirmation'] })) as {
    userId: number;
    reminder: boolean | null;
    confirmation: boolean | null;
  }[];
  return new Map(rows.map((r) => [Number(r.userId), { reminder: r.reminder ?? null, confirmation: r.confirmation ?? null }]));
}

/** The holder and preferences of each contract of `contractIds` that has a linked account. */
export async function holdersOf(strapi: Core.Strapi, contractIds: number[]): Promise<Map<number, Holder>> {
  const ids = [...new Set(contractIds)];
  const out = new Map<number, Holder>();
  if (!ids.length) return out;
  const contracts = (await strapi.db.query(CONTRACT_UID).findMany({ where: { id: { $in: ids } } })) as ContractRow[];
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: { $in: ids } } },
    select: ['id', 'email', 'invoiceByEmail'],
    populate: { contracts: { select: ['id'] } },
    orderBy: { id: 'asc' },
  })) as LinkedUser[];
  const chosen: { contract: ContractRow; user: LinkedUser }[] = [];
  for (const contract of contracts) {
    const linked = users.filter((u) => u.contracts?.some((c) => c.id === contract.id));
    const user = linked.find((u) => u.email === contract.contractOwnerEmail) ?? linked[0];
    if (user) chosen.push({ contract, user });
  }
  const stored = await storedPreferences(
    strapi,
    chosen.map((c) => c.user.id),
  );
  for (const { contract, user } of chosen)
    out.set(contract.id, {
      userId: user.id,
      contract,
      preferences: effectivePreferences(Boolean(user.invoiceByEmail), stored.get(user.id) ?? null),
    });
  return out;
}

/**
 * The account whose choices the profile shows and changes: the caller itself when the contract is
 * linked to its account (a customer), else — staff serving the contract — the linked account whose
 * e-mail is the contract owner's, or the first linked one (as GET /api/user/sap reads `faturaEmail`).
 */
export async function holderFor(strapi: Core.Strapi, caller: UserRow, contract: ContractRow): Promise<UserRow | null> {
  if (caller.contracts?.some((c) => c.id === contract.id)) return caller;
  const linked = (await strapi.db
    .query(USER_UID)
    .findMany({ where: { contracts: { id: contract.id } }, orderBy: { id: 'asc' } })) as UserRow[];
  return linked.find((u) => u.email === contract.contractOwnerEmail) ?? linked[0] ?? null;
}
