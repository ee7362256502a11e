/**
 * The intraday checklist (spec 03 §2.3, §9): 6 items in two columns of 3; the ticks are kept
 * in the browser and reset after 24 hours, and when a tick from before 12:00 is read after 12:00.
 */
export const CHECKLIST_ITEMS = [
  'Conferir as programações recebidas',
  'Enviar e-mail aos clientes sem programação',
  'Analisar as solicitações pendentes',
  'Atualizar a projeção do dia',
  'Definir o volume final por eixo',
  'Confirmar o envio final',
] as const;

export interface ChecklistState {
  checked: boolean[];
  savedAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when saved ticks must be cleared at `now` (both in ms; local wall clock of the browser). */
export function checklistExpired(savedAt: number, now: number): boolean {
  if (now - savedAt >= DAY_MS) return true;
  const noon = new Date(now);
  noon.setHours(12, 0, 0, 0);
  return savedAt < noon.getTime() && now >= noon.getTime();
}
