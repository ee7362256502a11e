/**
 * Global middleware `global::body-errors`, placed before `strapi::body`: a request body the
 * parser cannot read is the client's fault. koa-body answers broken JSON with 400 itself, but
 * with co-body's English parser message (now the Portuguese one below); a broken multipart body (cut short, malformed parts) makes formidable throw errors without an
 * HTTP status, which Strapi would answer with 500. Those become 400 (413 when formidable says
 * a limit was passed) with a Portuguese message; every other error passes through untouched.
 * The body limits (body-limits.ts) answer 413 in Portuguese too: a JSON, form or text body past
 * its limit (raw-body's `entity.too.large`) and files past formidable's total, which Strapi's
 * body middleware answers itself with an English 'FileTooBig'.
 */
import type { Context, Next } from 'koa';
import { portalError } from '../portal/core/http';
import { BODY_LIMIT_MESSAGES } from './body-limits';

export const BODY_UNREADABLE = 'Não foi possível ler os dados enviados. Verifique o formulário e tente novamente.';
export const BODY_TOO_LARGE = 'Os dados enviados passam do tamanho permitido.';

/** formidable's FormidableError: a numeric `httpCode` (500 by default even for bad input). */
const isParserError = (error: unknown): error is { httpCode: number } =>
  Boolean(error) && typeof (error as { httpCode?: unknown }).httpCode === 'number' && !(error as { status?: unknown }).status;

/**
 * co-body's error for a JSON body that does not parse, or that is not an object or an array
 * (strict mode): a SyntaxError with `status` 400 whose English message would reach the client.
 */
const isUnreadableJson = (error: unknown) => error instanceof SyntaxError && (error as { status?: unknown }).status === 400;

/** raw-body's error for a JSON, form or text body past koa-body's limit. */
const isTooLargeText = (error: unknown) =>
  Boolean(error) && (error as { status?: unknown }).status === 413 && (error as { type?: unknown }).type === 'entity.too.large';

/** What Strapi's body middleware answers for formidable's maxFileSize: `ctx.payloadTooLarge('FileTooBig')`. */
const isFileTooBigAnswer = (ctx: Context) =>
  ctx.status === 413 && (ctx.body as { error?: { message?: unknown } } | undefined)?.error?.message === 'FileTooBig';

export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (isTooLargeText(error)) throw portalError(413, BODY_LIMIT_MESSAGES.json);
    if (isUnreadableJson(error)) throw portalError(400, BODY_UNREADABLE);
    if (!isParserError(error)) throw error;
    throw error.httpCode === 413 ? portalError(413, BODY_TOO_LARGE) : portalError(400, BODY_UNREADABLE);
  }
  if (isFileTooBigAnswer(ctx)) throw portalError(413, BODY_LIMIT_MESSAGES.files);
};
