/**
 * Display labels of spec enumerations that the web shows and the CMS does not send.
 * (Situation enumeration, spec 02 §3.) Candidate for `cms/src/domain/` when the CMS needs it.
 */
import type { Situation } from './portal-types';

export const SITUATION_LABELS: Record<Situation, string> = { ACTIVE: 'Ativa', PENDING: 'Pendente', DEACTIVATE: 'Inativa' };

export function situationLabel(value: string | null | undefined): string {
  return value && value in SITUATION_LABELS ? SITUATION_LABELS[value as Situation] : '—';
}
