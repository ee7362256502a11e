/**
 * The intraday checklist (spec 03 §2.3, §9): 6 items in two columns of 3; the ticks are kept
 * in the browser and reset after 24 hours, and when a tick from before 12:00 is read after 12:00
 * (São Paulo time; the rule is `checklistExpired` of the domain, checked while the screen stays open).
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
