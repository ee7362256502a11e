/**
 * `global::test-support` — the guard of the seeding and clock routes under
 * /api/test-support. They exist only in a test stack: unless NODE_ENV is `test`, the
 * environment names a non-empty PORTAL_TEST_SUPPORT_SECRET and the request carries it in
 * `x-test-support-secret` (compared in constant time), the route answers Strapi's own 404 of
 * a path that does not exist (status 404, NotFoundError, 'Not Found'), whatever the method.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { portalError } from '../portal/core/http';

export const TEST_SUPPORT_HEADER = 'x-test-support-secret';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** True when this process is a test stack and the request names its secret. */
export function testSupportAllowed(header: unknown, env: NodeJS.ProcessEnv = process.env): boolean {
  const secret = env.PORTAL_TEST_SUPPORT_SECRET ?? '';
  if (env.NODE_ENV !== 'test' || secret.length === 0) return false;
  if (typeof header !== 'string' || header.length === 0) return false;
  return timingSafeEqual(digest(header), digest(secret));
}

export default (policyContext: Context) => {
  if (!testSupportAllowed(policyContext.request.header[TEST_SUPPORT_HEADER])) {
    // Strapi's answer to an unknown path: status 404, name NotFoundError, message 'Not Found'.
    throw portalError(404, 'Not Found');
  }
  return true;
};
