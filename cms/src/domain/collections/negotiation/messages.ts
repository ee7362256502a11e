/** Texts of the negotiation (not in the spec: designed once, docs/spec-deviations.md). */
export const NEGOTIATION_MESSAGES = {
  noBills: 'Selecione ao menos uma fatura vencida.',
  tooManyBills: 'Selecione no máximo 24 faturas.',
  billNotNegotiable: (numDoc: string) =>
    `A fatura ${numDoc} não pode ser negociada: ela não está vencida, já foi paga ou já foi negociada.`,
  instalments: 'Escolha uma das opções de parcelamento da simulação.',
  terms: 'Para fazer o acordo, aceite os termos.',
  nothingToFinance: 'O valor das faturas selecionadas é coberto pela entrada; pague as faturas diretamente.',
} as const;

export const MAX_NEGOTIATED_BILLS = 24;
