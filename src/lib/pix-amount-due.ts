/**
 * `GET /api/collections/pix/invoices/{numDoc}?docDate` (docs/collections-pix.md): what an open bill
 * asks today — with a Pix provider, its cobrança com vencimento's amount on today's date (fine and
 * interest when late), and the lines the bill's Pix panel shows about it (texts listed in
 * docs/spec-deviations.md). Shared by the invoices feature (its Pix panel) and collections.
 */
import useSWR from 'swr';
import type { PixAmountDueView } from '@domain/collections/pix/views';
import { COLLECTIONS_PIX_ENDPOINTS } from '@domain/endpoints/collections-pix';
import { call, endpointOf } from '~/lib/api-call';
import { formatCents } from '~/lib/format';

const AMOUNT_DUE = endpointOf(COLLECTIONS_PIX_ENDPOINTS, 'GET', '/collections/pix/invoices/:numDoc');

export interface BillRef {
  numDoc: string;
  docDate: string;
}

export const fetchPixAmountDue = (contractId: string, bill: BillRef) =>
  call(AMOUNT_DUE, { params: { numDoc: bill.numDoc }, query: { contractId, docDate: bill.docDate } }).then(
    (answer) => ('data' in answer && answer.data ? answer.data : answer) as PixAmountDueView,
  );

export function usePixAmountDue(contractId: string | null | undefined, bill: BillRef | null) {
  return useSWR<PixAmountDueView, unknown, readonly [string, string, string, string] | null>(
    contractId && bill ? (['collections/pix/amount-due', contractId, bill.numDoc, bill.docDate] as const) : null,
    ([, id, numDoc, docDate]) => fetchPixAmountDue(id, { numDoc, docDate }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

const brDate = (iso: string) => iso.split('-').reverse().join('/');

export interface AmountDueLines {
  heading: string;
  rows: { label: string; value: string }[];
  note: string | null;
}

/** Null when the bill has no dynamic charge or owes only its amount: the panel shows nothing more. */
export function amountDueLines(due: PixAmountDueView): AmountDueLines | null {
  if (!due.dynamic) return null;
  if (!due.payable)
    return {
      heading: 'Prazo do Pix encerrado',
      rows: [],
      note: 'O prazo para pagar esta fatura com Pix terminou. Pague com o código de barras ou fale com a Necta.',
    };
  if (due.daysLate > 0) {
    const days = due.daysLate === 1 ? '1 dia' : `${due.daysLate} dias`;
    return {
      heading: `Valor a pagar hoje (${brDate(due.date)}): ${formatCents(due.totalCents)}`,
      rows: [
        { label: 'Valor da fatura', value: formatCents(due.originalCents) },
        { label: 'Multa por atraso', value: formatCents(due.fineCents) },
        { label: `Juros (${days} de atraso)`, value: formatCents(due.interestCents) },
      ],
      note: 'O QR Code e o Pix copia e cola já cobram este valor; ele muda a cada dia de atraso.',
    };
  }
  if (due.discountCents > 0)
    return {
      heading: `Valor a pagar hoje (${brDate(due.date)}): ${formatCents(due.totalCents)}`,
      rows: [
        { label: 'Valor da fatura', value: formatCents(due.originalCents) },
        { label: 'Desconto por antecipação', value: `-${formatCents(due.discountCents)}` },
      ],
      note: 'O QR Code e o Pix copia e cola já aplicam o desconto.',
    };
  return null;
}
