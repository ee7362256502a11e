/** Answer schemas of the paperless bill calls (issue 24 §5; docs/collections-paperless.md), strict as those of `./answers.ts`. */
import * as v from 'valibot';
import type { PaperlessPreferences } from '../collections/paperless/rules';

const preferences = v.strictObject({
  novaFatura: v.boolean(),
  lembreteVencimento: v.boolean(),
  confirmacaoPagamento: v.boolean(),
});

export const COLLECTIONS_PAPERLESS_ANSWERS = {
  paperlessPreferences: v.strictObject({ data: preferences }),
  paperlessPreferencesUpdate: v.strictObject({ data: preferences, message: v.string() }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

/**
 * The schema and the type stay equal (compile-time check).
 * @public
 */
export const PAPERLESS_ANSWERS_MATCH: Same<v.InferOutput<typeof preferences>, PaperlessPreferences> = true;
