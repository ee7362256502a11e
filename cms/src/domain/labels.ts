/** Display labels of the situation enumeration (spec 02 §3): ACTIVE, PENDING, DEACTIVATE. */
export type Situation = 'ACTIVE' | 'DEACTIVATE' | 'PENDING';

export const SITUATION_LABELS: Record<Situation, string> = { ACTIVE: 'Ativa', PENDING: 'Pendente', DEACTIVATE: 'Inativa' };

export function situationLabel(value: string | null | undefined): string {
  return value && value in SITUATION_LABELS ? SITUATION_LABELS[value as Situation] : '—';
}
