/**
 * ★ Payment confirmation: POST /api/payments/pix/webhook (public; PORTAL-API.md §11a).
 *
 * The payment provider sends the time of the call in `X-Pix-Timestamp` (Unix seconds) and
 * `X-Pix-Signature: sha256=<hex>`, the HMAC-SHA256 under the shared secret PIX_WEBHOOK_SECRET of
 * `<timestamp>.<raw body>`: the signature covers the time, so a captured call cannot be replayed
 * once it is older than 5 minutes (by the server's clock, `now()`); a timestamp
 * more than 30 s in the future is refused too. Within the window a replay changes nothing
 * (idempotent by end-to-end id, below). The body is the Pix API
 * callback of the BCB standard: `{"pix": [{"endToEndId", "txid", "valor", "horario"}]}`.
 * Each item marks the bill whose txid it names as paid on the São Paulo date of `horario` and
 * notifies the contract's users, all in one transaction. Idempotent by end-to-end id: a
 * replay changes nothing and answers 200 ("duplicate"), so the provider stops retrying.
 * Unsigned or badly signed calls (401), malformed ones (400), an unknown txid (404), an
 * end-to-end id already used for another bill (409) or an amount other than the bill's (422)
 * change nothing at all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import { nowMs } from '../core/clock';
import { badRequest, conflict, notFound, unauthorized, unprocessable } from '../core/http';
import { noticePaid } from './notices';
import { INVOICE_UID, normalizeRow, type InvoiceRow } from '../core/invoice-rows';
import { recordPaymentCredit } from '../core/contract-credits';

export const SIGNATURE_HEADER = 'x-pix-signature';
export const TIMESTAMP_HEADER = 'x-pix-timestamp';
/** How old a signed call may be (seconds), and how far ahead of the server's clock. */
export const MAX_AGE_S = 300;
export const FUTURE_SKEW_S = 30;

export const WEBHOOK_MESSAGES = {
  badSignature: 'Assinatura do webhook ausente ou inválida.',
  stale: 'Chamada do webhook fora do prazo: o horário assinado (X-Pix-Timestamp) tem mais de 5 minutos ou está no futuro.',
  badBody: 'Corpo do webhook inválido: esperado {"pix": [{"endToEndId", "txid", "valor", "horario"}]}.',
  unknownTxid: 'txid desconhecido.',
  endToEndReused: 'endToEndId já registrado para outra fatura.',
  amountMismatch: 'Valor do Pix diferente do valor da fatura.',
} as const;

const UNPARSED = Symbol.for('unparsedBody');

/** The body exactly as received (kept by koa-body with includeUnparsed, config/middlewares). */
export function rawBodyOf(ctx: Context): string | null {
  const body = (ctx.request as { body?: unknown }).body;
  if (body && typeof body === 'object') {
    const raw = (body as Record<symbol, unknown>)[UNPARSED];
    if (typeof raw === 'string') return raw;
    if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  }
  return null;
}

/** HMAC-SHA256 (hex) of `<timestamp>.<raw body>` under the secret. */
export function signatureOf(secret: string, timestamp: string, raw: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(raw, 'utf8').digest('hex');
}

/** The signed timestamp header: Unix seconds, digits only; null when missing or malformed. */
export function timestampOf(header: unknown): string | null {
  return typeof header === 'string' && /^\d{1,12}$/.test(header.trim()) ? header.trim() : null;
}

/** Constant-time check of `sha256=<hex>` (or bare hex) against the HMAC of timestamp and body. */
export function validSignature(secret: string | undefined, timestamp: string | null, raw: string | null, header: unknown): boolean {
  if (!secret || timestamp === null || raw === null || typeof header !== 'string') return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(signatureOf(secret, timestamp, raw), 'hex'));
}

/** Whether a signed timestamp is within the window: at most 5 minutes old, at most 30 s ahead. */
export function freshTimestamp(timestamp: string, nowMillis: number): boolean {
  const age = nowMillis / 1000 - Number(timestamp);
  return age <= MAX_AGE_S && age >= -FUTURE_SKEW_S;
}

interface PixItem {
  endToEndId: string;
  txid: string;
  amountCents: number;
  paidAt: Date;
}

function parseItems(body: unknown): PixItem[] {
  const list = body && typeof body === 'object' && !Array.isArray(body) ? (body as { pix?: unknown }).pix : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100) throw badRequest(WEBHOOK_MESSAGES.badBody);
  return list.map((item) => {
    const { endToEndId, txid, valor, horario } = (item ?? {}) as Record<string, unknown>;
    const paidAt = typeof horario === 'string' ? new Date(horario) : null;
    if (
      typeof endToEndId !== 'string' ||
      !/^E[0-9A-Za-z]{31}$/.test(endToEndId) ||
      typeof txid !== 'string' ||
      !/^[0-9A-Za-z]{1,35}$/.test(txid) ||
      typeof valor !== 'string' ||
      !/^\d{1,10}\.\d{2}$/.test(valor) ||
      !paidAt ||
      Number.isNaN(paidAt.getTime()) ||
      !/^\d{4}-\d{2}-\d{2}T/.test(horario as string)
    )
      throw badRequest(WEBHOOK_MESSAGES.badBody);
    const [reais, cents] = valor.split('.') as [string, string];
    return { endToEndId, txid, amountCents: Number(reais) * 100 + Number(cents), paidAt };
  });
}

export type ItemResult = 'paid' | 'duplicate' | 'already-paid';

export async function receivePixWebhook(strapi: Core.Strapi, ctx: Context) {
  const raw = rawBodyOf(ctx);
  const timestamp = timestampOf(ctx.get(TIMESTAMP_HEADER));
  if (!validSignature(process.env.PIX_WEBHOOK_SECRET, timestamp, raw, ctx.get(SIGNATURE_HEADER)))
    throw unauthorized(WEBHOOK_MESSAGES.badSignature);
  if (!freshTimestamp(timestamp!, nowMs())) throw unauthorized(WEBHOOK_MESSAGES.stale);
  const items = parseItems((ctx.request as { body?: unknown }).body);
  const results = await strapi.db.transaction(async () => {
    const out: { endToEndId: string; txid: string; result: ItemResult }[] = [];
    for (const item of items) {
      const row = (await strapi.db
        .query(INVOICE_UID)
        .findOne({ where: { pixTxid: item.txid }, populate: { contract: { select: ['id'] } } })) as
        (InvoiceRow & { contract?: { id: number } | null }) | null;
      if (!row) throw notFound(WEBHOOK_MESSAGES.unknownTxid);
      const invoice = normalizeRow(row);
      let result: ItemResult;
      if (invoice.pixEndToEndId === item.endToEndId) result = 'duplicate';
      else {
        const holder = await strapi.db.query(INVOICE_UID).findOne({ where: { pixEndToEndId: item.endToEndId }, select: ['id'] });
        if (holder) throw conflict(WEBHOOK_MESSAGES.endToEndReused);
        if (item.amountCents !== invoice.amountCents) throw unprocessable(WEBHOOK_MESSAGES.amountMismatch);
        if (invoice.paymentDate) {
          // Paid already (another Pix or the bank): the second payment is a credit of the contract, consumed by the next bill.
          strapi.log.warn(`Pix ${item.endToEndId} para a fatura ${invoice.numDoc}, que já estava paga: crédito do contrato`);
          if (row.contract?.id)
            await recordPaymentCredit(strapi, {
              contractId: row.contract.id,
              origin: 'DOUBLE_PAYMENT',
              amountCents: item.amountCents,
              sourceKey: `PIX:${item.endToEndId}`,
              numDoc: invoice.numDoc,
            });
          result = 'already-paid';
        } else {
          await strapi.db.query(INVOICE_UID).update({
            where: { id: invoice.id },
            data: {
              paymentDate: saoPauloDate(item.paidAt),
              paidAt: item.paidAt.toISOString(),
              paymentMethod: 'PIX',
              pixEndToEndId: item.endToEndId,
            },
          });
          if (row.contract?.id) await noticePaid(strapi, invoice, row.contract.id);
          result = 'paid';
        }
      }
      out.push({ endToEndId: item.endToEndId, txid: item.txid, result });
    }
    return out;
  });
  return { received: results.length, results };
}
