/**
 * Permission entries of spec 02 §3 (`key` = `label.action`) organised by the categories of
 * spec 02 §6. Staff permissions come from the user's permission group (profile); every role
 * also has a default set used when no group is assigned, so one check serves every route.
 */
import type { PortalRole } from './roles';
import { isStaffRole } from './roles';

export const PERMISSION_CATEGORIES = ['Master', 'Administrativo', 'Atendimento', 'Operação'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export const PERMISSION_ACTIONS = ['ver', 'criar', 'editar', 'deletar', 'salvar', 'enviar', 'download', 'upload'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

interface PermissionGroupDef {
  label: string;
  title: string;
  category: PermissionCategory;
  actions: readonly PermissionAction[];
  /** Actions forced on in every group (spec 02 §2.2 "required permissions are forced on"). */
  required?: readonly PermissionAction[];
}

const GROUPS = [
  { label: 'administradores', title: 'Administradores', category: 'Master', actions: ['ver', 'criar', 'editar', 'deletar'] },
  { label: 'perfis', title: 'Perfis', category: 'Administrativo', actions: ['ver', 'criar', 'editar', 'deletar'] },
  { label: 'usuarios', title: 'Usuários', category: 'Administrativo', actions: ['ver', 'criar', 'editar', 'deletar'] },
  { label: 'usuarios-secundarios', title: 'Meus usuários', category: 'Administrativo', actions: ['ver', 'criar', 'editar', 'deletar'] },
  { label: 'programar-faturas', title: 'Programar faturas', category: 'Administrativo', actions: ['ver', 'upload'] },
  { label: 'acompanhar-programacao', title: 'Acompanhar programação', category: 'Administrativo', actions: ['ver', 'download'] },
  { label: 'disponibilidade-enderecos', title: 'Disponibilidade de endereços', category: 'Administrativo', actions: ['ver', 'upload'] },
  { label: 'inicio', title: 'Página inicial', category: 'Atendimento', actions: ['ver'], required: ['ver'] },
  { label: 'atendimento', title: 'Atendimento', category: 'Atendimento', actions: ['ver', 'criar'] },
  { label: 'faturas', title: 'Faturas', category: 'Atendimento', actions: ['ver', 'enviar', 'download'] },
  { label: 'contrato', title: 'Contrato', category: 'Atendimento', actions: ['ver', 'enviar', 'download'] },
  { label: 'servicos', title: 'Serviços', category: 'Atendimento', actions: ['ver', 'criar'] },
  { label: 'cadastro', title: 'Cadastro do cliente', category: 'Atendimento', actions: ['ver', 'editar'] },
  { label: 'notificacoes', title: 'Notificações', category: 'Atendimento', actions: ['ver'] },
  { label: 'programacao-consumo', title: 'Programação de consumo', category: 'Operação', actions: ['ver', 'salvar', 'enviar'] },
  { label: 'protocolos', title: 'Protocolos', category: 'Operação', actions: ['ver', 'enviar'] },
  { label: 'gestao-consumo', title: 'Gestão de consumo', category: 'Operação', actions: ['ver', 'editar', 'salvar'] },
  { label: 'dashboard', title: 'Dashboard', category: 'Operação', actions: ['ver', 'upload'] },
  { label: 'gestao-clientes', title: 'Gestão de clientes', category: 'Operação', actions: ['ver', 'editar'] },
] as const satisfies readonly PermissionGroupDef[];

type Group = (typeof GROUPS)[number];
export type PermissionKey = { [G in Group as G['label']]: `${G['label']}.${G['actions'][number]}` }[Group['label']];

export interface PermissionEntry {
  key: PermissionKey;
  /** Human label of the permission's subject, e.g. 'Faturas'. */
  label: string;
  /** The `label` part of the key, e.g. 'faturas'. */
  subject: string;
  action: PermissionAction;
  category: PermissionCategory;
  required: boolean;
}

export const PERMISSIONS: readonly PermissionEntry[] = GROUPS.flatMap((group: PermissionGroupDef) =>
  group.actions.map((action) => ({
    key: `${group.label}.${action}` as PermissionKey,
    label: group.title,
    subject: group.label,
    action,
    category: group.category,
    required: (group.required ?? []).includes(action),
  })),
);

export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = PERMISSIONS.map((p) => p.key);
export const REQUIRED_PERMISSION_KEYS: readonly PermissionKey[] = PERMISSIONS.filter((p) => p.required).map((p) => p.key);

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && (ALL_PERMISSION_KEYS as readonly string[]).includes(value);
}

const keysOf = (...subjects: string[]) => PERMISSIONS.filter((p) => subjects.includes(p.subject)).map((p) => p.key);
const minus = (keys: readonly PermissionKey[], drop: readonly string[]) => keys.filter((k) => !drop.includes(k));

const CUSTOMER_BASE = keysOf('inicio', 'faturas', 'contrato', 'servicos', 'cadastro', 'notificacoes');
const ATTENDANT_BASE = minus(keysOf('inicio', 'atendimento', 'faturas', 'contrato', 'servicos', 'cadastro'), [
  'faturas.download',
  'contrato.download',
]);

/** The permissions of a role when no permission group is assigned. */
export const ROLE_DEFAULT_PERMISSIONS: Record<PortalRole, readonly PermissionKey[]> = {
  client: CUSTOMER_BASE,
  individual: CUSTOMER_BASE,
  // GNV users do not use reconnection or suspension (spec 02 §6).
  gnv: minus(CUSTOMER_BASE, ['servicos.ver', 'servicos.criar']),
  industry: [
    ...minus(CUSTOMER_BASE, ['servicos.ver', 'servicos.criar']),
    ...keysOf('programacao-consumo', 'protocolos', 'usuarios-secundarios'),
  ],
  'attendant-only': ATTENDANT_BASE,
  // Attendant 2 may download invoices and the contract (spec 01 §1, spec 02 §6).
  'attendant-2': [...ATTENDANT_BASE, 'faturas.download', 'contrato.download'],
  'gas-programmer': [
    ...keysOf('inicio', 'gestao-consumo', 'dashboard', 'gestao-clientes', 'protocolos', 'acompanhar-programacao'),
    'programacao-consumo.ver',
  ],
  admin: PERMISSIONS.filter((p) => p.category !== 'Master' && p.subject !== 'usuarios-secundarios').map((p) => p.key),
  'admin-master': ALL_PERMISSION_KEYS,
};

export interface ProfileGrant {
  situation: 'ACTIVE' | 'DEACTIVATE' | 'PENDING' | string;
  permissions: readonly string[];
}

/**
 * Effective permission keys of a user. The admin master has everything. Staff with a
 * permission group get the group's keys (plus the required ones) while the group is active,
 * only the required ones when it is not. Everyone else gets the role's default set.
 */
export function effectivePermissions(role: PortalRole, profile: ProfileGrant | null | undefined): PermissionKey[] {
  if (role === 'admin-master') return [...ALL_PERMISSION_KEYS];
  if (!profile || !isStaffRole(role)) return [...ROLE_DEFAULT_PERMISSIONS[role]];
  const granted = profile.situation === 'ACTIVE' ? profile.permissions.filter(isPermissionKey) : [];
  return [...new Set<PermissionKey>([...REQUIRED_PERMISSION_KEYS, ...granted])];
}

export function hasAllPermissions(granted: readonly string[], needed: readonly string[] | undefined): boolean {
  return (needed ?? []).every((key) => granted.includes(key));
}

/**
 * The grant ceiling: the keys of `wanted` the caller does not hold itself (required keys are held
 * by everyone). Empty when the caller may grant all of them.
 */
export function keysBeyond(callerPermissions: readonly string[], wanted: readonly string[]): string[] {
  return wanted.filter((key) => !(REQUIRED_PERMISSION_KEYS as readonly string[]).includes(key) && !callerPermissions.includes(key));
}
