/**
 * What the portal shows of a contract's Pix Automático (docs/collections-pix-automatico.md) and the
 * pure decisions of its flow: the first date of the recurrence, whether a bill becomes a charge
 * (window of `cobrSendDecision`, the customer's ceiling), the request's checks and the texts.
 */
import { addDays, type IsoDate } from '../../../time/sao-paulo';
import { billAutomaticNotice, cobrSendDecision, SEND_MIN_DAYS_BEFORE, type RecStatus } from './recurrence';

/** How the payer authorises: the recurrence's own QR (journey 2) or one QR that also pays the open bill's cobv (journey 4). */
type PortalJourney = 'JORNADA_2' | 'JORNADA_4';

/** The open bill that can be paid with the authorisation (journey 4): its `cobv` is active at the PSP. */
export interface ComposedBillView {
  numDoc: string;
  /** `MM/AAAA` */
  referenceLabel: string;
  dueDate: IsoDate;
  amountCents: number;
}

export type RecurringChargeState = 'SCHEDULED' | 'PAID' | 'RETRYING' | 'FAILED' | 'SKIPPED' | 'CANCELLED';

export interface PixRecurrenceView {
  idRec: string;
  status: RecStatus;
  statusLabel: string;
  /** Customer's ceiling for each debit, cents (null = none). */
  ceilingCents: number | null;
  /** The authorisation's QR payload ("copia e cola"), while waiting for the payer. */
  pixCopiaECola: string | null;
  /** The same payload as a QR code (PNG data URL), while waiting for the payer. */
  pixQrCode: string | null;
  firstDueDate: IsoDate;
  /** The journey asked: the recurrence's QR (2) or the QR that also pays an open bill (4). */
  journey: PortalJourney;
  /** Journey 4: the number of the bill the QR also pays; null for journey 2. */
  paysBill: string | null;
  requestedAt: string;
  approvedAt: string | null;
  closedAt: string | null;
  reason: string | null;
  canCancel: boolean;
}

export interface PixRecurringChargeView {
  numDoc: string;
  dueDate: IsoDate;
  amountCents: number;
  state: RecurringChargeState;
  /** "Será debitada via Pix Automático em dd/MM" for a scheduled debit; the reason otherwise. */
  notice: string;
}

export interface PixAutomaticoAnswer {
  available: boolean;
  recurrence: PixRecurrenceView | null;
  charges: PixRecurringChargeView[];
  canAuthorise: boolean;
  /** While the customer can authorise: the open bill the same QR can pay (journey 4), if any. */
  composedBill: ComposedBillView | null;
}

export const PIX_AUTOMATICO_MESSAGES = {
  unavailable: 'Pix Automático indisponível no momento.',
  alreadyLive: 'Este contrato já tem um Pix Automático autorizado ou aguardando autorização.',
  nothingToCancel: 'Não há Pix Automático para cancelar neste contrato.',
  invalidCeiling: 'Informe o valor máximo em centavos (um número inteiro positivo) ou deixe em branco.',
  unknownField: 'Campo não esperado.',
  invalidBill: 'Informe o número da fatura em aberto a pagar junto ou deixe em branco.',
  billNotComposable:
    'Esta fatura não pode ser paga junto com a autorização. Autorize só o Pix Automático ou pague a fatura pelo Pix ou boleto.',
  authorisedWithBill:
    'Pix Automático solicitado. No app do seu banco, o mesmo QR Code paga a fatura em aberto e autoriza os próximos débitos.',
  ceilingBelowFloor: 'O valor máximo não pode ser menor que o valor mínimo da distribuidora.',
  noHolder: 'O contrato não tem titular com CPF ou CNPJ válido para o Pix Automático.',
  providerFailed: 'Não foi possível falar com o provedor Pix. Tente novamente em alguns minutos.',
  authorised: 'Pix Automático solicitado. Autorize no app do seu banco com o QR Code ou o Pix Copia e Cola.',
  cancelled: 'Pix Automático cancelado.',
  unauthenticated: 'Chamada do webhook Pix sem o certificado do provedor (mTLS).',
  badBody: 'Corpo do webhook inválido.',
  skippedWindow: 'Fatura emitida fora do prazo do Pix Automático: pague pelo Pix ou boleto.',
  skippedCeiling: 'Valor acima do máximo autorizado: pague pelo Pix ou boleto.',
  failed: 'Débito não realizado: pague pelo Pix ou boleto.',
  retrying: 'Débito não realizado; nova tentativa em',
  paid: 'Paga via Pix Automático.',
  cancelledCharge: 'Cobrança cancelada.',
  changedTooLate:
    'Fatura alterada no dia do débito ou depois: a cobrança seguiu com o valor agendado (o pagamento é conferido com a fatura).',
} as const;

/**
 * Errors of the authorisation request: `ceilingCents` optional, integer cents ≥ the floor;
 * `payBill` optional, the number of the open bill to pay with the same QR (journey 4); no other
 * field but `contractId`.
 */
export function authoriseErrors(body: Record<string, unknown>, floorCents: number | null = null): Record<string, string> {
  const unknown = Object.keys(body).find((key) => key !== 'ceilingCents' && key !== 'contractId' && key !== 'payBill');
  if (unknown) return { [unknown]: PIX_AUTOMATICO_MESSAGES.unknownField };
  if (body.payBill !== undefined && body.payBill !== null && (typeof body.payBill !== 'string' || !/^\d{1,17}$/.test(body.payBill)))
    return { payBill: PIX_AUTOMATICO_MESSAGES.invalidBill };
  const ceiling = body.ceilingCents;
  if (ceiling === undefined || ceiling === null) return {};
  if (typeof ceiling !== 'number' || !Number.isInteger(ceiling) || ceiling <= 0 || ceiling > 99_999_999_99)
    return { ceilingCents: PIX_AUTOMATICO_MESSAGES.invalidCeiling };
  if (floorCents !== null && ceiling < floorCents) return { ceilingCents: PIX_AUTOMATICO_MESSAGES.ceilingBelowFloor };
  return {};
}

/**
 * `calendario.dataInicial`: the earliest open bill's due date that can still be charged (today
 * at most 2 days before it), else the day after the last send day from today — so every bill due
 * from then on is covered and the date is never before today, as the API asks.
 */
export function firstChargeDate(openDueDates: readonly IsoDate[], today: IsoDate): IsoDate {
  const earliest = addDays(today, SEND_MIN_DAYS_BEFORE);
  const candidates = openDueDates.filter((d) => d >= earliest).sort();
  return candidates[0] ?? addDays(earliest, 1);
}

/**
 * `calendario.dataInicial` of a journey-4 recurrence: the bill paid with the QR is settled by its
 * cobv, so the first recurring charge is a later bill — never before the day after its due date.
 */
export function firstChargeDateAfter(paidDueDate: IsoDate, otherOpenDueDates: readonly IsoDate[], today: IsoDate): IsoDate {
  const after = addDays(paidDueDate, 1);
  const first = firstChargeDate(
    otherOpenDueDates.filter((d) => d >= after),
    today,
  );
  return first > after ? first : after;
}

/**
 * The bill a journey-4 QR can pay: of the contract's open, non-negotiated bills whose cobv is
 * active at the PSP, the one due first (the oldest debt). None without such a bill.
 */
export function composableBill<B extends { dueDate: IsoDate; activeCobv: boolean; negotiated: boolean }>(
  openBills: readonly B[],
): B | null {
  return [...openBills].filter((b) => b.activeCobv && !b.negotiated).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0] ?? null;
}

/** What the job does with an open bill of an approved contract today. */
export function chargeDecision(
  bill: { dueDate: IsoDate; amountCents: number },
  recurrence: { firstDueDate: IsoDate; ceilingCents: number | null },
  today: IsoDate,
): 'wait' | 'send' | 'skip-window' | 'skip-ceiling' | 'ignore' {
  if (bill.dueDate < recurrence.firstDueDate || bill.amountCents <= 0) return 'ignore';
  if (recurrence.ceilingCents !== null && bill.amountCents > recurrence.ceilingCents) return 'skip-ceiling';
  const decision = cobrSendDecision(bill.dueDate, today);
  return decision === 'too-late' ? 'skip-window' : decision;
}

/** The line the bill shows for its recurring charge. */
export function chargeNotice(state: RecurringChargeState, dueDate: IsoDate, retryDate: IsoDate | null, reason: string | null): string {
  switch (state) {
    case 'SCHEDULED':
      return billAutomaticNotice(dueDate);
    case 'PAID':
      return PIX_AUTOMATICO_MESSAGES.paid;
    case 'RETRYING': {
      const [, m, d] = (retryDate ?? dueDate).split('-');
      return `${PIX_AUTOMATICO_MESSAGES.retrying} ${d}/${m}.`;
    }
    case 'FAILED':
      return reason ? `${PIX_AUTOMATICO_MESSAGES.failed} (${reason})` : PIX_AUTOMATICO_MESSAGES.failed;
    case 'SKIPPED':
      return reason ?? PIX_AUTOMATICO_MESSAGES.skippedWindow;
    case 'CANCELLED':
      return PIX_AUTOMATICO_MESSAGES.cancelledCharge;
  }
}
