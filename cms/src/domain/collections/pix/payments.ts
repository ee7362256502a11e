/**
 * Pix received, as the Pix API reports them (the webhook's `{ "pix": [...] }` and `GET /pix`'s
 * `pix` list, schema `Pix`): read and checked, then judged against the bill they name. A payment
 * is applied when its amount is exactly what the bill's charge asks on the day it was paid (São
 * Paulo date of `horario`): the original amount on time (less the discount, when one applies) or
 * with the fine and interest when late. Any other amount is recorded and flagged for staff, never
 * applied as paid.
 */
import { saoPauloDate } from '../../time/sao-paulo';
import { amountDueOn, hundredths, type AmountDue, type CobvRules } from './amounts';

export interface PixReceived {
  endToEndId: string;
  txid: string | null;
  amountCents: number;
  /** ISO instant of `horario`. */
  paidAt: string;
}

export const PIX_PAYMENT_MESSAGES = {
  badBody: 'Corpo do webhook inválido: esperado {"pix": [{"endToEndId", "txid", "valor", "horario"}]}.',
} as const;

/** One `Pix` item, or null when it does not follow the schema (endToEndId 32 letters/digits…). */
export function parsePix(item: unknown): PixReceived | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  const { endToEndId, txid, valor, horario } = item as Record<string, unknown>;
  if (typeof endToEndId !== 'string' || !/^[a-zA-Z0-9]{32}$/.test(endToEndId)) return null;
  if (txid !== undefined && txid !== null && (typeof txid !== 'string' || !/^[a-zA-Z0-9]{1,35}$/.test(txid))) return null;
  if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor)) return null;
  if (typeof horario !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(horario)) return null;
  const at = new Date(horario);
  if (Number.isNaN(at.getTime())) return null;
  return { endToEndId, txid: typeof txid === 'string' ? txid : null, amountCents: hundredths(valor), paidAt: at.toISOString() };
}

/** The webhook's body: 1 to 1000 items, every one well formed; null otherwise (nothing applied). */
export function parseWebhookBody(body: unknown): PixReceived[] | null {
  const list = body && typeof body === 'object' && !Array.isArray(body) ? (body as { pix?: unknown }).pix : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > 1000) return null;
  const items = list.map(parsePix);
  return items.every((item): item is PixReceived => item !== null) ? items : null;
}

export type PaymentVerdict = { kind: 'paid'; due: AmountDue } | { kind: 'mismatch'; due: AmountDue } | { kind: 'already-paid' };

export interface JudgedBill {
  amountCents: number;
  dueDate: string;
  paymentDate: string | null;
}

export function judgePayment(bill: JudgedBill, pix: PixReceived, rules: CobvRules): PaymentVerdict {
  if (bill.paymentDate) return { kind: 'already-paid' };
  const due = amountDueOn(bill.amountCents, bill.dueDate, saoPauloDate(new Date(pix.paidAt)), rules);
  return pix.amountCents === due.totalCents ? { kind: 'paid', due } : { kind: 'mismatch', due };
}
