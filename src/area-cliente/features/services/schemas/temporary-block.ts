/** Temporary block form (spec 02 §5): reason ('Selecione uma das opções'), start date ('Esse campo é obrigatório'), optional new address. */
import * as v from 'valibot';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { blockDateError, isBlockReason, newAddressError } from '@domain/service/rules';

export const temporaryBlockSchema = (now: () => Date) =>
  v.object({
    reason: v.pipe(
      v.string(),
      v.check((value) => isBlockReason(value), M.blockReasonRequired),
    ),
    date: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const error = blockDateError(dataset.value, now());
        if (error) addIssue({ message: error });
      }),
    ),
    newAddress: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const error = newAddressError(dataset.value);
        if (error) addIssue({ message: error });
      }),
    ),
  });

export type TemporaryBlockValues = v.InferOutput<ReturnType<typeof temporaryBlockSchema>>;
