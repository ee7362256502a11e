/**
 * Pix Automático (BCB Pix API `bacen/pix-api` openapi.yaml, tags Rec/CobR): the pure rules of a
 * contract's recurrence and of the monthly charges sent under it.
 *
 * - `recRequest`: the body of `POST /rec` (`RecSolicitada`): the contract as `vinculo.contrato`,
 *   the installation as `vinculo.objeto`, the holder as `vinculo.devedor`, monthly, a variable
 *   amount (no `valorRec`) with the distributor's optional floor `valorMinimoRecebedor` (the
 *   payer sets their own ceiling in their bank's app), the retry policy, and for journey 3 the
 *   immediate charge (`ativacao.dadosJornada.txid`) paid with the authorisation.
 * - `cobrRequest`: the body of `PUT /cobr/{txid}` (`CobRSolicitada`) for one bill.
 * - `cobrSendWindow`: a charge goes to the payer's PSP between 10 and 2 calendar days before
 *   its due date (Regulamento Pix, Pix Automático); outside the window the job waits or gives
 *   up (the bill keeps its other ways to pay).
 * - `nextRetryDate`: `PERMITE_3R_7D` allows up to 3 new attempts within 7 days after the due
 *   date, one a day; `NAO_PERMITE` none.
 */
import { isBusinessDay, nextBusinessDay } from '../../../time/business-days';
import { addDays, type IsoDate } from '../../../time/sao-paulo';
import { centsText } from '../amounts';

export type RecStatus = 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'EXPIRADA' | 'CANCELADA';
export type CobrStatus = 'CRIADA' | 'ATIVA' | 'CONCLUIDA' | 'EXPIRADA' | 'REJEITADA' | 'CANCELADA';
export type RetryPolicy = 'NAO_PERMITE' | 'PERMITE_3R_7D';
export type Journey = 'JORNADA_2' | 'JORNADA_3' | 'JORNADA_4';

export const SEND_MIN_DAYS_BEFORE = 2;
export const SEND_MAX_DAYS_BEFORE = 10;
export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_MAX_DAYS_AFTER = 7;

export interface RecContract {
  /** The contract number (`vinculo.contrato`, at most 35 characters). */
  contractNumber: string;
  /** The installation's address or name, shown to the payer (`vinculo.objeto`, at most 35). */
  label: string;
  holderDocument: string;
  holderName: string;
}

export interface RecOptions {
  /** First expected payment (`calendario.dataInicial`): the next bill's due date. */
  firstDueDate: IsoDate;
  retryPolicy: RetryPolicy;
  /** The distributor's floor for the payer's ceiling (`valor.valorMinimoRecebedor`), cents. */
  minimumCents: number | null;
  /** Journey 3: the txid of the immediate charge paid together with the authorisation. */
  journey3Txid?: string | null;
  /** The recurrence's location (`POST /locrec`), needed for the QR of journeys 2–4. */
  locId?: number | null;
}

export interface RecRequest {
  vinculo: {
    contrato: string;
    objeto: string;
    devedor: { cpf: string; nome: string } | { cnpj: string; nome: string };
  };
  calendario: { dataInicial: IsoDate; periodicidade: 'MENSAL' };
  valor?: { valorMinimoRecebedor: string };
  politicaRetentativa: RetryPolicy;
  loc?: number;
  ativacao?: { dadosJornada: { txid: string } };
}

export function debtorOf(document: string, name: string): RecRequest['vinculo']['devedor'] {
  const doc = document.replace(/[.\-/\s]/g, '').toUpperCase();
  const nome = name.trim().slice(0, 140);
  if (!nome) throw new RangeError('Nome do titular obrigatório para o Pix Automático');
  if (/^\d{11}$/.test(doc)) return { cpf: doc, nome };
  if (/^[0-9A-Z]{12}\d{2}$/.test(doc)) return { cnpj: doc, nome };
  throw new RangeError('CPF/CNPJ do titular inválido para o Pix Automático');
}

export function recRequest(contract: RecContract, options: RecOptions): RecRequest {
  const contrato = contract.contractNumber.trim();
  if (!contrato || contrato.length > 35) throw new RangeError('Número do contrato inválido para o Pix Automático');
  const body: RecRequest = {
    vinculo: {
      contrato,
      objeto: `Gás canalizado ${contract.label}`.trim().slice(0, 35),
      devedor: debtorOf(contract.holderDocument, contract.holderName),
    },
    calendario: { dataInicial: options.firstDueDate, periodicidade: 'MENSAL' },
    politicaRetentativa: options.retryPolicy,
  };
  if (options.minimumCents !== null) {
    if (!Number.isInteger(options.minimumCents) || options.minimumCents <= 0)
      throw new RangeError('O valor mínimo da recorrência deve ser positivo, em centavos');
    body.valor = { valorMinimoRecebedor: centsText(options.minimumCents) };
  }
  if (options.locId != null) body.loc = options.locId;
  if (options.journey3Txid) body.ativacao = { dadosJornada: { txid: options.journey3Txid } };
  return body;
}

export interface ReceiverAccount {
  /** `recebedor.agencia` (up to 4 digits), `recebedor.conta`, `recebedor.tipoConta`. */
  agencia: string | null;
  conta: string;
  tipoConta: 'CORRENTE' | 'POUPANCA' | 'PAGAMENTO';
}

export interface CobrRequest {
  idRec: string;
  infoAdicional: string;
  calendario: { dataDeVencimento: IsoDate };
  valor: { original: string };
  ajusteDiaUtil: true;
  recebedor: { conta: string; tipoConta: ReceiverAccount['tipoConta']; agencia?: string };
}

export interface CobrBill {
  numDoc: string;
  amountCents: number;
  dueDate: IsoDate;
  /** `MM/AAAA` */
  referenceLabel: string;
}

export function cobrRequest(idRec: string, bill: CobrBill, account: ReceiverAccount): CobrRequest {
  if (!/^[a-zA-Z0-9]{29}$/.test(idRec)) throw new RangeError('idRec inválido');
  if (!Number.isInteger(bill.amountCents) || bill.amountCents <= 0) throw new RangeError('Valor da fatura inválido');
  return {
    idRec,
    infoAdicional: `Fatura de gás ${bill.numDoc}, referência ${bill.referenceLabel}`.slice(0, 140),
    calendario: { dataDeVencimento: bill.dueDate },
    valor: { original: centsText(bill.amountCents) },
    ajusteDiaUtil: true,
    recebedor: { conta: account.conta, tipoConta: account.tipoConta, ...(account.agencia ? { agencia: account.agencia } : {}) },
  };
}

/**
 * The txid of a bill's recurring charge: `GASR` + the bill number padded to 22 digits (26). A
 * charge replaced after the bill changed (cancelled, then created again: `replacementTxid`) takes
 * `R<n>` after it (28 to 30 characters; the API's `TxId` allows 26 to 35 letters and digits and a
 * txid is never reused, even cancelled).
 */
export function cobrTxid(numDoc: string, version = 0): string {
  if (!/^\d{1,17}$/.test(numDoc)) throw new RangeError('O número da fatura tem de 1 a 17 dígitos');
  if (!Number.isInteger(version) || version < 0 || version > 999) throw new RangeError('Versão da cobrança inválida');
  return `GASR${numDoc.padStart(22, '0')}${version ? `R${version}` : ''}`;
}

/** The txid of the charge that replaces `txid` (the next version of the same bill's). */
export function replacementTxid(txid: string): string {
  const match = /^GASR(\d{22})(?:R(\d{1,3}))?$/.exec(txid);
  if (!match) throw new RangeError('txid de cobrança recorrente fora do padrão do portal');
  return cobrTxid(match[1]!.replace(/^0+(?=\d)/, ''), Number(match[2] ?? 0) + 1);
}

/**
 * What to do with a recurring charge already at the PSP when its bill changed (reissue,
 * instalment added, correction, new due date, paid another way, negotiated, removed). The API
 * revises a charge only to cancel it (`CobRRevisada` = `{ status: "CANCELADA" }`), and refuses the
 * cancellation on or after the date of its first settlement attempt (`CobROperacaoInvalida`,
 * `PATCH /cobr/{txid}`); a new charge for the same cycle is accepted once the old one is
 * CANCELADA. So:
 * - `none`: the charge still matches the bill (or is no longer live);
 * - `too-late`: it changed but the debit day came: the charge stays (the payment is then judged
 *   against the bill);
 * - `cancel`: the bill is paid another way, negotiated or removed;
 * - `replace`: cancel, then create the charge again (new txid) with the bill as it is now;
 * - `replace-later`: cancel now; the new charge waits for its window (the due date moved later);
 * - `skip-window` / `skip-ceiling`: cancel; the new amount or date can no longer go by Pix
 *   Automático (under 2 days to the due date, or above the customer's ceiling).
 */
export function cobrChangeDecision(
  sent: { amountCents: number; dueDate: IsoDate; cobrStatus: CobrStatus | null },
  bill: { amountCents: number; dueDate: IsoDate; paid: boolean; negotiated: boolean } | null,
  ceilingCents: number | null,
  today: IsoDate,
): 'none' | 'too-late' | 'cancel' | 'replace' | 'replace-later' | 'skip-window' | 'skip-ceiling' {
  if (sent.cobrStatus !== null && sent.cobrStatus !== 'CRIADA' && sent.cobrStatus !== 'ATIVA') return 'none';
  const gone = !bill || bill.paid || bill.negotiated || bill.amountCents <= 0;
  if (!gone && bill.amountCents === sent.amountCents && bill.dueDate === sent.dueDate) return 'none';
  if (today >= sent.dueDate) return 'too-late';
  if (gone) return 'cancel';
  if (ceilingCents !== null && bill.amountCents > ceilingCents) return 'skip-ceiling';
  const decision = cobrSendDecision(bill.dueDate, today);
  if (decision === 'too-late') return 'skip-window';
  return decision === 'wait' ? 'replace-later' : 'replace';
}

export interface SendWindow {
  from: IsoDate;
  to: IsoDate;
}

export function cobrSendWindow(dueDate: IsoDate): SendWindow {
  return { from: addDays(dueDate, -SEND_MAX_DAYS_BEFORE), to: addDays(dueDate, -SEND_MIN_DAYS_BEFORE) };
}

/** What the job does with a bill of an authorised contract on `today` (São Paulo date). */
export function cobrSendDecision(dueDate: IsoDate, today: IsoDate): 'wait' | 'send' | 'too-late' {
  const { from, to } = cobrSendWindow(dueDate);
  if (today < from) return 'wait';
  if (today > to) return 'too-late';
  return 'send';
}

/**
 * The next date to ask a new attempt of a charge that failed (`POST /cobr/{txid}/retentativa/{data}`),
 * or null when the policy allows no more. `attemptsSoFar` counts the retries already asked.
 */
export function nextRetryDate(policy: RetryPolicy, dueDate: IsoDate, today: IsoDate, attemptsSoFar: number): IsoDate | null {
  if (policy !== 'PERMITE_3R_7D' || attemptsSoFar >= RETRY_MAX_ATTEMPTS) return null;
  const candidate = addDays(today > dueDate ? today : dueDate, 1);
  return candidate <= addDays(dueDate, RETRY_MAX_DAYS_AFTER) ? candidate : null;
}

/** The customer-facing state of a recurrence (the portal's four: waiting, approved, rejected, cancelled). */
export function recStatusLabel(status: RecStatus): string {
  switch (status) {
    case 'CRIADA':
      return 'Aguardando autorização no app do seu banco';
    case 'APROVADA':
      return 'Pix Automático autorizado';
    case 'REJEITADA':
      return 'Autorização recusada';
    case 'EXPIRADA':
      return 'Autorização expirada';
    case 'CANCELADA':
      return 'Pix Automático cancelado';
  }
}

/** Whether a status is final (no webhook or reading changes it again). */
export function recIsFinal(status: RecStatus): boolean {
  return status === 'REJEITADA' || status === 'EXPIRADA' || status === 'CANCELADA';
}

/**
 * The day the debit is expected: the due date, or — as every charge is sent with
 * `ajusteDiaUtil: true` — the next business day when it falls on a weekend or a holiday of the
 * project's table.
 */
export function debitDate(dueDate: IsoDate): IsoDate {
  return isBusinessDay(dueDate) ? dueDate : nextBusinessDay(dueDate);
}

/** The bill's line for a charge scheduled under the recurrence (issue 24's text), on its debit day. */
export function billAutomaticNotice(dueDate: IsoDate): string {
  const [, month, day] = debitDate(dueDate).split('-');
  return `Será debitada via Pix Automático em ${day}/${month}`;
}

/**
 * The journey: with an unpaid bill due today or later whose immediate charge exists, journey 3
 * (pay it and authorise at once); otherwise journey 2 (authorise by the recurrence's QR).
 */
export function journeyFor(openBillTxid: string | null): Journey {
  return openBillTxid ? 'JORNADA_3' : 'JORNADA_2';
}
