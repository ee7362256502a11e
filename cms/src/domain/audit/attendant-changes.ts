/**
 * What an attendant does on a customer's behalf during a service (spec 02 §2.8, audit): the kinds of
 * change, their labels for staff (Strapi admin) and the customer ('Atualização cadastral').
 */
export const ATTENDANT_CHANGE_ACTIONS = {
  SERVICE_START: 'Início de atendimento',
  SERVICE_END: 'Fim de atendimento',
  EMAIL: 'Alteração do e-mail cadastral',
  PROFILE: 'Alteração de dados cadastrais',
  SERVICE_REQUEST: 'Solicitação de serviço',
  NEGOTIATION: 'Acordo de parcelamento',
  DIRECT_DEBIT: 'Débito automático',
  SELF_READING: 'Autoleitura do medidor',
  PIX_AUTOMATICO: 'Pix Automático',
} as const;
export type AttendantChangeAction = keyof typeof ATTENDANT_CHANGE_ACTIONS;

export function isAttendantChangeAction(value: unknown): value is AttendantChangeAction {
  return typeof value === 'string' && value in ATTENDANT_CHANGE_ACTIONS;
}

/** Field names of the registration data, as the customer reads them. */
export const CHANGED_FIELD_LABELS: Record<string, string> = {
  faturaEmail: 'Fatura por e-mail',
  telefone: 'Telefone',
  emailCadastro: 'E-mail cadastral',
};

/** One change as the customer sees it (GET /api/user/attendant-changes). */
export interface AttendantChangeView {
  id: number;
  action: AttendantChangeAction;
  actionLabel: string;
  description: string;
  attendantName: string;
  consumerCode: string | null;
  occurredAt: string;
}

export const ATTENDANT_CHANGES_PAGE_SIZE = 50;
export const ATTENDANT_CHANGES_EMPTY = 'Nenhum dado encontrado';
