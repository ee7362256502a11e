/**
 * "Acesso por API" (issue 26 §6; docs/access-tokens.md): the industrial administrator lists,
 * creates and revokes its personal access tokens. The token is answered once, at creation; only
 * its SHA-256 is stored. Using a token is the policy's side (portal/core/access-tokens.ts).
 */
import type { Core } from '@strapi/strapi';
import {
  ACCESS_TOKEN_MESSAGES,
  MAX_ACTIVE_TOKENS,
  createTokenErrors,
  displayPrefix,
  expiresAtFor,
  tokenState,
  type AccessTokenList,
  type AccessTokenView,
} from '../../domain/access-tokens/rules';
import type { UserScope } from '../core/access';
import { ACCESS_TOKEN_UID, hashToken, maxExpiryDays, newTokenText, scopesOf, type AccessTokenRow } from '../core/access-tokens';
import { now } from '../core/clock';
import { notFound, unprocessable, type Body } from '../core/http';
import { throwIfErrors } from '../core/validate';

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

function tokenView(row: AccessTokenRow, at: Date): AccessTokenView {
  return {
    id: row.documentId,
    name: row.name,
    scopes: scopesOf(row),
    prefix: row.prefix,
    createdAt: iso(row.createdAt)!,
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt)!,
    revokedAt: iso(row.revokedAt),
    state: tokenState(row, at),
  };
}

const ownTokens = (strapi: Core.Strapi, ownerId: number) =>
  strapi.db.query(ACCESS_TOKEN_UID).findMany({ where: { ownerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }) as Promise<
    AccessTokenRow[]
  >;

/** GET /api/access-tokens — the account's tokens, newest first, and the longest expiry allowed. */
export async function listTokens(strapi: Core.Strapi, state: UserScope): Promise<{ data: AccessTokenList }> {
  const at = now();
  const rows = await ownTokens(strapi, state.user.id);
  return { data: { tokens: rows.map((row) => tokenView(row, at)), maxDays: maxExpiryDays() } };
}

/**
 * POST /api/access-tokens — `{ name, scopes, expiresInDays }`: expiry from 1 day to
 * ACCESS_TOKEN_MAX_DAYS, at most MAX_ACTIVE_TOKENS active tokens per account. The answer holds the
 * token, the only time it is shown.
 */
export async function createToken(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'access-tokens.create'>,
): Promise<{ data: AccessTokenView & { token: string }; message: string }> {
  throwIfErrors(createTokenErrors(body));
  const days = body.expiresInDays as number;
  const maxDays = maxExpiryDays();
  if (days > maxDays)
    throw unprocessable(ACCESS_TOKEN_MESSAGES.expiryTooLong(maxDays), { expiresInDays: ACCESS_TOKEN_MESSAGES.expiryTooLong(maxDays) });
  const at = now();
  const ownerId = state.user.id;
  const scopes = [...new Set(body.scopes as string[])];
  const token = newTokenText();
  const row = (await strapi.db.transaction(async () => {
    const active = (await ownTokens(strapi, ownerId)).filter((r) => tokenState(r, at) === 'active').length;
    if (active >= MAX_ACTIVE_TOKENS) throw unprocessable(ACCESS_TOKEN_MESSAGES.tooManyTokens);
    return strapi.db.query(ACCESS_TOKEN_UID).create({
      data: {
        ownerId,
        name: String(body.name).trim(),
        scopes,
        prefix: displayPrefix(token),
        tokenHash: hashToken(token),
        expiresAt: expiresAtFor(at, days),
        revokedAt: null,
        lastUsedAt: null,
        createdAt: at,
      },
    });
  })) as AccessTokenRow;
  return { data: { ...tokenView(row, at), token }, message: ACCESS_TOKEN_MESSAGES.created };
}

/** DELETE /api/access-tokens/:id — revokes one of the account's tokens (again: the same answer); another account's → 404. */
export async function revokeToken(strapi: Core.Strapi, state: UserScope, id: unknown): Promise<{ data: AccessTokenView; message: string }> {
  const at = now();
  const found =
    typeof id === 'string' && id.length <= 64
      ? ((await strapi.db.query(ACCESS_TOKEN_UID).findOne({ where: { documentId: id, ownerId: state.user.id } })) as AccessTokenRow | null)
      : null;
  if (!found) throw notFound(ACCESS_TOKEN_MESSAGES.notFound);
  const row = found.revokedAt
    ? found
    : ((await strapi.db.query(ACCESS_TOKEN_UID).update({ where: { id: found.id }, data: { revokedAt: at } })) as AccessTokenRow);
  return { data: tokenView(row, at), message: ACCESS_TOKEN_MESSAGES.revoked };
}
