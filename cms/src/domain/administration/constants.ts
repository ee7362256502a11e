/** Business constants of the administration screens (spec 02 §9). */
import type { Situation } from '../portal-types';

/** An industry administrator account has at most this many secondary users (spec 02 §2.3, §6, §9). */
export const MAX_SECONDARY_USERS = 3;
/** Validity of the link e-mailed to a new secondary user (spec 02 §2.3, §9). */
export const SECONDARY_USER_LINK_HOURS = 3;
/** Platform-user list page size and the infinite-scroll threshold (spec 02 §2.2, §9). */
export const USER_PAGE_SIZE = 20;
export const USER_PAGE_SIZE_MAX = 100;
export const INFINITE_SCROLL_THRESHOLD_PX = 10;

/** Situation labels (spec 02 §3); ALL is a filter only. */
export const SITUATION_LABELS: Record<Situation | 'ALL', string> = {
  ALL: 'Todos',
  ACTIVE: 'Ativa',
  DEACTIVATE: 'Inativa',
  PENDING: 'Pendente',
};
export const SITUATIONS = ['ACTIVE', 'DEACTIVATE', 'PENDING'] as const satisfies readonly Situation[];
/** Filter chips of the profile list, in the spec's order (Todos, Ativa, Inativa, Pendente). */
export const SITUATION_FILTERS = ['ALL', 'ACTIVE', 'DEACTIVATE', 'PENDING'] as const;
export type SituationFilter = (typeof SITUATION_FILTERS)[number];

/** Sort options of the profile list (spec 02 §2.1); default newest first. */
export const PROFILE_SORTS = { desc: 'Mais Recentes', asc: 'Mais Antigos', alpha: 'Ordem Alfabética' } as const;
export type ProfileSort = keyof typeof PROFILE_SORTS;
export const DEFAULT_PROFILE_SORT: ProfileSort = 'desc';

export function isSituation(value: unknown): value is Situation {
  return typeof value === 'string' && (SITUATIONS as readonly string[]).includes(value);
}
