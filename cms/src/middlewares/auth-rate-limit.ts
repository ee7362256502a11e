/**
 * Route middleware `global::auth-rate-limit` for the login, sign-up and password calls
 * (portal/core/rate-limit):
 *
 * - The client address — and, on a signed-in route, the signed-in account — is counted before
 *   the call runs; over the limit: 429 with the catalogue message and Retry-After. `failuresOnly`
 *   (the sign-in calls) gives the attempt back when it succeeds; the other calls keep every
 *   attempt (they send e-mails).
 * - Each account the body names (e-mail, CPF/CNPJ, consumer code) is never refused — a stranger
 *   naming a victim's account must not lock the victim out. Its failures (answers 400–499) make
 *   the next attempts on it wait longer and longer (doubling up to AUTH_DELAY_MAX_MS); a
 *   successful sign-in clears them, so the right credentials always get in.
 *
 * The count is per declared route (`/invoices/:numDoc/send`, not the concrete path), so a caller
 * cannot get a fresh allowance per bill.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, Next } from 'koa';
import { ACCESS_MESSAGES } from '../domain/messages';
import { requestAddress } from '../portal/core/client-address';
import { bodyOf, tooManyRequests } from '../portal/core/http';
import { accountKeys, createAccountDelay, createAttemptLimiter, type AccountDelay, type AttemptLimiter } from '../portal/core/rate-limit';

let shared: AttemptLimiter | null = null;
let sharedDelay: AccountDelay | null = null;
const limiter = () => (shared ??= createAttemptLimiter());
const accountDelay = () => (sharedDelay ??= createAccountDelay());

interface Config {
  failuresOnly?: boolean;
}

/** The status an attempt ended with, whether the handler answered or threw. */
const statusOf = (error: unknown) => {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
};

export default (config: Config = {}) => {
  // connect to Redis (when configured) as the routes load, before the first attempt
  limiter();
  accountDelay();
  return async (ctx: Context, next: Next) => {
    const declared = (ctx.state as { route?: { path?: string } }).route?.path;
    const route = `${ctx.method} ${(declared ?? ctx.path).toLowerCase().replace(/\/+$/, '')}`;
    const signedIn = (ctx.state as { portal?: { user?: { id?: number } | null } }).portal?.user?.id;
    const limited = [`addr:${requestAddress(ctx)}`, ...(signedIn ? [`user:${signedIn}`] : [])].map((k) => `${k}|${route}`);
    const accounts = accountKeys(bodyOf(ctx)).map((k) => `${k}|${route}`);

    const verdict = await limiter().take(limited);
    if (!verdict.ok) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      throw tooManyRequests(ACCESS_MESSAGES.tooManyAttempts);
    }
    const pending = await accountDelay().begin(accounts);
    let status = 500;
    try {
      if (pending.delayMs > 0) await sleep(pending.delayMs);
      try {
        await next();
        status = ctx.status;
      } catch (error) {
        status = statusOf(error);
        throw error;
      }
    } finally {
      const succeeded = status < 400;
      if (config.failuresOnly && succeeded) await limiter().giveBack(limited);
      await accountDelay().end(
        accounts,
        status >= 400 && status < 500 ? 'failure' : succeeded && config.failuresOnly ? 'reset' : 'success',
      );
    }
  };
};
