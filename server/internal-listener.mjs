// @ts-check
// The web server's internal listener (rebuild webhook, status), shared by the server and the
// scripts that call it.
import { sameSecret } from '../src/lib/same-secret.mjs';

export { sameSecret };

/**
 * The public listener's interface: HOST, or 127.0.0.1 when it is empty or unset, so `npm start`
 * serves nothing to the network unless an operator opens it (the CMS's production guard counts the
 * same setting: cms/src/portal/core/production-guard.ts).
 */
export function publicHost(env = process.env) {
  return (env.HOST ?? '').trim() || '127.0.0.1';
}

/** SITE_INTERNAL_PORT, default PORT + 1000 (5321 beside 4321). */
export function internalPort(env = process.env) {
  const explicit = Number(env.SITE_INTERNAL_PORT);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  return Number(env.PORT ?? 4321) + 1000;
}

export const internalUrl = (env = process.env) => `http://127.0.0.1:${internalPort(env)}`;
