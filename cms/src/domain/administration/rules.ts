/**
 * Pure rules of profile (permission group), platform-user and secondary-user administration
 * (spec 02 §2.1–§2.3, §5). The server validates with them; the client-area forms import the same.
 */
import { isValidCpfCnpj, normalizeDocument } from '../cpf-cnpj';
import { isValidEmail } from '../email';
import {
  PERMISSIONS,
  PERMISSION_CATEGORIES,
  REQUIRED_PERMISSION_KEYS,
  isPermissionKey,
  type PermissionCategory,
  type PermissionEntry,
  type PermissionKey,
} from '../permissions';
import type { Situation } from '../portal-types';
import { CPF_LENGTH } from '../cpf-cnpj';
import { SITUATION_LABELS, isSituation } from './constants';
import { ADMIN_MESSAGES as M } from './messages';

// --- permission catalogue (GET /api/auth/roles/list) ------------------------------------------

export interface CatalogueEntry {
  /** Stable number: the entry's position in the catalogue (entries are only ever appended). */
  id: number;
  key: PermissionKey;
  /** Subject label, e.g. 'Faturas'. */
  label: string;
  action: PermissionEntry['action'];
  category: PermissionCategory;
  required: boolean;
}

export const PERMISSION_CATALOGUE: readonly CatalogueEntry[] = PERMISSIONS.map((p, index) => ({
  id: index + 1,
  key: p.key,
  label: p.label,
  action: p.action,
  category: p.category,
  required: p.required,
}));

const BY_ID = new Map(PERMISSION_CATALOGUE.map((e) => [e.id, e]));

/** A sub-group of a profile: one category with its granted permissions (spec 02 §3, §7). */
export interface SubGroup {
  nome: PermissionCategory;
  roles: { id: number; name: PermissionKey }[];
}

/** A group's permission keys (required ones always on) as sub-groups by category. */
export function subGroupsOf(keys: readonly string[]): SubGroup[] {
  const granted = new Set<string>([...REQUIRED_PERMISSION_KEYS, ...keys.filter(isPermissionKey)]);
  return PERMISSION_CATEGORIES.map((nome) => ({
    nome,
    roles: PERMISSION_CATALOGUE.filter((e) => e.category === nome && granted.has(e.key)).map((e) => ({ id: e.id, name: e.key })),
  })).filter((g) => g.roles.length > 0);
}

/**
 * The permission keys a request's `subGrupos` names: each role by `name` (the key) or by `id`
 * (catalogue number). Unknown entries are reported; required keys are added.
 */
export function permissionsFromSubGroups(value: unknown): { keys: PermissionKey[]; unknown: boolean } {
  const keys = new Set<PermissionKey>(REQUIRED_PERMISSION_KEYS);
  let unknown = false;
  if (!Array.isArray(value)) return { keys: [...keys], unknown };
  for (const group of value) {
    const roles = group && typeof group === 'object' ? (group as { roles?: unknown }).roles : undefined;
    if (!Array.isArray(roles)) continue;
    for (const role of roles) {
      const r = role && typeof role === 'object' ? (role as { id?: unknown; name?: unknown }) : {};
      const byName = isPermissionKey(r.name) ? r.name : null;
      const byId = typeof r.id === 'number' || (typeof r.id === 'string' && /^\d+$/.test(r.id)) ? BY_ID.get(Number(r.id))?.key : undefined;
      const key = byName ?? byId;
      if (key) keys.add(key);
      else unknown = true;
    }
  }
  return { keys: PERMISSION_CATALOGUE.filter((e) => keys.has(e.key)).map((e) => e.key), unknown };
}

/** Keys chosen besides the required ones: a profile needs at least one (spec 02 §5). */
export const optionalKeys = (keys: readonly string[]) => keys.filter((k) => !(REQUIRED_PERMISSION_KEYS as readonly string[]).includes(k));

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const PROFILE_NAME_MAX = 100;

/** Field errors of a profile body `{ nome, subGrupos, situation? }` (spec 02 §5). */
export function groupErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const nome = text(body.nome);
  if (!nome) errors.nome = M.required;
  else if (nome.length > PROFILE_NAME_MAX) errors.nome = `O nome deve ter no máximo ${PROFILE_NAME_MAX} caracteres`;
  const { keys, unknown } = permissionsFromSubGroups(body.subGrupos);
  if (unknown) errors.subGrupos = M.permissionUnknown;
  else if (optionalKeys(keys).length === 0) errors.subGrupos = M.atLeastOnePermission;
  if (body.situation !== undefined && body.situation !== null && !isSituation(body.situation)) errors.situation = M.situationInvalid;
  return errors;
}

/** Profile names are unique ignoring case, accents and surrounding spaces. */
export function profileNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

// --- user and secondary-user form (spec 02 §5) -------------------------------------------------

export function cpfCnpjFieldError(value: unknown): string | null {
  const document = normalizeDocument(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  if (document.length < CPF_LENGTH) return M.cpfCnpjTooShort;
  return isValidCpfCnpj(document) ? null : M.cpfCnpjInvalid;
}

export const NAME_MAX = 150;

/** Field errors of `{ name, email, cpfCnpj }`. */
export function userFormErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = text(body.name);
  if (!name) errors.name = M.required;
  else if (name.length > NAME_MAX) errors.name = `O nome deve ter no máximo ${NAME_MAX} caracteres`;
  if (!isValidEmail(body.email)) errors.email = M.emailInvalid;
  const document = cpfCnpjFieldError(body.cpfCnpj);
  if (document) errors.cpfCnpj = document;
  if (body.situation !== undefined && body.situation !== null && !isSituation(body.situation)) errors.situation = M.situationInvalid;
  return errors;
}

/** Field errors of the platform-user body: the form plus the profile (group id). */
export function platformUserErrors(body: Record<string, unknown>): Record<string, string> {
  const errors = userFormErrors(body);
  const profile = body.profile;
  if (
    !(typeof profile === 'number' && Number.isInteger(profile) && profile > 0) &&
    !(typeof profile === 'string' && /^\d{1,9}$/.test(profile))
  )
    errors.profile = M.required;
  if (body.enabled !== undefined && typeof body.enabled !== 'boolean') errors.enabled = M.situationInvalid;
  return errors;
}

// --- secondary users (spec 02 §2.3) -------------------------------------------------------------

/** The situation select is offered only for ACTIVE/DEACTIVATE users with at least one contract. */
export function canChangeSituation(user: { situation: Situation; contracts: readonly unknown[] }): boolean {
  return (user.situation === 'ACTIVE' || user.situation === 'DEACTIVATE') && user.contracts.length > 0;
}

// --- profile list search and sort (spec 02 §2.1) ----------------------------------------------

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface SearchableProfile {
  name: string | null;
  email: string | null;
  cpfCnpj: string | null;
  situation: Situation;
}

/**
 * The digits to look for in CPF/CNPJ when the term is a (partial, maybe masked) document: digits
 * with the mask's dots, dashes, slashes and spaces only. Null for any other term, so
 * 'atendente2' does not match every document holding a 2.
 */
export function documentSearchDigits(term: string): string | null {
  const t = term.trim();
  return /^[\d.\-/\s]+$/.test(t) && /\d/.test(t) ? t.replace(/\D/g, '') : null;
}

/** The search matches name, e-mail, the digits of the CPF/CNPJ, or the situation label. */
export function matchesProfileSearch(item: SearchableProfile, term: string): boolean {
  const t = fold(term.trim());
  if (!t) return true;
  const digits = documentSearchDigits(term);
  return (
    fold(item.name ?? '').includes(t) ||
    fold(item.email ?? '').includes(t) ||
    (digits !== null && (item.cpfCnpj ?? '').includes(digits)) ||
    fold(SITUATION_LABELS[item.situation] ?? '').includes(t)
  );
}

/** Situations whose label contains the term (the server's part of the same search). */
export function situationsMatching(term: string): Situation[] {
  const t = fold(term.trim());
  if (!t) return [];
  return (['ACTIVE', 'DEACTIVATE', 'PENDING'] as const).filter((s) => fold(SITUATION_LABELS[s]).includes(t));
}
