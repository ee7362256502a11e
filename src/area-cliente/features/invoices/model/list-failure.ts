/**
 * A failed invoice list (spec 04 §8 "Invoice list"): HTTP 422 shows the message of the answer's
 * error field; any other failure 'Erro ao buscar Dados'. A failure never reads as an empty list
 * ('Nenhuma fatura disponível'), on 'Todas as faturas' or on the home's cards.
 */
import { ApiError } from '~/lib/api-client';

export const LIST_FAILED = 'Erro ao buscar Dados';

/** The text a failed list shows, in its toast and in place of the list. */
export function invoiceListFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.serverMessage?.trim() || LIST_FAILED;
  return LIST_FAILED;
}
