/**
 * Route middleware `global::auth-rate-limit` for the login, sign-up and password calls. Every
 * attempt is counted before it runs, under the client address and under each account the body
 * names (portal/core/rate-limit). `failuresOnly` (the sign-in calls) gives the attempt back
 * when it succeeds, so people who type their password right are never held back while guessing
 * is; the other calls keep every attempt (they send e-mails). Over the limit: 429 with the
 * catalogue message and Retry-After.
 *
 * The count is per declared route (`/invoices/:numDoc/send`, not the concrete path), so a caller
 * cannot get a fresh allowance per bill; on a signed-in route (the portal policy ran first and
 * left `ctx.state.portal`) the account itself is one more key, whatever address it comes from.
 */
import type { Context, Next } from 'koa';
import { ACCESS_MESSAGES } from '../domain/messages';
import { requestAddress } from '../portal/core/client-address';
import { bodyOf, tooManyRequests } from '../portal/core/http';
import { accountKeys, createAttemptLimiter, type AttemptLimiter } from '../portal/core/rate-limit';

let shared: AttemptLimiter | null = null;
const limiter = () => (shared ??= createAttemptLimiter());

interface Config {
  failuresOnly?: boolean;
}

export default (config: Config = {}) => {
  limiter(); // connect to Redis (when configured) as the routes load, before the first attempt
  return async (ctx: Context, next: Next) => {
    const declared = (ctx.state as { route?: { path?: string } }).route?.path;
    const route = `${ctx.method} ${(declared ?? ctx.path).toLowerCase().replace(/\/+$/, '')}`;
    const signedIn = (ctx.state as { portal?: { user?: { id?: number } | null } }).portal?.user?.id;
    const keys = [`addr:${requestAddress(ctx)}`, ...accountKeys(bodyOf(ctx)), ...(signedIn ? [`user:${signedIn}`] : [])].map(
      (k) => `${k}|${route}`,
    );
    const verdict = await limiter().take(keys);
    if (!verdict.ok) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      throw tooManyRequests(ACCESS_MESSAGES.tooManyAttempts);
    }
    let succeeded = false;
    try {
      await next();
      succeeded = ctx.status < 400;
    } finally {
      if (config.failuresOnly && succeeded) await limiter().giveBack(keys);
    }
  };
};
