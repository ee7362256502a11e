/**
 * Profiles (permission groups) and the permission catalogue (spec 02 §2.2, §3, §5, §7):
 * GET /api/auth/roles/list, /api/auth/group/*. A staff user's permissions are read from its
 * group on every request (portal/core/access.ts → users.ts `permissionsOf`), so an edit here
 * changes what the group's users may do from their next call.
 *
 * The grant ceiling: a caller creates or edits a group only with permissions it holds itself,
 * never edits its own group, and never edits a group one of whose users it does not outrank
 * (domain/roles.ts `outranks`: the admin master over administrators over attendants and gas
 * programmers). Each refusal is a 403 that writes nothing.
 */
import type { Core } from '@strapi/strapi';
import { ADMIN_MESSAGES as M } from '../../domain/administration/messages';
import {
  PERMISSION_CATALOGUE,
  groupErrors,
  permissionsFromSubGroups,
  profileNameKey,
  subGroupsOf,
} from '../../domain/administration/rules';
import type { GroupListItem, GroupView } from '../../domain/administration/types';
import { isPermissionKey, keysBeyond, type PermissionKey } from '../../domain/permissions';
import { outranks, type PortalRole } from '../../domain/roles';
import type { UserScope } from '../core/access';
import type { Situation } from '../../domain/portal-types';
import { conflict, forbidden, notFound, type Body } from '../core/http';
import { PROFILE_UID, USER_UID } from '../core/types';
import { throwIfErrors } from '../core/validate';
import { serializeOn } from '../core/db';

interface GroupRow {
  id: number;
  documentId: string;
  name: string;
  situation: Situation;
  permissions: unknown;
  createdAt: string;
  updatedAt: string;
}

export function permissionCatalogue() {
  return { data: PERMISSION_CATALOGUE };
}

const iso = (value: string | Date) => new Date(value).toISOString();
const keysOf = (row: GroupRow): PermissionKey[] => (Array.isArray(row.permissions) ? row.permissions.filter(isPermissionKey) : []);

async function totalUsers(strapi: Core.Strapi, groupId: number): Promise<number> {
  return strapi.db.query(USER_UID).count({ where: { profile: { id: groupId } } });
}

function listItem(row: GroupRow, total: number): GroupListItem {
  return {
    id: row.id,
    name: row.name,
    situation: row.situation,
    totalUsers: total,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function groupView(row: GroupRow, total: number): GroupView {
  const subGrupos = subGroupsOf(keysOf(row));
  return { ...listItem(row, total), nome: row.name, subGrupos, permissions: subGrupos.flatMap((g) => g.roles.map((r) => r.name)) };
}

export async function listGroups(strapi: Core.Strapi): Promise<{ data: GroupListItem[] }> {
  const rows = (await strapi.db.query(PROFILE_UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })) as GroupRow[];
  const data: GroupListItem[] = [];
  for (const row of rows) data.push(listItem(row, await totalUsers(strapi, row.id)));
  return { data };
}

function idOf(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

async function findGroup(strapi: Core.Strapi, rawId: unknown): Promise<GroupRow> {
  const id = idOf(rawId);
  const row = id ? ((await strapi.db.query(PROFILE_UID).findOne({ where: { id } })) as GroupRow | null) : null;
  if (!row) throw notFound(M.profileNotFound);
  return row;
}

export async function getGroup(strapi: Core.Strapi, rawId: unknown): Promise<{ data: GroupView }> {
  const row = await findGroup(strapi, rawId);
  return { data: groupView(row, await totalUsers(strapi, row.id)) };
}

async function assertNameFree(strapi: Core.Strapi, name: string, exceptId?: number): Promise<void> {
  const key = profileNameKey(name);
  const rows = (await strapi.db.query(PROFILE_UID).findMany({ select: ['id', 'name'] })) as { id: number; name: string }[];
  if (rows.some((r) => r.id !== exceptId && profileNameKey(r.name) === key))
    throw conflict(M.profileNameTaken, { nome: M.profileNameTaken });
}

function assertWithinCeiling(state: UserScope, keys: readonly string[]): void {
  if (keysBeyond(state.permissions, keys).length) throw forbidden(M.grantBeyondOwn);
}

/** Refuses an edit of the caller's own group or of a group with a user the caller does not outrank. */
async function assertMayEdit(strapi: Core.Strapi, state: UserScope, groupId: number): Promise<void> {
  const caller = state.user;
  if (caller.profile?.id === groupId) throw forbidden(M.ownGroup);
  const members = (await strapi.db.query(USER_UID).findMany({
    where: { profile: { id: groupId } },
    select: ['id', 'portalRole'],
  })) as { id: number; portalRole: PortalRole }[];
  if (members.some((m) => m.id === caller.id)) throw forbidden(M.ownGroup);
  if (members.some((m) => !outranks({ role: caller.portalRole }, { role: m.portalRole }))) throw forbidden(M.groupHasPeers);
}

/** POST /api/auth/group/create `{ nome, subGrupos }` → the new group (ACTIVE). */
export async function createGroup(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'admin.group'>,
): Promise<{ data: GroupView; message: string }> {
  throwIfErrors(groupErrors(body));
  const name = (body.nome as string).trim().replace(/\s+/g, ' ');
  const { keys } = permissionsFromSubGroups(body.subGrupos);
  assertWithinCeiling(state, keys);
  const situation = (body.situation as Situation | undefined) ?? 'ACTIVE';
  const created = await strapi.db.transaction(async ({ trx }) => {
    await serializeOn(strapi, trx, 'profiles');
    await assertNameFree(strapi, name);
    const doc = await strapi.documents(PROFILE_UID).create({ data: { name, situation, permissions: keys } });
    return (await strapi.db.query(PROFILE_UID).findOne({ where: { id: doc.id } })) as GroupRow;
  });
  return { data: groupView(created, 0), message: M.profileAdded };
}

/** PATCH /api/auth/group/:id — same body plus an optional situation. */
export async function updateGroup(
  strapi: Core.Strapi,
  state: UserScope,
  rawId: unknown,
  body: Body<'admin.group'>,
): Promise<{ data: GroupView; message: string }> {
  throwIfErrors(groupErrors(body));
  const name = (body.nome as string).trim().replace(/\s+/g, ' ');
  const { keys } = permissionsFromSubGroups(body.subGrupos);
  assertWithinCeiling(state, keys);
  const updated = await strapi.db.transaction(async ({ trx }) => {
    await serializeOn(strapi, trx, 'profiles');
    const row = await findGroup(strapi, rawId);
    await assertMayEdit(strapi, state, row.id);
    await assertNameFree(strapi, name, row.id);
    const situation = (body.situation as Situation | undefined) ?? row.situation;
    await strapi.db.query(PROFILE_UID).update({ where: { id: row.id }, data: { name, situation, permissions: keys } });
    return (await strapi.db.query(PROFILE_UID).findOne({ where: { id: row.id } })) as GroupRow;
  });
  return { data: groupView(updated, await totalUsers(strapi, updated.id)), message: M.profileEdited };
}

/** DELETE /api/auth/group/:id — refused (409) while users belong to the group. */
export async function deleteGroup(strapi: Core.Strapi, state: UserScope, rawId: unknown): Promise<{ success: true; message: string }> {
  await strapi.db.transaction(async () => {
    const row = await findGroup(strapi, rawId);
    if (state.user.profile?.id === row.id) throw forbidden(M.ownGroup);
    if ((await totalUsers(strapi, row.id)) > 0) throw conflict(M.groupHasUsers);
    await strapi.db.query(PROFILE_UID).delete({ where: { id: row.id } });
  });
  return { success: true, message: M.changesSaved };
}
