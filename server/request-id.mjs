// @ts-check
// The request id (`X-Request-Id`) of the web server (server/observability.mjs) and of the nginx
// configuration in front of it (tools/nginx-config.mjs): a balancer's id is kept when it is one.
import { randomUUID } from 'node:crypto';

/** An id sent by a balancer in front, if it is one (short, no spaces, nothing to inject). */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the one the balancer sent, else a new one.
 * @param {string | string[] | undefined} header
 */
export function requestIdOf(header) {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}
