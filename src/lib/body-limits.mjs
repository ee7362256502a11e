// @ts-check
// The request-body limits of the web server's `/api` proxy (src/lib/proxy-rules.ts) and their
// answers' messages; the nginx configuration in front (deploy/nginx/portal.conf, rendered by
// tools/nginx-config.mjs) refuses past the same sizes with the same messages.

export const JSON_BODY_LIMIT = 1024 * 1024;
/** 10 MB of files plus the multipart framing around them. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 256 * 1024;

/**
 * The new-connection request (POST services/connection, PORTAL-API.md §11f) may carry 3 files of
 * up to 5 MB each (spec 04 §9): 15 MB plus the framing and its text fields.
 */
export const CONNECTION_BODY_LIMIT = 15 * 1024 * 1024 + 256 * 1024;

export const BODY_TOO_LARGE_MESSAGES = /** @type {const} */ ({
  json: 'Os dados enviados passam do tamanho permitido (1 MB).',
  upload: 'O arquivo enviado passa do tamanho permitido (10 MB).',
  connection: 'Os arquivos enviados passam do tamanho permitido (até 3 arquivos de 5 MB).',
});
