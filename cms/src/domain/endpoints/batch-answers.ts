/**
 * Answer schemas of the uploads and the batch history (spec 02 §2.10, §2.11; PORTAL-API.md §16)
 * and of the dashboard's daily-data upload (PORTAL-API.md §17 "Daily data upload"), strict as the
 * others of `./answers.ts`, each mirroring its type of `../batches/types.ts` (a compile-time check
 * below keeps them equal). Dates of a batch's rows are dd/mm/aaaa, its own times ISO instants.
 */
import * as v from 'valibot';
import { BATCH_ITEM_STATUSES, BATCH_STATUSES } from '../batches/constants';
import type { BatchItemView, BatchView, UploadAnswer } from '../batches/types';

const nullableString = v.nullable(v.string());
const dayMonthYear = v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/));
const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const id = v.pipe(v.number(), v.integer());

const batchView = v.strictObject({
  id,
  kind: v.string(),
  status: v.picklist(BATCH_STATUSES),
  scheduledDate: v.nullable(dayMonthYear),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  fileName: v.string(),
  totalItems: count,
  processedItems: count,
  errorItems: count,
});

const batchItemView = v.strictObject({
  id,
  batchId: id,
  line: id,
  status: v.picklist(BATCH_ITEM_STATUSES),
  reason: nullableString,
  consumerCode: nullableString,
  consumerCpfCnpj: nullableString,
  numDoc: nullableString,
  data: v.strictObject({
    deadline: v.nullable(dayMonthYear),
    price: v.nullable(v.number()),
    priceCents: v.nullable(v.pipe(v.number(), v.integer())),
    scheduledDate: v.nullable(dayMonthYear),
  }),
});

export const BATCH_ANSWERS = {
  /** POST /batch, /services/connection/locations/import and the dashboard's import-daily. */
  batchUploaded: v.strictObject({ data: batchView, message: v.string() }),
  batchList: v.strictObject({ data: v.array(batchView) }),
  batchItems: v.strictObject({ data: v.array(batchItemView) }),
  /** GET the daily-data upload's batch by id. */
  batchState: v.strictObject({ data: batchView }),
};

/** True when A and B are the same type (both directions assignable). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof BATCH_ANSWERS> = v.InferOutput<(typeof BATCH_ANSWERS)[K]>;

/**
 * The schemas above and the answer types of the use cases cannot drift apart (compile time).
 * @public
 */
export const BATCH_ANSWER_TYPES_MATCH: [
  Same<Out<'batchUploaded'>, UploadAnswer>,
  Same<Out<'batchList'>, { data: BatchView[] }>,
  Same<Out<'batchItems'>, { data: BatchItemView[] }>,
  Same<Out<'batchState'>, { data: BatchView }>,
] = [true, true, true, true];
