/**
 * The logged footer's information bar (spec 01 §2.6, §9): what it holds and how wide it is on a
 * route, for a user. Hidden for common-access users and on restricted routes; gas-consumption
 * routes show the daily axes overview to who may read it; an attendant serving a customer sees
 * 'Dados do atendimento'. 357 px wide, 439 px on the axis-overview routes.
 */
import { roleCapabilities } from '@domain/role-capabilities';
import { isPortalRole } from '@domain/roles';

/** Routes whose footer info bar is the wide one (daily axes overview, spec 01 §2.6). */
export const AXIS_OVERVIEW_SLUGS: ReadonlySet<string> = new Set([
  'gestao-consumo-visao-geral',
  'gestao-consumo-decisao',
  'programacao-intradiaria',
  'visao-geral-dashboard',
]);
/** Routes without a contract context: no info bar there (spec 01 §2.6 "restricted routes"). */
export const RESTRICTED_SLUGS: ReadonlySet<string> = new Set(['atendimento', 'error', 'atualizar-senha']);

export const INFO_BAR_WIDTH = { normal: 357, axisOverview: 439 } as const;

export interface InfoBarUser {
  /** The portal role; common access (client, individual) has no bar. */
  role: string;
  permissions: readonly string[];
}

export interface InfoBar {
  content: 'axis-overview' | 'attendant-panel';
  width: 357 | 439;
}

/** The bar on `slug` for `user`, `serving` when an attendant's service is open; null: no bar. */
export function footerInfoBar(slug: string, user: InfoBarUser, serving: boolean): InfoBar | null {
  // Common access (client and individual users, one rule in cms/src/domain) has no bar.
  if (!isPortalRole(user.role) || !roleCapabilities(user.role).footerInfoBar || RESTRICTED_SLUGS.has(slug)) return null;
  const axisRoute = AXIS_OVERVIEW_SLUGS.has(slug);
  const width = axisRoute ? INFO_BAR_WIDTH.axisOverview : INFO_BAR_WIDTH.normal;
  if (axisRoute && user.permissions.includes('gestao-consumo.ver')) return { content: 'axis-overview', width };
  if (serving) return { content: 'attendant-panel', width };
  return null;
}
