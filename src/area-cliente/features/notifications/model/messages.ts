/** The notification texts of spec 01 §2.5 and §8, to the letter. */
export const NOTIFICATION_MESSAGES = {
  none: 'Nenhuma notificação disponível',
  allRead: 'Todas as notificações já foram lidas',
  readFailed: 'Não foi possível marcar a notificação como lida',
  deleteFailed: 'Não foi possível deletar a notificação',
} as const;
