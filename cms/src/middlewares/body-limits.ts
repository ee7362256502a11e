/**
 * The CMS's own body limits (security review, second round, item 7), the same as the web
 * server's `/api` proxy (src/lib/proxy-rules.ts: 1 MB of JSON, 10 MB of upload, 15 MB for the
 * connection request's three 5 MB files), so a request that reaches the CMS directly — not
 * through the proxy — is refused too. `strapi::body` (koa-body + formidable 2) takes the sizes
 * (cms/config/middlewares.ts); formidable 2 has no file count, so `global::body-limits`, placed
 * right after `strapi::body`, refuses a multipart body with more than `BODY_LIMITS.maxFiles` files.
 * The portal's own checks (the spec's messages) still answer everything inside these limits.
 */
import type { Context, Next } from 'koa';
import { portalError } from '../portal/core/http';

export const BODY_LIMITS = {
  /** JSON, urlencoded and text bodies. */
  jsonBytes: 1024 * 1024,
  /** All files of one multipart body together (formidable 2's maxFileSize is the total). */
  filesBytes: 15 * 1024 * 1024,
  /** The text fields of one multipart body. */
  fieldsBytes: 1024 * 1024,
  maxFields: 200,
  /** The reconnection's payment proofs go up to 20 files (their own check answers the 21st). */
  maxFiles: 30,
} as const;

export const BODY_LIMIT_MESSAGES = {
  json: 'Os dados enviados passam do tamanho permitido (1 MB).',
  files: 'Os arquivos enviados passam do tamanho permitido (15 MB no total).',
  tooManyFiles: 'Foram enviados arquivos demais de uma vez (no máximo 30).',
} as const;

const fileCount = (files: unknown) =>
  Object.values((files && typeof files === 'object' ? files : {}) as Record<string, unknown>).reduce<number>(
    (n, value) => n + (Array.isArray(value) ? value.length : value ? 1 : 0),
    0,
  );

export default () => async (ctx: Context, next: Next) => {
  if (fileCount((ctx.request as { files?: unknown }).files) > BODY_LIMITS.maxFiles)
    throw portalError(413, BODY_LIMIT_MESSAGES.tooManyFiles);
  await next();
};
