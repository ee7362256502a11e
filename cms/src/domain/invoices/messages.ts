/**
 * Texts of the invoice, payment and contract calls (spec 01 §4, §5, §8). Those marked "server"
 * are not in the spec: they are the portal API's own answers (PORTAL-API.md §11a).
 */
export const INVOICE_MESSAGES = {
  // spec 01 §5 (e-mail of the send panels)
  emailRequired: 'Você precisa adicionar um e-mail válido.',
  emailInvalid: 'Por favor, verifique se o e-mail está correto.',
  // spec 01 §4 / §8
  alreadyPaid: 'Sua fatura já foi paga',
  invoiceSent: 'Sua fatura foi enviada por e-mail!',
  invoiceNotSent: 'Fatura não enviada. Por favor, tente novamente.',
  downloadFailed: 'Desculpe, não foi possível gerar sua fatura. Por favor, entre em contato com a central de atendimento.',
  contractSent: 'Seu contrato foi enviada por e-mail!',
  contractNotSent: 'Seu contrato não foi enviado. Por favor, tente novamente.',
  simplifiedListFailed: 'Ocorreu um erro ao buscar os dados',
  // server
  invoiceNotFound: 'Fatura não encontrada',
  negotiated: 'Esta fatura foi negociada: pagamento, download e envio por e-mail não estão disponíveis.',
  badDocDate: 'Informe a data da fatura (docDate) no formato dd/MM/aaaa.',
  badNumDoc: 'Número da fatura inválido.',
  badType: 'Informe o tipo de pagamento: pix ou barCode.',
  badPeriod: 'Informe o período: ALL ou um ano com 4 dígitos.',
  payOnlyCustomer: 'O pagamento por Pix ou código de barras está disponível somente para o acesso comum do cliente.',
  downloadNotAllowed: 'Seu perfil não permite baixar a segunda via da fatura.',
  sendOnlyRegistered: 'O atendente só pode enviar para o e-mail cadastrado do cliente.',
  contractPending: 'Este contrato ainda não está ativo: não há faturas para listar.',
  contractDeactivatedWithoutBills: 'Este contrato está desativado e não possui faturas.',
  contractDownloadForbidden: 'Você não tem permissão para baixar o contrato.',
} as const;
