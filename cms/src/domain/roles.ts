/**
 * Portal roles (spec 01 §6, spec 02 §1) and where each lands after login (spec 04 §2.2).
 * Stored on the user as `portalRole`; the keys are stable identifiers, labels are Portuguese.
 */
export const PORTAL_ROLES = [
  'client',
  'attendant-only',
  'attendant-2',
  'admin',
  'admin-master',
  'industry',
  'gas-programmer',
  'gnv',
  'individual',
] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];

export const ROLE_LABELS: Record<PortalRole, string> = {
  client: 'Cliente',
  'attendant-only': 'Atendente',
  'attendant-2': 'Atendente 2',
  admin: 'Administrador',
  'admin-master': 'Administrador master',
  industry: 'Indústria',
  'gas-programmer': 'Programador de gás',
  gnv: 'GNV',
  individual: 'Usuário individual',
};

export const ATTENDANT_ROLES = ['attendant-only', 'attendant-2'] as const satisfies readonly PortalRole[];
export const ADMIN_ROLES = ['admin', 'admin-master'] as const satisfies readonly PortalRole[];
/** Staff who serve a customer's contract through a started service (spec 02 §2.7). */
export const SERVICE_ROLES = [...ATTENDANT_ROLES, ...ADMIN_ROLES] as const satisfies readonly PortalRole[];
/** Roles that own contracts (the account's contracts are linked to the user). */
export const CUSTOMER_ROLES = ['client', 'industry', 'gnv', 'individual'] as const satisfies readonly PortalRole[];
/**
 * Common access (spec 01 §1, §6): the end customer who reads and pays its own bills — the client
 * role and its individual-user variant. Industry, GNV and every staff role are not common access
 * (the quick-access rule of §6 names administrators, industry and GNV among the "others"). The one
 * definition: pay actions, the due-date column, the footer's info bar and the quick-access list
 * all read it (see role-capabilities.ts and docs/roles.md).
 */
export const COMMON_ACCESS_ROLES = ['client', 'individual'] as const satisfies readonly PortalRole[];
/** Staff roles: their permissions come from a permission group (profile). */
export const STAFF_ROLES = [...SERVICE_ROLES, 'gas-programmer'] as const satisfies readonly PortalRole[];

export function isPortalRole(value: unknown): value is PortalRole {
  return typeof value === 'string' && (PORTAL_ROLES as readonly string[]).includes(value);
}
export const isAttendant = (role: PortalRole) => (ATTENDANT_ROLES as readonly PortalRole[]).includes(role);
export const isAdminRole = (role: PortalRole) => (ADMIN_ROLES as readonly PortalRole[]).includes(role);
export const isServiceRole = (role: PortalRole) => (SERVICE_ROLES as readonly PortalRole[]).includes(role);
export const isCustomerRole = (role: PortalRole) => (CUSTOMER_ROLES as readonly PortalRole[]).includes(role);
export const isCommonAccess = (role: PortalRole) => (COMMON_ACCESS_ROLES as readonly PortalRole[]).includes(role);
export const isStaffRole = (role: PortalRole) => (STAFF_ROLES as readonly PortalRole[]).includes(role);

/**
 * Rank of an account for managing another one (the single rule of "who may change whom"):
 * among staff, admin master (3) > administrator (2) > attendants and gas programmers (1); in a
 * customer account, the account owner (1) > its secondary users (0). A caller may change the
 * e-mail, password, profile or access of an account only when it outranks it: never a peer of
 * equal or higher rank.
 */
export interface RankedAccount {
  role: PortalRole;
  /** True for a customer account's owner (no `accountOwner`); ignored for staff. */
  isAccountOwner?: boolean;
}

const STAFF_RANK: Partial<Record<PortalRole, number>> = {
  'admin-master': 3,
  admin: 2,
  'attendant-only': 1,
  'attendant-2': 1,
  'gas-programmer': 1,
};

export function accountRank(account: RankedAccount): number {
  if (isCustomerRole(account.role)) return account.isAccountOwner === false ? 0 : 1;
  return STAFF_RANK[account.role] ?? 0;
}

/** True when `caller` may manage `target`: both in the same area (staff or customers) and a strictly higher rank. */
export function outranks(caller: RankedAccount, target: RankedAccount): boolean {
  if (isCustomerRole(caller.role) !== isCustomerRole(target.role)) return false;
  return accountRank(caller) > accountRank(target);
}

export const AREA_PREFIX = '/area-cliente/';
export const CONTRACTS_ROUTE = '/contratos';
export const HOME_ROUTE = '/area-cliente/home';

/**
 * Keeps a redirect target inside the client area: a slug such as `conta-digital` or
 * `conta-digital?r=v` (optionally prefixed by `/area-cliente/`). Anything that could leave the
 * site (schemes, `//`, backslashes, `..`) gives null.
 */
export function sanitizeRedirectSlug(value: string | null | undefined): string | null {
  if (!value) return null;
  let slug = value.trim();
  try {
    slug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  slug = slug.replace(/^\/+/, '').replace(/^area-cliente\/?/, '');
  if (!slug || slug.includes('..') || slug.includes('//') || slug.includes('\\') || slug.includes(':')) return null;
  return /^[a-z0-9][a-z0-9\-_/]*(\?[a-zA-Z0-9\-_=&.%]*)?$/.test(slug) ? slug : null;
}

export interface LandingInput {
  role: PortalRole;
  contractsCount: number;
  /** The attendant's `servicerStarted` flag (spec 04 §2.2). */
  serviceStarted?: boolean;
  /** The `r` query parameter. */
  redirect?: string | null;
  /** The `redirectInitialRoute` cookie. */
  redirectCookie?: string | null;
}

/** The route after a successful login, in the order of spec 04 §2.2. */
export function landingRoute(input: LandingInput): string {
  const { role } = input;
  if (role === 'industry') return '/area-cliente/programacao-consumo';
  if (isAttendant(role)) return input.serviceStarted ? HOME_ROUTE : '/area-cliente/atendimento';
  if (role === 'gas-programmer') return '/area-cliente/visao-geral-dashboard';
  if (input.contractsCount > 1) return CONTRACTS_ROUTE;
  const target = sanitizeRedirectSlug(input.redirect) ?? sanitizeRedirectSlug(input.redirectCookie);
  return target ? `${AREA_PREFIX}${target}` : HOME_ROUTE;
}
