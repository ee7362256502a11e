/**
 * Client-area menu (spec 02 §1): slug → screen, and who may open it. The one source of truth
 * for the menu endpoint (GET /api/portal/menu), the server policy (`screen` in the route
 * config) and the client-area router. The screen key is the slug with dashes turned into
 * underscores; an unknown slug is not in any menu, so it shows nothing.
 */
import type { PermissionKey } from './permissions';
import { hasAllPermissions } from './permissions';
import type { PortalRole } from './roles';
import { PORTAL_ROLES } from './roles';

export interface ScreenDef {
  slug: string;
  /** Breadcrumb / menu label. */
  label: string;
  roles: readonly PortalRole[];
  /** Permission keys the user must hold as well. */
  permissions?: readonly PermissionKey[];
  /** Only the main user of an account, not its secondary users (spec 02 §2.3). */
  accountOwnerOnly?: boolean;
}

const ALL = PORTAL_ROLES;
const CUSTOMERS: readonly PortalRole[] = ['client', 'individual', 'gnv', 'industry'];
const SERVICE_STAFF: readonly PortalRole[] = ['attendant-only', 'attendant-2', 'admin', 'admin-master'];
const ADMINS: readonly PortalRole[] = ['admin', 'admin-master'];
const CONSUMPTION_STAFF: readonly PortalRole[] = ['gas-programmer', 'admin', 'admin-master'];
/** Reconnection, suspension and temporary block: not for administrators, industry or GNV (spec 02 §6). */
const SERVICE_REQUESTERS: readonly PortalRole[] = ['client', 'individual', 'attendant-only', 'attendant-2'];

export const SCREENS: readonly ScreenDef[] = [
  { slug: 'home', label: 'Início', roles: ALL },
  { slug: 'error', label: 'Erro', roles: ALL },
  { slug: 'atualizar-senha', label: 'Redefinir senha', roles: ALL },
  { slug: 'atendimento', label: 'Atendimento', roles: SERVICE_STAFF, permissions: ['atendimento.ver'] },
  { slug: 'conta-digital', label: 'Conta digital', roles: [...CUSTOMERS, ...SERVICE_STAFF], permissions: ['faturas.ver'] },
  // Negotiation of overdue bills (docs/collections-negotiation.md): who pays bills, and attendants for the served contract.
  {
    slug: 'negociacao-faturas',
    label: 'Negociar faturas',
    roles: ['client', 'individual', 'attendant-only', 'attendant-2'],
    permissions: ['faturas.ver'],
  },
  // Issue 24 §3 (docs/collections-direct-debit.md): the contract's débito automático, and the bank files for administrators.
  { slug: 'debito-automatico', label: 'Débito automático', roles: [...CUSTOMERS, ...SERVICE_STAFF], permissions: ['faturas.ver'] },
  { slug: 'debito-automatico-arquivos', label: 'Arquivos de débito automático', roles: ADMINS },
  // Lei nº 12.007/2009 (docs/collections-declaration.md): whoever sees the bills.
  { slug: 'declaracao-quitacao', label: 'Declaração de quitação', roles: [...CUSTOMERS, ...SERVICE_STAFF], permissions: ['faturas.ver'] },
  // Issue 24 §5 (docs/collections-due-date.md): customers change it; staff read it for the served contract.
  // Issue 25 §3 (docs/insights-self-reading.md): residential and commercial customers, attendants for the served contract.
  {
    slug: 'autoleitura',
    label: 'Autoleitura',
    roles: ['client', 'individual', 'attendant-only', 'attendant-2', 'admin', 'admin-master'],
    permissions: ['faturas.ver'],
  },
  { slug: 'vencimento-fatura', label: 'Data de vencimento', roles: [...CUSTOMERS, ...SERVICE_STAFF], permissions: ['faturas.ver'] },
  // Issue 25 §2, "Meu consumo": residential and commercial customers (not industry nor GNV) and staff serving the contract.
  { slug: 'meu-consumo', label: 'Meu consumo', roles: ['client', 'individual', ...SERVICE_STAFF], permissions: ['faturas.ver'] },
  // Issue 25 §1 (docs/insights-explain.md): residential and commercial customers, and staff for the served contract (not industry nor GNV).
  {
    slug: 'entenda-sua-conta',
    label: 'Entenda sua conta',
    roles: ['client', 'individual', 'attendant-only', 'attendant-2', 'admin', 'admin-master'],
    permissions: ['faturas.ver'],
  },
  {
    slug: 'atualizacao-cadastro',
    label: 'Atualização cadastral',
    roles: [...CUSTOMERS, 'attendant-only', 'attendant-2'],
    permissions: ['cadastro.ver'],
  },
  { slug: 'religacao-gas', label: 'Religação de gás', roles: SERVICE_REQUESTERS, permissions: ['servicos.ver'] },
  { slug: 'suspensao-fornecimento', label: 'Suspensão de fornecimento', roles: SERVICE_REQUESTERS, permissions: ['servicos.ver'] },
  { slug: 'bloqueio-temporario', label: 'Bloqueio temporário', roles: SERVICE_REQUESTERS, permissions: ['servicos.ver'] },
  { slug: 'assistencia-tecnica', label: 'Assistência técnica', roles: [...CUSTOMERS, 'attendant-only', 'attendant-2'] },
  { slug: 'perfis-necta', label: 'Perfis', roles: ADMINS, permissions: ['perfis.ver'] },
  // The profiles screen shows platform users when the path contains "usuarios" (spec 02 §2.2):
  // /area-cliente/perfis-necta/usuarios, a menu entry of its own (its permission is usuarios.ver).
  { slug: 'perfis-necta/usuarios', label: 'Usuários', roles: ADMINS, permissions: ['usuarios.ver'] },
  { slug: 'meus-usuarios', label: 'Meus usuários', roles: ['industry'], permissions: ['usuarios-secundarios.ver'], accountOwnerOnly: true },
  // Issue 26 §6 (docs/access-tokens.md): the industrial administrator's personal access tokens; not its secondary users.
  { slug: 'acesso-api', label: 'Acesso por API', roles: ['industry'], accountOwnerOnly: true },
  { slug: 'programar-faturas', label: 'Programar faturas', roles: ADMINS, permissions: ['programar-faturas.ver'] },
  {
    slug: 'acompanhar-programacao',
    label: 'Acompanhar programação',
    roles: [...ADMINS, 'gas-programmer'],
    permissions: ['acompanhar-programacao.ver'],
  },
  {
    slug: 'disponibilidade-enderecos',
    label: 'Disponibilidade de endereços',
    roles: ADMINS,
    permissions: ['disponibilidade-enderecos.ver'],
  },
  { slug: 'programacao-consumo', label: 'Programação de consumo', roles: ['industry'], permissions: ['programacao-consumo.ver'] },
  { slug: 'protocolos-programacao', label: 'Protocolos', roles: ['industry'], permissions: ['protocolos.ver'] },
  // Issue 26 (docs/contract-accounting.md): the contract cockpit, for industrial clients on their contracts and for staff on any.
  { slug: 'contrato-industrial', label: 'Contrato', roles: ['industry'], permissions: ['programacao-consumo.ver'] },
  { slug: 'contratos-industriais', label: 'Contratos industriais', roles: CONSUMPTION_STAFF, permissions: ['programacao-consumo.ver'] },
  { slug: 'programacao-intradiaria', label: 'Programação intradiária', roles: CONSUMPTION_STAFF, permissions: ['gestao-consumo.ver'] },
  { slug: 'gestao-consumo-visao-geral', label: 'Gestão de consumo', roles: CONSUMPTION_STAFF, permissions: ['gestao-consumo.ver'] },
  { slug: 'gestao-consumo-decisao', label: 'Decisão', roles: CONSUMPTION_STAFF, permissions: ['gestao-consumo.ver'] },
  { slug: 'visao-geral-dashboard', label: 'Visão geral', roles: CONSUMPTION_STAFF, permissions: ['dashboard.ver'] },
  { slug: 'gestao-clientes', label: 'Gestão de clientes', roles: CONSUMPTION_STAFF, permissions: ['gestao-clientes.ver'] },
  // Issue 26 §4 (docs/curtailment.md): curtailment and flow notices, issued by the gas programmer.
  { slug: 'avisos-restricao', label: 'Avisos de restrição', roles: CONSUMPTION_STAFF, permissions: ['gestao-consumo.ver'] },
];

export interface MenuUser {
  role: PortalRole;
  permissions: readonly string[];
  isAccountOwner: boolean;
}

export interface MenuEntry {
  slug: string;
  screen: string;
  label: string;
}

/** `conta-digital` → `conta_digital` (spec 02 §1); a nested path's `/` too (`perfis-necta/usuarios` → `perfis_necta_usuarios`). */
export function screenKey(slug: string): string {
  return slug.replace(/[-/]/g, '_');
}

export function findScreen(slug: string): ScreenDef | undefined {
  const clean = slug.replace(/^\/+|\/+$/g, '').split(/[?#]/)[0] ?? '';
  return SCREENS.find((s) => s.slug === clean);
}

export function canOpenScreen(user: MenuUser, screen: ScreenDef): boolean {
  return (
    screen.roles.includes(user.role) &&
    hasAllPermissions(user.permissions, screen.permissions) &&
    (!screen.accountOwnerOnly || user.isAccountOwner)
  );
}

/** The menu the server sends to a user: every screen the user may open. */
export function menuFor(user: MenuUser): MenuEntry[] {
  return SCREENS.filter((s) => canOpenScreen(user, s)).map((s) => ({ slug: s.slug, screen: screenKey(s.slug), label: s.label }));
}
