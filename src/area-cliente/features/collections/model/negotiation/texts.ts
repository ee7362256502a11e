/** Texts of the negotiation screen (not in the spec; listed in docs/spec-deviations.md). */
export const NEGOTIATION_TEXTS = {
  title: 'Negociar faturas vencidas',
  lead: 'Escolha as faturas vencidas, simule o parcelamento e aceite os termos. A entrada vem em uma fatura própria; as parcelas vêm nas próximas faturas.',
  agreements: 'Meus acordos',
  noAgreements: 'Nenhum acordo feito.',
  newNegotiation: 'Nova negociação',
  noBills: 'Não há faturas vencidas para negociar.',
  simulate: 'Simular',
  simulation: 'Simulação',
  terms: 'Termos do acordo',
  acceptLabel: 'Li e aceito os termos do acordo',
  accept: 'Fazer acordo',
  failed: 'Não foi possível concluir. Tente novamente.',
  payDownPayment: 'Pague a entrada em Conta digital',
} as const;
