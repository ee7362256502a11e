/**
 * The body of `PUT /cobv/{txid}` for a bill (the Pix API's `CobVSolicitada`): due date and
 * validity after it, the payer (the contract holder: CPF or CNPJ and name), the amount with the
 * fine, interest and discount of the settings, the distributor's key and a message to the payer.
 * A change of the bill (`PATCH /cobv/{txid}`, `CobVRevisada`) sends the same fields; a removal
 * sends only the status the API defines for it.
 */
import { centsText, discountDate, type CobvRules } from './amounts';

export interface CobvBill {
  numDoc: string;
  amountCents: number;
  /** `YYYY-MM-DD` */
  dueDate: string;
  /** `MM/AAAA` of the reference month, shown to the payer. */
  referenceLabel: string;
}

export interface CobvPayer {
  /** Digits (CPF, 11) or the CNPJ's 14 characters. */
  document: string;
  name: string;
}

export interface CobvRequest {
  calendario: { dataDeVencimento: string; validadeAposVencimento: number };
  devedor: { cpf: string; nome: string } | { cnpj: string; nome: string };
  valor: {
    original: string;
    multa?: { modalidade: number; valorPerc: string };
    juros?: { modalidade: number; valorPerc: string };
    desconto?: { modalidade: number; descontoDataFixa: { data: string; valorPerc: string }[] };
  };
  chave: string;
  solicitacaoPagador: string;
}

export function payerOf(document: string, name: string): CobvRequest['devedor'] {
  const doc = document.replace(/[.\-/\s]/g, '').toUpperCase();
  const nome = name.trim().slice(0, 200);
  if (/^\d{11}$/.test(doc)) return { cpf: doc, nome };
  if (/^[0-9A-Z]{12}\d{2}$/.test(doc)) return { cnpj: doc, nome };
  throw new RangeError('CPF/CNPJ do titular inválido para a cobrança Pix');
}

export function cobvRequest(bill: CobvBill, payer: CobvPayer, rules: CobvRules, pixKey: string): CobvRequest {
  const valor: CobvRequest['valor'] = { original: centsText(bill.amountCents) };
  if (rules.fine) valor.multa = { modalidade: rules.fine.modalidade, valorPerc: rules.fine.valorPerc };
  if (rules.interest) valor.juros = { modalidade: rules.interest.modalidade, valorPerc: rules.interest.valorPerc };
  if (rules.discount)
    valor.desconto = {
      modalidade: rules.discount.modalidade,
      descontoDataFixa: [{ data: discountDate(bill.dueDate, rules.discount.daysBefore), valorPerc: rules.discount.valorPerc }],
    };
  return {
    calendario: { dataDeVencimento: bill.dueDate, validadeAposVencimento: rules.validityDays },
    devedor: payerOf(payer.document, payer.name),
    valor,
    chave: pixKey,
    solicitacaoPagador: `Fatura de gás ${bill.numDoc}, referência ${bill.referenceLabel}`.slice(0, 140),
  };
}

/** What a bill's charge needs now, given what was last sent (pure; the job applies it). */
export type CobvAction = 'create' | 'update' | 'remove' | 'none';

export interface ChargeState {
  /** The charge's status at the provider (`CobrancaStatus`), null before it exists. */
  cobvStatus: string | null;
  sentAmountCents: number | null;
  sentDueDate: string | null;
}

export interface BillState {
  amountCents: number;
  dueDate: string;
  paid: boolean;
  negotiated: boolean;
}

export function cobvAction(charge: ChargeState, bill: BillState | null): CobvAction {
  const active = charge.cobvStatus === 'ATIVA';
  if (!bill || bill.negotiated) return active ? 'remove' : 'none';
  if (bill.paid) return 'none';
  if (charge.cobvStatus === null) return 'create';
  if (active && (charge.sentAmountCents !== bill.amountCents || charge.sentDueDate !== bill.dueDate)) return 'update';
  return 'none';
}
