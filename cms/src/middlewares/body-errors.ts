/**
 * Global middleware `global::body-errors`, placed before `strapi::body`: a request body the
 * parser cannot read is the client's fault. koa-body answers broken JSON with 400 itself, but
 * a broken multipart body (cut short, malformed parts) makes formidable throw errors without an
 * HTTP status, which Strapi would answer with 500. Those become 400 (413 when formidable says
 * a limit was passed) with a Portuguese message; every other error passes through untouched.
 */
import type { Context, Next } from 'koa';
import { portalError } from '../portal/core/http';

export const BODY_UNREADABLE = 'Não foi possível ler os dados enviados. Verifique o formulário e tente novamente.';
export const BODY_TOO_LARGE = 'Os dados enviados passam do tamanho permitido.';

/** formidable's FormidableError: a numeric `httpCode` (500 by default even for bad input). */
const isParserError = (error: unknown): error is { httpCode: number } =>
  Boolean(error) && typeof (error as { httpCode?: unknown }).httpCode === 'number' && !(error as { status?: unknown }).status;

export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (error) {
    if (!isParserError(error)) throw error;
    throw error.httpCode === 413 ? portalError(413, BODY_TOO_LARGE) : portalError(400, BODY_UNREADABLE);
  }
};
