/**
 * Platform users (spec 02 §2.1, §2.2, §7): staff accounts — attendants, administrators, gas
 * programmers — with a profile (permission group). Created PENDING with an e-mailed
 * create-password link (the account flow of PORTAL-API.md §5 `PATCH /api/auth/user/confirm`);
 * a password reset sends the reset link (`/login?t=`).
 */
import type { Core } from '@strapi/strapi';
import { USER_PAGE_SIZE, USER_PAGE_SIZE_MAX, isSituation } from '../../domain/administration/constants';
import { ADMIN_MESSAGES as M } from '../../domain/administration/messages';
import { documentSearchDigits, platformUserErrors, situationsMatching } from '../../domain/administration/rules';
import type { PlatformUserView, ProfileListItem, RoleView } from '../../domain/administration/types';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { normalizeEmail } from '../../domain/email';
import type { Situation } from '../../domain/portal-types';
import { keysBeyond } from '../../domain/permissions';
import { PORTAL_ROLES, ROLE_LABELS, STAFF_ROLES, accountRank, isPortalRole, outranks, type PortalRole } from '../../domain/roles';
import type { UserScope } from '../core/access';
import { bindingOf, createLinkToken } from '../core/link-tokens';
import { sendLinkEmail } from '../core/mail';
import { loginEmailLink, sendLoginEmailConfirmation, sendLoginEmailNotice } from '../core/login-email';
import { badRequest, conflict, forbidden, notFound, type Body } from '../core/http';
import { revokeUserSessions } from '../core/sessions';
import { PROFILE_UID, TOKEN_UID, USER_UID, type UserRow } from '../core/types';
import { throwIfErrors } from '../core/validate';
import { serializeOn } from '../core/db';
import { deleteSecondFactorOf, resetSecondFactorOf, usersWithSecondFactor } from '../core/second-factors';
import { SECOND_FACTOR_MESSAGES } from '../../domain/second-factor';
import { createPortalUser } from '../core/users';

type Row = UserRow & { createdAt: string; updatedAt: string };

const iso = (value: string | Date) => new Date(value).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export function userView(row: Row, secondFactor = false): PlatformUserView {
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email,
    cpfCnpj: row.cpfCnpj,
    type: 'INDIVIDUAL',
    role: row.portalRole,
    roleLabel: ROLE_LABELS[row.portalRole] ?? row.portalRole,
    profileId: row.profile?.id ?? null,
    profileName: row.profile?.name ?? null,
    situation: row.situation,
    updatedAt: iso(row.updatedAt),
    createdAt: iso(row.createdAt),
    enabled: row.situation !== 'DEACTIVATE' && !row.blocked,
    secondFactor,
  };
}

/** Values of a repeated or comma-separated query parameter. */
function listParam(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((v) => v.trim())
    .filter(Boolean);
}

type Order = 'desc' | 'asc' | 'alpha';
const orderOf = (value: unknown, fallback: Order): Order =>
  value === 'asc' || value === 'desc' ? value : value === 'alpha' ? 'alpha' : fallback;
const orderBy = (order: Order) => (order === 'alpha' ? [{ name: 'asc' }, { id: 'asc' }] : [{ createdAt: order }, { id: order }]);

/** The search of spec 02 §2.1: name, e-mail, CPF/CNPJ digits or situation label. */
function termWhere(term: string): Record<string, unknown> | null {
  const t = term.trim().slice(0, 100);
  if (!t) return null;
  const or: Record<string, unknown>[] = [{ name: { $containsi: t } }, { email: { $containsi: t } }];
  const digits = documentSearchDigits(t);
  if (digits) or.push({ cpfCnpj: { $contains: digits } });
  const situations = situationsMatching(t);
  if (situations.length) or.push({ situation: { $in: situations } });
  return { $or: or };
}

/** GET /api/admin/roles — the portal roles (id = role key). */
export function listRoles(): { data: RoleView[] } {
  return { data: PORTAL_ROLES.map((id) => ({ id, name: ROLE_LABELS[id] })) };
}

/** A query parameter given more than once, or as anything but text, is refused. */
function textParam(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(M.paramInvalid(name), { [name]: M.paramInvalid(name) });
  return value;
}

/** A whole number between min and max, or the fallback when absent; anything else is a 400. */
function pagingParam(value: unknown, name: string, fallback: number, min: number, max: number): number {
  const text = textParam(value, name);
  if (text === undefined || text === '') return fallback;
  const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw badRequest(M.paramOutOfRange(name, min, max), { [name]: M.paramOutOfRange(name, min, max) });
  return n;
}

/**
 * GET /api/admin/users/list?rolesIds=&order=&situations=&term=&start=&pageSize= — the profile
 * list of spec 02 §2.1, filtered and ordered here: accounts of the given role ids (those of GET
 * /api/admin/roles; staff roles when none), of the given situations (all when none), matching
 * the term (name, e-mail, CPF/CNPJ digits or situation label), newest first (`order=desc`),
 * oldest first (`asc`) or alphabetical (`order` omitted, spec 02 §7); a page of `pageSize`
 * (1–100, default 100) from `start`, with the `total`. A role id, situation, order or paging
 * value the list does not know is a 400 naming the parameter.
 */
export async function listProfiles(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
): Promise<{ data: { data: ProfileListItem[]; total: number } }> {
  const roleValues = listParam(query.rolesIds);
  const badRole = roleValues.find((r) => !isPortalRole(r));
  if (badRole !== undefined) throw badRequest(M.rolesIdsInvalid(badRole), { rolesIds: M.rolesIdsInvalid(badRole) });
  const situationValues = listParam(query.situations);
  const badSituation = situationValues.find((v) => !isSituation(v));
  if (badSituation !== undefined) throw badRequest(M.situationsInvalid(badSituation), { situations: M.situationsInvalid(badSituation) });
  const orderText = textParam(query.order, 'order');
  if (orderText !== undefined && orderText !== '' && orderText !== 'asc' && orderText !== 'desc')
    throw badRequest(M.orderInvalid, { order: M.orderInvalid });
  const order: Order = orderText === 'asc' || orderText === 'desc' ? orderText : 'alpha';
  const start = pagingParam(query.start, 'start', 0, 0, 1_000_000);
  const pageSize = pagingParam(query.pageSize, 'pageSize', USER_PAGE_SIZE_MAX, 1, USER_PAGE_SIZE_MAX);
  const roles = (roleValues.length ? [...new Set(roleValues)] : [...STAFF_ROLES]) as PortalRole[];
  // Industry accounts are listed by their administrator (the owner), not their secondary users.
  const others = roles.filter((r) => r !== 'industry');
  const byRole: Record<string, unknown>[] = [];
  if (others.length) byRole.push({ portalRole: { $in: others } });
  if (roles.includes('industry')) byRole.push({ portalRole: 'industry', accountOwner: { id: { $null: true } } });
  const parts: Record<string, unknown>[] = [{ $or: byRole }];
  if (situationValues.length) parts.push({ situation: { $in: [...new Set(situationValues)] } });
  const term = termWhere(textParam(query.term, 'term') ?? '');
  if (term) parts.push(term);
  const where = { $and: parts };
  const [rows, total] = await Promise.all([
    strapi.db
      .query(USER_UID)
      .findMany({ where, orderBy: orderBy(order), offset: start, limit: pageSize, populate: { profile: true } }) as Promise<Row[]>,
    strapi.db.query(USER_UID).count({ where }),
  ]);
  return {
    data: {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name ?? '',
        email: r.email,
        cpfCnpj: r.cpfCnpj,
        situation: r.situation,
        roleId: r.portalRole,
        roleName: ROLE_LABELS[r.portalRole] ?? r.portalRole,
        profileId: r.profile?.id ?? null,
        profileName: r.profile?.name ?? null,
        enabled: r.situation !== 'DEACTIVATE' && !r.blocked,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      })),
      total,
    },
  };
}

function intParam(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : fallback;
  return Math.min(Math.max(n, 0), max);
}

/**
 * GET /api/auth/user/list?type=ALL&start=&pageSize=20&term= (plus the list's own `situations`
 * and `order`) → `{ data, total }`: a page of platform users.
 */
export async function listUsers(strapi: Core.Strapi, query: Record<string, unknown>): Promise<{ data: PlatformUserView[]; total: number }> {
  const start = intParam(query.start, 0, 1_000_000);
  const pageSize = Math.max(1, intParam(query.pageSize, USER_PAGE_SIZE, USER_PAGE_SIZE_MAX));
  const situations = listParam(query.situations).filter(isSituation);
  const base: Record<string, unknown> = { portalRole: { $in: [...STAFF_ROLES] } };
  if (situations.length) base.situation = { $in: situations };
  const term = termWhere(str(query.term));
  const where = term ? { $and: [base, term] } : base;
  const [rows, total] = await Promise.all([
    strapi.db
      .query(USER_UID)
      .findMany({ where, orderBy: orderBy(orderOf(query.order, 'desc')), offset: start, limit: pageSize, populate: { profile: true } }),
    strapi.db.query(USER_UID).count({ where }),
  ]);
  const withFactor = await usersWithSecondFactor(
    strapi,
    (rows as Row[]).map((r) => r.id),
  );
  return { data: (rows as Row[]).map((r) => userView(r, withFactor.has(r.id))), total };
}

async function findStaffUser(strapi: Core.Strapi, rawId: unknown): Promise<Row> {
  const id = typeof rawId === 'string' && /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const row = id ? ((await strapi.db.query(USER_UID).findOne({ where: { id }, populate: { profile: true } })) as Row | null) : null;
  if (!row || !(STAFF_ROLES as readonly string[]).includes(row.portalRole)) throw notFound(M.userNotFound);
  return row;
}

/** Duplicates of another account: 409 with the spec's texts (spec 02 §5). */
export async function assertUnique(strapi: Core.Strapi, email: string, cpfCnpj: string, exceptId?: number): Promise<void> {
  const byEmail = (await strapi.db.query(USER_UID).findOne({ where: { email }, select: ['id'] })) as { id: number } | null;
  const byDocument = (await strapi.db.query(USER_UID).findOne({ where: { cpfCnpj }, select: ['id'] })) as { id: number } | null;
  const fields: Record<string, string> = {};
  if (byDocument && byDocument.id !== exceptId) fields.cpfCnpj = M.duplicateCpf;
  if (byEmail && byEmail.id !== exceptId) fields.email = M.duplicateEmail;
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}

async function profileOf(strapi: Core.Strapi, value: unknown): Promise<{ id: number; permissions: string[] }> {
  const id = Number(value);
  const found = (await strapi.db.query(PROFILE_UID).findOne({ where: { id }, select: ['id', 'permissions'] })) as {
    id: number;
    permissions: unknown;
  } | null;
  if (!found) throw badRequest(M.profileNotFound, { profile: M.profileNotFound });
  return { id, permissions: Array.isArray(found.permissions) ? (found.permissions as string[]) : [] };
}

/** The grant ceiling: a caller gives a user only a profile whose permissions it holds itself. */
function assertWithinCeiling(state: UserScope, profile: { permissions: string[] }): void {
  if (keysBeyond(state.permissions, profile.permissions).length) throw forbidden(M.grantBeyondOwn);
}

const staffRank = (row: { portalRole: PortalRole }) => ({ role: row.portalRole });

/** A peer of equal or higher rank keeps its e-mail, password, profile and access (domain/roles.ts `outranks`). */
function assertOutranks(caller: UserRow, target: UserRow): void {
  if (target.portalRole === 'admin-master' && caller.portalRole !== 'admin-master') throw forbidden(M.masterOnly);
  if (!outranks(staffRank(caller), staffRank(target))) throw forbidden(M.peerRank);
}

/** The staff role of a new or edited user: the body's `role`, else the user's own, else attendant. */
function roleOf(body: Record<string, unknown>, caller: UserRow, current?: PortalRole): PortalRole {
  const role = body.role === undefined || body.role === null || body.role === '' ? (current ?? 'attendant-only') : body.role;
  if (!isPortalRole(role) || !(STAFF_ROLES as readonly string[]).includes(role)) throw badRequest(M.roleInvalid, { role: M.roleInvalid });
  if (role === 'admin-master' && caller.portalRole !== 'admin-master') throw forbidden(M.masterOnly);
  if (accountRank({ role }) > accountRank(staffRank(caller))) throw forbidden(M.masterOnly);
  return role;
}

async function sendCreatePasswordLink(strapi: Core.Strapi, user: { id: number; email: string; name: string | null }) {
  const token = await createLinkToken(strapi, user.id, 'create-password');
  await sendLinkEmail(strapi, { email: user.email, name: user.name }, 'create-password', token);
}

/** POST /api/auth/user/create-auth `{ email, name, cpfCnpj, profile, type: 'INDIVIDUAL', role? }`. */
export async function createUser(strapi: Core.Strapi, state: UserScope, body: Body<'admin.platform-user'>) {
  throwIfErrors(platformUserErrors(body));
  const caller = state.user;
  const email = normalizeEmail(body.email);
  const cpfCnpj = normalizeDocument(String(body.cpfCnpj ?? ''));
  const role = roleOf(body, caller);
  const created = await strapi.db.transaction(async ({ trx }) => {
    await serializeOn(strapi, trx, 'accounts');
    await assertUnique(strapi, email, cpfCnpj);
    const found = await profileOf(strapi, body.profile);
    assertWithinCeiling(state, found);
    const profile = found.id;
    const doc = await createPortalUser(strapi, {
      email,
      name: str(body.name).trim(),
      cpfCnpj,
      portalRole: role,
      situation: 'PENDING',
      active: true,
      emailVerified: false,
      notificationAccess: false,
      profile,
    });
    const row = await findStaffUser(strapi, String(doc.id));
    await sendCreatePasswordLink(strapi, row);
    return row;
  });
  return { data: userView(created), message: M.userAdded };
}

/**
 * PUT /api/auth/user/:id — the create body plus `enabled` (ACTIVE ⇄ DEACTIVATE; PENDING stays).
 * The e-mail, profile, role and access of a peer of equal or higher rank are refused (403); a
 * new profile must be within the caller's own permissions. A new e-mail is not applied here: the
 * new address receives a confirmation link (the login e-mail link, PORTAL-API.md §11b) and the
 * old address is told; the change happens when the link is used.
 */
export async function updateUser(strapi: Core.Strapi, state: UserScope, rawId: unknown, body: Body<'admin.platform-user'>) {
  throwIfErrors(platformUserErrors(body));
  const caller = state.user;
  let emailChange: { row: Row; email: string } | null = null;
  const updated = await strapi.db.transaction(async ({ trx }) => {
    await serializeOn(strapi, trx, 'accounts');
    const row = await findStaffUser(strapi, rawId);
    if (row.portalRole === 'admin-master' && caller.portalRole !== 'admin-master') throw forbidden(M.masterOnly);
    const self = row.id === caller.id;
    const email = normalizeEmail(body.email);
    const cpfCnpj = normalizeDocument(String(body.cpfCnpj ?? ''));
    const role = roleOf(body, caller, row.portalRole);
    const profileId = Number(body.profile);
    const profileChanged = profileId !== (row.profile?.id ?? null);
    let situation: Situation = row.situation;
    if (typeof body.enabled === 'boolean' && body.enabled !== (row.situation !== 'DEACTIVATE')) {
      if (row.situation === 'PENDING') throw badRequest(M.situationLocked, { enabled: M.situationLocked });
      if (self) throw forbidden(M.notYourself);
      situation = body.enabled ? 'ACTIVE' : 'DEACTIVATE';
    }
    const name = str(body.name).trim();
    const unchanged =
      name === (row.name ?? '') &&
      email === row.email &&
      cpfCnpj === row.cpfCnpj &&
      role === row.portalRole &&
      !profileChanged &&
      situation === row.situation;
    if (unchanged) throw badRequest(M.noChanges);
    if (self && (role !== row.portalRole || profileChanged)) throw forbidden(M.notYourself);
    const sensitive = email !== row.email || role !== row.portalRole || profileChanged || situation !== row.situation;
    if (sensitive && !self) assertOutranks(caller, row);
    const profile = profileChanged ? await profileOf(strapi, body.profile) : null;
    if (profile) assertWithinCeiling(state, profile);
    await assertUnique(strapi, email, cpfCnpj, row.id);
    await strapi.db.query(USER_UID).update({
      where: { id: row.id },
      data: { name, cpfCnpj, portalRole: role, profile: profile?.id ?? row.profile?.id ?? null, situation },
    });
    if (email !== row.email) emailChange = { row, email };
    if (emailChange) {
      const token = await createLinkToken(strapi, row.id, 'login-email', bindingOf(email));
      await sendLoginEmailConfirmation(strapi, email, row.name, loginEmailLink(token, email));
      await sendLoginEmailNotice(strapi, row.email, row.name, email);
    }
    return findStaffUser(strapi, String(row.id));
  });
  const withFactor = await usersWithSecondFactor(strapi, [updated.id]);
  return { data: userView(updated, withFactor.has(updated.id)), message: emailChange ? M.emailChangeSent : M.changesSaved };
}

/** DELETE /api/auth/user/:id — the account, its sessions and its links. */
export async function deleteUser(strapi: Core.Strapi, state: UserScope, rawId: unknown) {
  const caller = state.user;
  await strapi.db.transaction(async () => {
    const row = await findStaffUser(strapi, rawId);
    if (row.id === caller.id) throw forbidden(M.notYourself);
    assertOutranks(caller, row);
    await revokeUserSessions(strapi, row.id);
    await strapi.db.query(TOKEN_UID).deleteMany({ where: { user: { id: row.id } } });
    await deleteSecondFactorOf(strapi, row.id);
    await strapi.db.query(USER_UID).delete({ where: { id: row.id } });
  });
  return { success: true, message: M.changesSaved };
}

/**
 * POST /api/auth/user/:id/reset-password — e-mails the user a reset link (`/login?t=`, 1 h), or
 * a new create-password link to an account that is still PENDING. Only for accounts the caller
 * outranks (or itself).
 */
export async function sendPasswordReset(strapi: Core.Strapi, state: UserScope, rawId: unknown) {
  const row = await findStaffUser(strapi, rawId);
  if (row.id !== state.user.id) assertOutranks(state.user, row);
  if (row.situation === 'DEACTIVATE' || row.blocked) throw badRequest(M.situationLocked);
  const purpose = row.situation === 'PENDING' ? 'create-password' : 'reset-password';
  const token = await createLinkToken(strapi, row.id, purpose);
  await sendLinkEmail(strapi, { email: row.email, name: row.name }, purpose, token);
  return { success: true, message: M.resetLinkSent };
}

/**
 * POST /api/auth/user/:id/second-factor/reset — admin master only: removes another staff
 * member's TOTP second factor (lost phone); their sessions end and the change is audited.
 */
export async function resetSecondFactor(strapi: Core.Strapi, state: UserScope, rawId: unknown, address: string) {
  const row = await findStaffUser(strapi, rawId);
  if (row.id === state.user.id) throw forbidden(M.notYourself);
  await resetSecondFactorOf(strapi, state, row, address);
  return { success: true, message: SECOND_FACTOR_MESSAGES.reset };
}
