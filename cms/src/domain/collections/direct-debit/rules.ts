/**
 * Débito automático rules shared by the CMS and the client area (docs/collections-direct-debit.md):
 * the account fields as the FEBRABAN layout carries them, the consent text (Resolução CMN
 * nº 4.790/2020: specific to the purpose and the account), the enrolment states, the debit date of
 * a bill and the return codes of record F in Portuguese. Pure: `now` and dates are arguments.
 */
import { addBusinessDays, isBusinessDay, nextBusinessDay } from '../../time/business-days';
import type { IsoDate } from '../../time/sao-paulo';

/** A bank of the distributor's agreement (settings: DIRECT_DEBIT_BANKS). */
export interface DebitBank {
  code: string;
  name: string;
}

export type EnrolmentStatus = 'PENDING' | 'SENT' | 'CONFIRMED' | 'REFUSED' | 'CANCEL_REQUESTED' | 'CANCELLED';
export type DebitStatus = 'SCHEDULED' | 'PAID' | 'FAILED' | 'CANCELLED';

/** What the customer sees for each state. */
export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  PENDING: 'Pendente: aguardando envio ao banco',
  SENT: 'Pendente: aguardando confirmação do banco',
  CONFIRMED: 'Confirmado',
  REFUSED: 'Recusado pelo banco',
  CANCEL_REQUESTED: 'Cancelamento solicitado',
  CANCELLED: 'Cancelado',
};

/** States in which the contract has a live authorisation (no second one may be asked). */
export const LIVE_STATUSES: readonly EnrolmentStatus[] = ['PENDING', 'SENT', 'CONFIRMED'];

export const DEBIT_MESSAGES = {
  bank: 'Escolha um banco da lista.',
  agency: 'Informe a agência com 4 algarismos, sem o dígito.',
  account: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
  consent: 'Para ativar o débito automático, confirme a autorização.',
  alreadyLive: 'Este contrato já tem um débito automático ativo ou pendente.',
  nothingToCancel: 'Este contrato não tem débito automático para cancelar.',
} as const;

export interface EnrolmentInput {
  bankCode: string;
  agency: string;
  account: string;
  accountDigit: string;
  consent: boolean;
}

/**
 * Field → message for the request form (empty when valid). With `banks` null only the bank
 * code's form is checked (the request schema, which does not know the settings' list).
 */
export function enrolmentErrors(
  input: Partial<Record<keyof EnrolmentInput, unknown>>,
  banks: readonly DebitBank[] | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const code = typeof input.bankCode === 'string' ? input.bankCode : '';
  if (banks ? !banks.some((b) => b.code === code) : !/^\d{3}$/.test(code)) errors.bankCode = DEBIT_MESSAGES.bank;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (!/^\d{4}$/.test(text(input.agency))) errors.agency = DEBIT_MESSAGES.agency;
  if (!/^\d{1,13}$/.test(text(input.account))) errors.account = DEBIT_MESSAGES.account;
  if (!/^[0-9Xx]$/.test(text(input.accountDigit))) errors.accountDigit = DEBIT_MESSAGES.account;
  if (input.consent !== true) errors.consent = DEBIT_MESSAGES.consent;
  return errors;
}

export const RETURN_UPLOAD_MESSAGES = {
  fileName: 'Informe o nome do arquivo (até 120 caracteres).',
  content: 'Envie o conteúdo do arquivo de retorno.',
  empty: 'O arquivo está vazio.',
  tooLarge: 'O arquivo de retorno tem mais de 2 MB.',
} as const;

/** The retorno upload { fileName, content } (the file's text): field → message. */
export function returnUploadErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = typeof body.fileName === 'string' ? body.fileName.trim() : '';
  if (name.length < 1 || name.length > 120) errors.fileName = RETURN_UPLOAD_MESSAGES.fileName;
  if (typeof body.content !== 'string') errors.content = RETURN_UPLOAD_MESSAGES.content;
  else if (body.content.length === 0) errors.content = RETURN_UPLOAD_MESSAGES.empty;
  else if (body.content.length > 2_000_000) errors.content = RETURN_UPLOAD_MESSAGES.tooLarge;
  return errors;
}

/** The account as the layout's 14 positions carry it: number and check digit, no separator. */
export const layoutAccount = (account: string, digit: string): string => `${account}${digit.toUpperCase()}`;

/** Shown masked to the customer and staff: only the last 3 characters of the account. */
export function maskedAccount(account: string, digit: string): string {
  const visible = account.slice(-3);
  return `${'•'.repeat(Math.max(account.length - 3, 0))}${visible}-${digit.toUpperCase()}`;
}

/**
 * The authorisation text the customer accepts, stored with its date/time and author: purpose
 * (the gas bills of this contract), the account (bank, agency, account) and how to revoke it.
 */
export function consentText(input: {
  company: string;
  bank: DebitBank;
  agency: string;
  account: string;
  accountDigit: string;
  consumerCode: string;
}): string {
  return (
    `Autorizo a ${input.company} a debitar na conta corrente ${input.account}-${input.accountDigit.toUpperCase()}, ` +
    `agência ${input.agency}, do banco ${input.bank.code} – ${input.bank.name}, de que sou titular, o valor de cada fatura ` +
    `de gás canalizado do contrato ${input.consumerCode} na data do seu vencimento. Esta autorização vale apenas para esta ` +
    `finalidade e esta conta, e posso cancelá-la a qualquer momento no portal ou no meu banco (Resolução CMN nº 4.790/2020).`
  );
}

/** The date the bank debits a bill: its due date, or the next business day when that is not one. */
export function debitDateOf(dueDate: IsoDate): IsoDate {
  return isBusinessDay(dueDate) ? dueDate : nextBusinessDay(dueDate);
}

/**
 * Whether a remessa made on `today` (a business day) carries the debit of a bill due on
 * `dueDate`: its debit date is at least one business day after today (the bank needs the file
 * before the date) and at most `leadBusinessDays` business days after it (files of the next days
 * would otherwise carry it too early; each bill is sent once).
 */
export function debitGoesInFileOf(today: IsoDate, dueDate: IsoDate, leadBusinessDays: number): boolean {
  const debitDate = debitDateOf(dueDate);
  return debitDate >= addBusinessDays(today, 1) && debitDate <= addBusinessDays(today, Math.max(leadBusinessDays, 1));
}

/** Return codes of record F (FEBRABAN débito automático), in Portuguese for the customer. */
export const RETURN_CODES: Readonly<Record<string, string>> = {
  '00': 'Débito efetuado',
  '01': 'Débito não efetuado: saldo insuficiente',
  '02': 'Débito não efetuado: conta corrente não cadastrada',
  '04': 'Débito não efetuado: outras restrições da conta',
  '05': 'Débito não efetuado: valor acima do limite autorizado',
  '10': 'Débito não efetuado: agência em regime de encerramento',
  '12': 'Débito não efetuado: valor inválido',
  '13': 'Débito não efetuado: data de lançamento inválida',
  '14': 'Débito não efetuado: agência inválida',
  '15': 'Débito não efetuado: conta corrente inválida',
  '18': 'Débito não efetuado: data do débito anterior à do processamento',
  '30': 'Débito não efetuado: sem autorização de débito automático no banco',
  '31': 'Débito efetuado em data diferente da informada (feriado na praça de débito)',
  '96': 'Manutenção do cadastro',
  '97': 'Cancelamento: lançamento não encontrado',
  '98': 'Cancelamento não efetuado: fora do prazo',
  '99': 'Cancelamento efetuado conforme solicitado',
};

/** The codes of record F that mean the bill was paid by the debit. */
export const PAID_CODES: readonly string[] = ['00', '31'];

export function returnReason(code: string): string {
  return RETURN_CODES[code] ?? `Débito não efetuado pelo banco (código ${code})`;
}

/** What a debit's return code does to it. */
export function debitOutcome(code: string, cancel: boolean): DebitStatus {
  if (cancel) return code === '99' ? 'CANCELLED' : 'SCHEDULED';
  return PAID_CODES.includes(code) ? 'PAID' : 'FAILED';
}

/** The customer-facing reason of a refused enrolment (record C's occurrences, or a default). */
export function refusalReason(occurrences: readonly string[]): string {
  const text = occurrences.join(' — ').trim();
  return text ? `O banco recusou a autorização: ${text}` : 'O banco recusou a autorização.';
}
