/**
 * Screen key (slug with dashes as underscores, spec 02 §1) → the feature screen, loaded on
 * demand so each screen's code arrives only when opened. Screens of later issues register
 * here; a slug that is not in the user's menu, or has no screen yet, shows nothing.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/components/HomeScreen')),
  atendimento: lazy(() => import('../features/attendance/components/AttendanceScreen')),
  atualizar_senha: lazy(() => import('../features/password/components/PasswordScreen')),
  error: lazy(() => import('../features/errors/components/ErrorScreen')),
};

/** Routes whose footer info bar is the wide one (daily axes overview, spec 01 §2.6). */
export const AXIS_OVERVIEW_SLUGS = new Set([
  'gestao-consumo-visao-geral',
  'gestao-consumo-decisao',
  'programacao-intradiaria',
  'visao-geral-dashboard',
]);
/** Routes without a contract context: no info bar there (spec 01 §2.6 "restricted routes"). */
export const RESTRICTED_SLUGS = new Set(['atendimento', 'error', 'atualizar-senha']);
