/**
 * Secondary users of an industry administrator account (spec 02 §2.3, §7): at most
 * MAX_SECONDARY_USERS per account, created PENDING with a validation link valid 3 hours (the
 * create-password link: setting the password validates the account), reaching only the
 * contracts the owner gives them (the access policy reads the user's own contract links).
 *
 * The limit holds under concurrent requests: each create runs in a transaction that first
 * writes the owner's row (a row lock on PostgreSQL; SQLite has one writer at a time), then
 * counts and inserts, so two creates of the same owner never both see room for one.
 */
import type { Core } from '@strapi/strapi';
import { MAX_SECONDARY_USERS } from '../../domain/administration/constants';
import { ADMIN_MESSAGES as M } from '../../domain/administration/messages';
import { canChangeSituation, userFormErrors } from '../../domain/administration/rules';
import type { SecondaryUserContract, SecondaryUserView, SecondaryUsersAnswer } from '../../domain/administration/types';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { normalizeEmail } from '../../domain/email';
import type { Situation } from '../../domain/portal-types';
import { outranks } from '../../domain/roles';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, conflict, forbidden, notFound, type Body } from '../core/http';
import { createLinkToken } from '../core/link-tokens';
import { sendLinkEmail } from '../core/mail';
import { revokeUserSessions } from '../core/sessions';
import { TOKEN_UID, USER_UID, type ContractRow, type UserRow } from '../core/types';
import { throwIfErrors } from '../core/validate';
import { serializeOn } from '../core/db';
import { assertUnique } from './users';
import { createPortalUser } from '../core/users';

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const contractItem = (c: ContractRow): SecondaryUserContract => ({
  id: c.documentId,
  consumerCode: c.consumerCode,
  address: c.consumerAddress,
});

function view(row: UserRow): SecondaryUserView {
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email,
    cpfCnpj: row.cpfCnpj,
    situation: row.situation,
    contracts: (row.contracts ?? []).map(contractItem),
  };
}

const POPULATE = { contracts: { orderBy: { consumerCode: 'asc' } } } as const;

async function secondaryUsersOf(strapi: Core.Strapi, ownerId: number): Promise<UserRow[]> {
  return (await strapi.db.query(USER_UID).findMany({
    where: { accountOwner: { id: ownerId } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    populate: POPULATE,
  })) as UserRow[];
}

/** GET /api/admin/industry-admin/list */
export async function listSecondaryUsers(strapi: Core.Strapi, state: UserScope): Promise<SecondaryUsersAnswer> {
  const owner = state.user;
  return {
    data: (await secondaryUsersOf(strapi, owner.id)).map(view),
    ownerContracts: (owner.contracts ?? []).map(contractItem),
    max: MAX_SECONDARY_USERS,
  };
}

/** The owner's contracts a body names (`contracts`: documentIds); another's → 404. Undefined: not given. */
function contractIdsOf(owner: UserRow, value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw badRequest(M.contractsInvalid, { contracts: M.contractsInvalid });
  const ids = (value as string[]).map((documentId) => owner.contracts?.find((c) => c.documentId === documentId)?.id);
  if (ids.some((id) => id === undefined)) throw notFound(M.contractsInvalid, { contracts: M.contractsInvalid });
  return [...new Set(ids as number[])];
}

async function findSecondary(strapi: Core.Strapi, ownerId: number, rawId: unknown): Promise<UserRow> {
  const id = typeof rawId === 'string' && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const row = id
    ? ((await strapi.db.query(USER_UID).findOne({ where: { id, accountOwner: { id: ownerId } }, populate: POPULATE })) as UserRow | null)
    : null;
  if (!row) throw notFound(M.userNotFound);
  return row;
}

/** The same rank rule as for staff (domain/roles.ts): the account owner manages only the accounts below it. */
function assertOutranks(owner: UserRow, row: UserRow): void {
  const caller = { role: owner.portalRole, isAccountOwner: !owner.accountOwner };
  // findSecondary found the row by its owner: a secondary user of this account.
  if (!outranks(caller, { role: row.portalRole, isAccountOwner: false })) throw forbidden(M.peerRank);
}

/** Serializes the secondary-user writes of one account (see the module comment). */
async function lockOwner(strapi: Core.Strapi, ownerId: number): Promise<void> {
  await strapi.db.query(USER_UID).update({ where: { id: ownerId }, data: { updatedAt: now() } });
}

/** POST /api/admin/industry-admin/create `{ name, cpfCnpj, email, contracts? }` */
export async function createSecondaryUser(strapi: Core.Strapi, state: UserScope, body: Body<'admin.secondary-user'>) {
  throwIfErrors(userFormErrors(body));
  const owner = state.user;
  const email = normalizeEmail(body.email);
  const cpfCnpj = normalizeDocument(str(body.cpfCnpj));
  const contracts = contractIdsOf(owner, body.contracts) ?? [];
  const created = await strapi.db.transaction(async ({ trx }) => {
    await lockOwner(strapi, owner.id);
    const count = await strapi.db.query(USER_UID).count({ where: { accountOwner: { id: owner.id } } });
    if (count >= MAX_SECONDARY_USERS) throw conflict(M.secondaryLimit);
    await serializeOn(strapi, trx, 'accounts');
    await assertUnique(strapi, email, cpfCnpj);
    const doc = await createPortalUser(strapi, {
      email,
      name: str(body.name).trim(),
      cpfCnpj,
      portalRole: 'industry',
      situation: 'PENDING',
      active: true,
      emailVerified: false,
      invoiceByEmail: false,
      notificationAccess: true,
      contracts,
      selectedContract: contracts[0] ?? null,
      accountOwner: owner.id,
    });
    const row = await findSecondary(strapi, owner.id, String(doc.id));
    const token = await createLinkToken(strapi, row.id, 'create-password');
    await sendLinkEmail(strapi, { email: row.email, name: row.name }, 'create-password', token);
    return row;
  });
  return { data: view(created), message: M.secondaryCreated };
}

/** PATCH /api/admin/industry-admin/:id/update `{ name, cpfCnpj, email, situation?, contracts? }` */
export async function updateSecondaryUser(strapi: Core.Strapi, state: UserScope, rawId: unknown, body: Body<'admin.secondary-user'>) {
  throwIfErrors(userFormErrors(body));
  const owner = state.user;
  const email = normalizeEmail(body.email);
  const cpfCnpj = normalizeDocument(str(body.cpfCnpj));
  const contracts = contractIdsOf(owner, body.contracts);
  const updated = await strapi.db.transaction(async ({ trx }) => {
    await lockOwner(strapi, owner.id);
    await serializeOn(strapi, trx, 'accounts');
    const row = await findSecondary(strapi, owner.id, rawId);
    assertOutranks(owner, row);
    const currentContracts = (row.contracts ?? []).map((c) => c.id).sort();
    const nextContracts = contracts ? [...contracts].sort() : currentContracts;
    let situation: Situation = row.situation;
    const wanted = body.situation as Situation | undefined;
    if (wanted && wanted !== row.situation) {
      if (!canChangeSituation({ situation: row.situation, contracts: nextContracts }) || wanted === 'PENDING')
        throw badRequest(M.situationLocked, { situation: M.situationLocked });
      situation = wanted;
    }
    const name = str(body.name).trim();
    const sameContracts = nextContracts.join(',') === currentContracts.join(',');
    if (name === (row.name ?? '') && email === row.email && cpfCnpj === row.cpfCnpj && situation === row.situation && sameContracts)
      throw badRequest(M.noChanges);
    await assertUnique(strapi, email, cpfCnpj, row.id);
    const selected =
      row.selectedContract && nextContracts.includes(row.selectedContract.id) ? row.selectedContract.id : (nextContracts[0] ?? null);
    await strapi.db.query(USER_UID).update({
      where: { id: row.id },
      data: { name, email, username: email, cpfCnpj, situation, contracts: nextContracts, selectedContract: selected },
    });
    // A pending user whose e-mail changed gets the validation link at the new address.
    if (row.situation === 'PENDING' && email !== row.email) {
      const token = await createLinkToken(strapi, row.id, 'create-password');
      await sendLinkEmail(strapi, { email, name }, 'create-password', token);
    }
    if (situation === 'DEACTIVATE' && row.situation !== 'DEACTIVATE') await revokeUserSessions(strapi, row.id);
    return findSecondary(strapi, owner.id, String(row.id));
  });
  return { data: view(updated), message: M.changesSaved };
}

/** DELETE /api/admin/industry-admin/:id/delete */
export async function deleteSecondaryUser(strapi: Core.Strapi, state: UserScope, rawId: unknown) {
  const owner = state.user;
  await strapi.db.transaction(async () => {
    await lockOwner(strapi, owner.id);
    const row = await findSecondary(strapi, owner.id, rawId);
    assertOutranks(owner, row);
    await revokeUserSessions(strapi, row.id);
    await strapi.db.query(TOKEN_UID).deleteMany({ where: { user: { id: row.id } } });
    await strapi.db.query(USER_UID).delete({ where: { id: row.id } });
  });
  return { success: true, message: M.changesSaved };
}
