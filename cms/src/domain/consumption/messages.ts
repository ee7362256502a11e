import { INTRADAY_CLOSED_TEXT } from './rules';

/** The texts of spec 03 §8 (error catalogue) and the screen texts of §2, to the letter. */
export const CONSUMPTION_MESSAGES = {
  protocolSent: 'O protocolo foi enviado por e-mail',
  protocolSendFailed: 'Não foi possível enviar o protocolo por e-mail',
  protocolNotFound: 'Protocolo não encontrado',
  requestEmailSent: 'E-mail enviado com sucesso',
  requestEmailFailed: 'Erro ao enviar e-mail',
  decisionSent: 'Decisão enviada com sucesso',
  decisionFailed: 'Falha ao enviar decisão',
  finalProgrammingUpdated: 'Programação final atualizada com sucesso',
  finalProgrammingFailed: 'Falha na atualização de programação final',
  axisFinalDefined: 'Volume final definido com sucesso',
  axisFinalFailed: 'Erro ao definir volume final',
  projectionFailed: 'Erro ao atualizar volume',
  quarterlySent: 'E-mails enviados com sucesso',
  quarterlyFailed: 'Não foi possível enviar os e-mails. Por favor, tente novamente.',
  fetchFailed: 'Ocorreu um erro ao buscar os dados',
  fetchFailedShort: 'Erro ao buscar Dados',
  noProtocols: 'Nenhum protocolo disponível',
  noClients: 'Nenhum cliente encontrado',
  noData: 'Nenhum dado encontrado',
  noQuarterly: 'Nenhum trimestral pendente',
  noFinal: 'Sem informações de envio final para exibir no momento.',
  clientsWithoutFinal: 'Existem clientes sem final programado',
  missingFinalTotal: 'Ainda faltam valores a serem somados',
  missingVolumesConfirm: 'Faltam volumes a serem programados. Deseja definir o Volume de Envio Final mesmo assim?',
  intradayClosed: INTRADAY_CLOSED_TEXT,
  mobileOnlyDesktop: 'Esta funcionalidade está disponível apenas no computador.',
  // Server texts the spec does not give (PORTAL-API.md §17).
  notActive: 'A programação só é possível para contratos ativos.',
  pastDate: 'Não é possível programar um dia que já passou.',
  outOfCalendar: 'A data está fora do calendário de programação.',
  badDate: 'Data inválida.',
  datesRequired: 'Informe ao menos um dia com o volume.',
  tooManyDates: 'Informe no máximo 200 dias por protocolo.',
  repeatedDate: 'Um mesmo dia aparece mais de uma vez.',
  scheduleNotFound: 'Programação não encontrada',
  notDecidable: 'Somente solicitações em análise podem ser aprovadas ou reprovadas.',
  axisNotFound: 'Eixo não encontrado',
  axisLocked: 'O volume final deste eixo já foi confirmado e não pode ser alterado.',
  axisNotEditing: "Clique em 'Definir' antes de confirmar o volume final do eixo.",
  companyFinalNotEditing: "Clique em 'Definir' no eixo antes de alterar o final programado.",
  badStage: 'Etapa inválida.',
  badBaseHour: 'Hora base inválida.',
  badRange: 'O período deve ter de 7 a 15 dias.',
  badRangeOrder: 'A data inicial deve ser anterior à final.',
  badDateOption: 'Filtro de data inválido.',
  badBoolean: 'Informe verdadeiro ou falso.',
  badSituation: 'Situação inválida.',
  notIndustrial: 'Contrato não encontrado',
  exportRangeTooLong: 'Escolha um período de até 366 dias.',
  // Client management while the axis's final volume is being edited (spec 03 §2.3; text not given).
  accordionsLocked: 'O volume final deste eixo está em edição: os clientes abrem depois da confirmação ou do cancelamento.',
} as const;

/** Situation codes of a day's request (spec 03 §3). */
export const SITUATION_LABELS: Record<number, string> = {
  0: 'Analisar',
  1: 'Aprovado',
  2: 'Reprovado',
  3: 'Pré-solicitado',
  5: 'Aprovado Parcialmente',
};

/** Status tags of the dashboard's daily rows (spec 03 §3; texts not shown, PORTAL-API.md §17). */
export const DAILY_STATUS_LABELS: Record<0 | 1 | 2, string> = {
  0: 'Aguardando',
  1: 'Programado',
  2: 'Não programado',
};

export const WEEKDAY_OPTIONS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayOption = (typeof WEEKDAY_OPTIONS)[number];
export const WEEKDAY_LABELS: Record<WeekdayOption, string> = {
  sunday: 'Domingos',
  monday: 'Segundas',
  tuesday: 'Terças',
  wednesday: 'Quartas',
  thursday: 'Quintas',
  friday: 'Sextas',
  saturday: 'Sábados',
};
