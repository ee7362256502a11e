/** Answer schemas of the personal access tokens (issue 26 §6; docs/access-tokens.md), strict as those of `./answers.ts`. */
import * as v from 'valibot';
import { TOKEN_SCOPES, type AccessTokenList, type AccessTokenView } from '../access-tokens/rules';

const token = v.strictObject({
  id: v.string(),
  name: v.string(),
  scopes: v.array(v.picklist(TOKEN_SCOPES)),
  prefix: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  expiresAt: v.string(),
  revokedAt: v.nullable(v.string()),
  state: v.picklist(['active', 'expired', 'revoked']),
});

const list = v.strictObject({ tokens: v.array(token), maxDays: v.pipe(v.number(), v.integer()) });

export const ACCESS_TOKEN_ANSWERS = {
  accessTokenList: v.strictObject({ data: list }),
  /** The only answer that carries the token itself. */
  accessTokenCreated: v.strictObject({ data: v.strictObject({ ...token.entries, token: v.string() }), message: v.string() }),
  accessTokenRevoked: v.strictObject({ data: token, message: v.string() }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

/**
 * The schemas and the types stay equal (compile-time check).
 * @public
 */
export const ACCESS_TOKEN_ANSWERS_MATCH: [
  Same<v.InferOutput<typeof token>, AccessTokenView>,
  Same<v.InferOutput<typeof list>, AccessTokenList>,
] = [true, true];
