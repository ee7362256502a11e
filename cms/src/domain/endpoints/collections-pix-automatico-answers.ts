/** Answer schemas of Pix Automático (docs/collections-pix-automatico.md), mirroring `../collections/pix/automatic/views.ts`. */
import * as v from 'valibot';
import type { PixAutomaticoAnswer } from '../collections/pix/automatic/views';

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const nullableString = v.nullable(v.string());

const recurrence = v.strictObject({
  idRec: v.string(),
  status: v.picklist(['CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA']),
  statusLabel: v.string(),
  ceilingCents: v.nullable(v.pipe(v.number(), v.integer())),
  pixCopiaECola: nullableString,
  pixQrCode: nullableString,
  firstDueDate: isoDate,
  journey: v.picklist(['JORNADA_2', 'JORNADA_4']),
  paysBill: nullableString,
  requestedAt: v.string(),
  approvedAt: nullableString,
  closedAt: nullableString,
  reason: nullableString,
  canCancel: v.boolean(),
});

const charge = v.strictObject({
  numDoc: v.string(),
  dueDate: isoDate,
  amountCents: v.pipe(v.number(), v.integer()),
  state: v.picklist(['SCHEDULED', 'PAID', 'RETRYING', 'FAILED', 'SKIPPED', 'CANCELLED']),
  notice: v.string(),
});

const pixAutomatico = v.strictObject({
  available: v.boolean(),
  recurrence: v.nullable(recurrence),
  charges: v.array(charge),
  canAuthorise: v.boolean(),
  composedBill: v.nullable(
    v.strictObject({ numDoc: v.string(), referenceLabel: v.string(), dueDate: isoDate, amountCents: v.pipe(v.number(), v.integer()) }),
  ),
});

export const PIX_AUTOMATICO_ANSWERS = {
  pixAutomatico: v.strictObject({ data: pixAutomatico }),
  pixAutomaticoChanged: v.strictObject({ message: v.string(), data: pixAutomatico }),
  pixAutomaticoRecWebhook: v.strictObject({
    received: v.pipe(v.number(), v.integer()),
    results: v.array(v.strictObject({ idRec: v.string(), result: v.picklist(['UPDATED', 'UNCHANGED', 'UNKNOWN_REC']) })),
  }),
  pixAutomaticoCobrWebhook: v.strictObject({
    received: v.pipe(v.number(), v.integer()),
    results: v.array(
      v.strictObject({
        txid: v.string(),
        result: v.picklist(['APPLIED', 'MISMATCH', 'ALREADY_PAID', 'UNKNOWN_TXID', 'DUPLICATE', 'UPDATED', 'UNCHANGED']),
      }),
    ),
  }),
};

/** True when A and B are the same type (both directions assignable). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema above and the view type of the use case cannot drift apart (compile time).
 * @public
 */
export const PIX_AUTOMATICO_ANSWER_TYPES_MATCH: [Same<v.InferOutput<typeof pixAutomatico>, PixAutomaticoAnswer>] = [true];
