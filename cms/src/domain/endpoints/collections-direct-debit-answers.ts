/** Answer schemas of the débito automático calls (docs/collections-direct-debit.md), mirroring `../collections/direct-debit/types.ts`. */
import * as v from 'valibot';
import type { DirectDebitAnswer, DirectDebitFileView } from '../collections/direct-debit/types';

const enrolmentStatus = v.picklist(['PENDING', 'SENT', 'CONFIRMED', 'REFUSED', 'CANCEL_REQUESTED', 'CANCELLED']);
const debitStatus = v.picklist(['SCHEDULED', 'PAID', 'FAILED', 'CANCELLED']);
const nullableString = v.nullable(v.string());

const enrolment = v.strictObject({
  id: v.number(),
  status: enrolmentStatus,
  statusLabel: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  agency: v.string(),
  account: v.string(),
  reason: nullableString,
  consentText: v.string(),
  consentAt: v.string(),
  consentByName: nullableString,
  requestedAt: v.string(),
  confirmedAt: nullableString,
  cancelledAt: nullableString,
  canCancel: v.boolean(),
});

const debit = v.strictObject({
  numDoc: v.string(),
  dueDate: v.string(),
  debitDate: v.string(),
  amountCents: v.number(),
  status: debitStatus,
  reason: nullableString,
});

const directDebit = v.strictObject({
  company: v.string(),
  banks: v.array(v.strictObject({ code: v.string(), name: v.string() })),
  enrolment: v.nullable(enrolment),
  debits: v.array(debit),
  canEnrol: v.boolean(),
});

const file = v.strictObject({
  id: v.number(),
  direction: v.picklist(['REMESSA', 'RETORNO']),
  bankCode: v.string(),
  businessDate: v.string(),
  nsa: v.nullable(v.number()),
  status: v.picklist(['WAITING', 'PROCESSING', 'DONE', 'ERROR']),
  fileName: nullableString,
  summary: nullableString,
  error: nullableString,
});

export const DIRECT_DEBIT_ANSWERS = {
  directDebit: v.strictObject({ data: directDebit }),
  directDebitChanged: v.strictObject({ message: v.string(), data: directDebit }),
  directDebitFiles: v.strictObject({ data: v.array(file) }),
  directDebitFileQueued: v.strictObject({ message: v.string(), data: file }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof DIRECT_DEBIT_ANSWERS> = v.InferOutput<(typeof DIRECT_DEBIT_ANSWERS)[K]>;

/**
 * The schemas above and the answer types cannot drift apart (compile time).
 * @public
 */
export const DIRECT_DEBIT_ANSWER_TYPES_MATCH: [
  Same<Out<'directDebit'>, { data: DirectDebitAnswer }>,
  Same<Out<'directDebitChanged'>, { message: string; data: DirectDebitAnswer }>,
  Same<Out<'directDebitFiles'>, { data: DirectDebitFileView[] }>,
  Same<Out<'directDebitFileQueued'>, { message: string; data: DirectDebitFileView }>,
] = [true, true, true, true];
