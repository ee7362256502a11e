/** Temporary block form (spec 02 §5): reason ('Selecione uma das opções'), start date ('Esse campo é obrigatório'), optional new address. */
import * as v from 'valibot';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { blockDateError, isBlockReason, newAddressError } from '@domain/service/rules';
import { ruleField } from '~/lib/form-rules';

export const temporaryBlockSchema = (now: () => Date) =>
  v.object({
    reason: v.pipe(
      v.string(),
      v.check((value) => isBlockReason(value), M.blockReasonRequired),
    ),
    date: ruleField((value) => blockDateError(value, now())),
    newAddress: ruleField(newAddressError),
  });

export type TemporaryBlockValues = v.InferOutput<ReturnType<typeof temporaryBlockSchema>>;
