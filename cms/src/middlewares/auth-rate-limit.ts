/**
 * Route middleware `global::auth-rate-limit` for the login, sign-up and password calls.
 * `failuresOnly` (login) counts only refused attempts, so people who type their password right
 * are never held back while guessing is; the other calls count every request (they send
 * e-mails). Over the limit: 429 with the catalogue message and Retry-After.
 */
import type { Context, Next } from 'koa';
import { ACCESS_MESSAGES } from '../domain/messages';
import { AttemptCounter, rateLimitFromEnv } from '../auth/rate-limit';
import { PortalError, sendError } from '../auth/http';

const counter = new AttemptCounter(rateLimitFromEnv);

interface Config {
  failuresOnly?: boolean;
}

export default (config: Config = {}) =>
  async (ctx: Context, next: Next) => {
    const key = `${ctx.request.ip}|${ctx.method} ${ctx.path.toLowerCase().replace(/\/+$/, '')}`;
    if (!counter.allowed(key)) {
      ctx.set('Retry-After', String(counter.retryAfterSeconds(key)));
      return sendError(ctx, new PortalError(429, ACCESS_MESSAGES.tooManyAttempts));
    }
    if (!config.failuresOnly) counter.hit(key);
    await next();
    if (config.failuresOnly && ctx.status >= 400) counter.hit(key);
  };
