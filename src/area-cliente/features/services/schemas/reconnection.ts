/** Reconnection form (spec 02 §5): period required, valid phone, payment proofs when there are pending debits. */
import * as v from 'valibot';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { isPeriod, phoneError } from '@domain/service/rules';

export const reconnectionSchema = (withDebits: boolean) =>
  v.object({
    date: v.pipe(v.string(), v.minLength(1, M.required)),
    period: v.pipe(
      v.string(),
      v.check((value) => isPeriod(value), M.required),
    ),
    phone: v.pipe(
      v.string(),
      v.check((value) => phoneError(value) === null, M.invalidPhone),
    ),
    files: v.pipe(
      v.array(v.instance(File)),
      v.check((files) => !withDebits || files.length > 0, M.required),
    ),
  });

export type ReconnectionValues = v.InferOutput<ReturnType<typeof reconnectionSchema>>;
