/**
 * The Pix Automático webhooks of the BCB Pix API: the PSP calls `<webhookrec URL>` with
 * `{ "recs": [RecNotification…] }` when a recurrence changes (approved, rejected, expired,
 * cancelled) and `<webhookcobr URL>` with `{ "cobsr": [CobRNotification…] }` when a recurring
 * charge or one of its attempts changes. Read and checked here (pure); a body with one bad item
 * is refused whole (nothing applied), as the cobv webhook does.
 *
 * `cobrOutcome` says what a charge's notification means for the bill: paid (once, by the Pix's
 * `endToEndId`), an attempt refused (with the reason, the bill keeps its other ways to pay and a
 * retry may follow), scheduled, or closed without payment.
 */
import { hundredths } from '../amounts';
import type { CobrStatus, RecStatus } from './recurrence';

const REC_STATUSES: readonly RecStatus[] = ['CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA'];
const COBR_STATUSES: readonly CobrStatus[] = ['CRIADA', 'ATIVA', 'CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA'];
const ID_REC = /^[a-zA-Z0-9]{29}$/;
const TXID = /^[a-zA-Z0-9]{26,35}$/;
const E2E = /^[a-zA-Z0-9]{32}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export interface RecChange {
  idRec: string;
  status: RecStatus;
  /** The journey the payer took (`ativacao.tipoJornada`), when given. */
  journey: string | null;
  /** The reason of a rejection or cancellation (`encerramento`), when given. */
  reason: string | null;
  /** When the last status was reached (the latest `atualizacao.data`). */
  at: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function lastUpdate(list: unknown, statuses: readonly string[]): string | null {
  if (!Array.isArray(list) || list.length === 0) return null;
  let latest: string | null = null;
  for (const entry of list) {
    if (!isObj(entry) || !statuses.includes(entry.status as string)) return null;
    if (typeof entry.data !== 'string' || !INSTANT.test(entry.data) || Number.isNaN(Date.parse(entry.data))) return null;
    const at = new Date(entry.data).toISOString();
    if (!latest || at > latest) latest = at;
  }
  return latest;
}

function closingReason(encerramento: unknown): string | null {
  if (!isObj(encerramento)) return null;
  const detail = isObj(encerramento.rejeicao) ? encerramento.rejeicao : isObj(encerramento.cancelamento) ? encerramento.cancelamento : null;
  if (!detail) return null;
  const code = typeof detail.codigo === 'string' ? detail.codigo : '';
  const text = typeof detail.descricao === 'string' ? detail.descricao : '';
  return [code, text].filter(Boolean).join(' — ').slice(0, 400) || null;
}

export function parseRecNotification(item: unknown): RecChange | null {
  if (!isObj(item)) return null;
  if (typeof item.idRec !== 'string' || !ID_REC.test(item.idRec)) return null;
  if (!REC_STATUSES.includes(item.status as RecStatus)) return null;
  const at = lastUpdate(item.atualizacao, REC_STATUSES);
  if (!at) return null;
  const tipo = isObj(item.ativacao) ? item.ativacao.tipoJornada : null;
  const journey = typeof tipo === 'string' && /^JORNADA_[1-4]$/.test(tipo) ? tipo : null;
  return { idRec: item.idRec, status: item.status as RecStatus, journey, reason: closingReason(item.encerramento), at };
}

function list(body: unknown, key: string): unknown[] | null {
  const items = isObj(body) ? body[key] : undefined;
  return Array.isArray(items) && items.length > 0 && items.length <= 1000 ? items : null;
}

export function parseRecWebhookBody(body: unknown): RecChange[] | null {
  const items = list(body, 'recs')?.map(parseRecNotification);
  return items && items.every((i): i is RecChange => i !== null) ? items : null;
}

export type CobrOutcome =
  | { kind: 'paid'; endToEndId: string; amountCents: number; paidAt: string }
  /** `attempt`: which attempt was refused (1 = the first debit, 2 = the first retry …). */
  | { kind: 'attempt-refused'; reason: string | null; attempt: number }
  | { kind: 'scheduled'; date: string | null }
  | { kind: 'closed'; status: 'EXPIRADA' | 'REJEITADA' | 'CANCELADA'; reason: string | null }
  | { kind: 'created' };

export interface CobrChange {
  idRec: string;
  txid: string;
  status: CobrStatus;
  at: string;
  outcome: CobrOutcome;
}

interface Attempt {
  status: string;
  date: string | null;
  reason: string | null;
}

function attempts(value: unknown): Attempt[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const out: Attempt[] = [];
  for (const t of value) {
    if (!isObj(t) || typeof t.status !== 'string') return null;
    const date = typeof t.dataLiquidacao === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(t.dataLiquidacao) ? t.dataLiquidacao : null;
    out.push({ status: t.status, date, reason: closingReason({ rejeicao: t.rejeicao }) });
  }
  return out;
}

export function parseCobrNotification(item: unknown): CobrChange | null {
  if (!isObj(item)) return null;
  if (typeof item.idRec !== 'string' || !ID_REC.test(item.idRec)) return null;
  if (typeof item.txid !== 'string' || !TXID.test(item.txid)) return null;
  if (!COBR_STATUSES.includes(item.status as CobrStatus)) return null;
  const status = item.status as CobrStatus;
  const at = lastUpdate(item.atualizacao, COBR_STATUSES);
  const tries = attempts(item.tentativas);
  if (!at || !tries) return null;
  const base = { idRec: item.idRec, txid: item.txid, status, at };
  if (status === 'CONCLUIDA') {
    const pix = Array.isArray(item.pix) ? item.pix[0] : undefined;
    if (!isObj(pix)) return null;
    const { endToEndId, valor, horario } = pix;
    if (typeof endToEndId !== 'string' || !E2E.test(endToEndId)) return null;
    if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor)) return null;
    if (typeof horario !== 'string' || !INSTANT.test(horario) || Number.isNaN(Date.parse(horario))) return null;
    return { ...base, outcome: { kind: 'paid', endToEndId, amountCents: hundredths(valor), paidAt: new Date(horario).toISOString() } };
  }
  if (status === 'EXPIRADA' || status === 'REJEITADA' || status === 'CANCELADA')
    return { ...base, outcome: { kind: 'closed', status, reason: closingReason(item.encerramento) } };
  const last = tries.at(-1);
  if (last?.status === 'REJEITADA') return { ...base, outcome: { kind: 'attempt-refused', reason: last.reason, attempt: tries.length } };
  if (status === 'ATIVA') return { ...base, outcome: { kind: 'scheduled', date: last?.date ?? null } };
  return { ...base, outcome: { kind: 'created' } };
}

export function parseCobrWebhookBody(body: unknown): CobrChange[] | null {
  const items = list(body, 'cobsr')?.map(parseCobrNotification);
  return items && items.every((i): i is CobrChange => i !== null) ? items : null;
}
