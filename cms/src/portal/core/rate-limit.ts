/**
 * Attempt limits of the login, sign-up and password calls (rate-limiter-flexible).
 *
 * - The client ADDRESS (and, on a signed-in route, the signed-in account) is limited: each
 *   attempt is counted BEFORE it runs, atomically, so parallel bursts get no more than the limit;
 *   past it the call is refused (429).
 * - An ACCOUNT a body names (e-mail, CPF/CNPJ, consumer code) is never refused: anyone can name a
 *   victim's account, and refusing it would lock the victim out. Its FAILED attempts slow the
 *   next ones down instead (AccountDelay): a delay that doubles per failure up to a cap, reset
 *   by a successful sign-in, so the right credentials always get in, at worst after the cap.
 *
 * Counters live in Redis when REDIS_URL is set (several CMS instances share them; an in-memory
 * limiter stands in while Redis is down) and otherwise in memory, where each key expires with
 * its window.
 */
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { normalizeDocument, onlyDigits } from '../../domain/cpf-cnpj';
import { normalizeEmail } from '../../domain/email';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/** AUTH_RATE_LIMIT_MAX attempts (default 10) per AUTH_RATE_LIMIT_WINDOW_MS (default 1 min). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions {
  const max = Number.parseInt(env.AUTH_RATE_LIMIT_MAX ?? '', 10);
  const windowMs = Number.parseInt(env.AUTH_RATE_LIMIT_WINDOW_MS ?? '', 10);
  return { max: Number.isFinite(max) && max > 0 ? max : 10, windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : 60_000 };
}

/** The accounts a request body names, normalised: e-mail, CPF/CNPJ (normalizeDocument), consumer code digits. */
export function accountKeys(body: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  const email = normalizeEmail(body.email);
  if (email) keys.add(`email:${email.slice(0, 254)}`);
  for (const name of ['cpfcnpj', 'cpfCnpj', 'document']) {
    const value = body[name];
    if (typeof value === 'string') {
      const document = normalizeDocument(value).slice(0, 32);
      if (document) keys.add(`doc:${document}`);
    }
  }
  for (const name of ['consumerCod', 'consumerCode']) {
    const value = body[name];
    if (typeof value === 'string' || typeof value === 'number') {
      const digits = onlyDigits(String(value)).replace(/^0+/, '').slice(0, 32);
      if (digits) keys.add(`code:${digits}`);
    }
  }
  return [...keys];
}

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts one attempt under every key; refused when any key is past the limit. */
  async take(keys: readonly string[]): Promise<Verdict> {
    let retryMs = 0;
    for (const key of keys) {
      try {
        await this.limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        retryMs = Math.max(retryMs, rejection.msBeforeNext);
      }
    }
    return retryMs > 0 ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) } : { ok: true };
  }

  /** Gives an attempt back (a successful login is not a failed attempt). */
  async giveBack(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.limiter.reward(key, 1).catch(() => undefined)));
  }
}

export function memoryLimiter(options: RateLimitOptions, keyPrefix = 'portal-auth'): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix, points: options.max, duration: Math.max(1, Math.ceil(options.windowMs / 1000)) });
}

/** A limiter in Redis when REDIS_URL is set (the memory one stands in while Redis is down), else in memory. */
function sharedLimiter(env: NodeJS.ProcessEnv, options: RateLimitOptions, keyPrefix: string): RateLimiterAbstract {
  if (!env.REDIS_URL) return memoryLimiter(options, keyPrefix);
  // Commands wait for the connection (offline queue) but give up after one retry, so a Redis
  // outage falls to the insurance limiter instead of hanging the login.
  const storeClient = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  storeClient.on('error', () => undefined); // the insurance limiter answers meanwhile
  return new RateLimiterRedis({
    storeClient,
    keyPrefix,
    points: options.max,
    duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
    insuranceLimiter: memoryLimiter(options, `${keyPrefix}-insurance`),
  });
}

export function createAttemptLimiter(env: NodeJS.ProcessEnv = process.env): AttemptLimiter {
  return new AttemptLimiter(sharedLimiter(env, rateLimitFromEnv(env), env.AUTH_RATE_LIMIT_PREFIX || 'portal-auth'));
}

export interface DelayOptions {
  /** Failures of an account answered at once; the next ones wait. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseMs: number;
  /** The longest delay, however many failures. */
  maxMs: number;
  /** The window an account's failures are counted in (from its first failure; then forgotten). */
  windowMs: number;
}

const positiveInt = (value: string | undefined, fallback: number, min = 1) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
};

/**
 * AUTH_DELAY_FREE_FAILURES (default 3), AUTH_DELAY_BASE_MS (500), AUTH_DELAY_MAX_MS (10 000),
 * AUTH_DELAY_WINDOW_MS (15 min).
 */
export function delayFromEnv(env: NodeJS.ProcessEnv = process.env): DelayOptions {
  const baseMs = positiveInt(env.AUTH_DELAY_BASE_MS, 500, 0);
  return {
    freeFailures: positiveInt(env.AUTH_DELAY_FREE_FAILURES, 3, 0),
    baseMs,
    maxMs: Math.max(baseMs, positiveInt(env.AUTH_DELAY_MAX_MS, 10_000, 0)),
    windowMs: positiveInt(env.AUTH_DELAY_WINDOW_MS, 15 * 60_000),
  };
}

/** The wait before an attempt that follows `failures` failed ones: 0, …, 0, base, 2·base, 4·base, … up to the cap. */
export function delayFor(failures: number, options: DelayOptions): number {
  const over = failures - options.freeFailures;
  if (over < 0) return 0;
  return Math.min(options.maxMs, options.baseMs * 2 ** Math.min(over, 30));
}

/** An attempt in progress: how long it must wait, and how its outcome is recorded. */
export interface PendingAttempt {
  delayMs: number;
  /** Failures already recorded on the most-failed account (this attempt not included). */
  failuresBefore: number;
}

export class AccountDelay {
  constructor(
    private readonly counter: RateLimiterAbstract,
    readonly options: DelayOptions,
  ) {}

  /**
   * Counts the attempt under each account BEFORE it runs (atomically, so parallel attempts line
   * up behind each other's count) and answers the delay it must wait. Never refuses.
   */
  async begin(keys: readonly string[]): Promise<PendingAttempt> {
    let failuresBefore = 0;
    for (const key of keys) {
      try {
        const res = await this.counter.consume(key);
        failuresBefore = Math.max(failuresBefore, res.consumedPoints - 1);
      } catch (rejection) {
        // Only past ~a billion failures in one window; wait the longest then.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        failuresBefore = Number.MAX_SAFE_INTEGER;
      }
    }
    return { delayMs: keys.length ? delayFor(failuresBefore, this.options) : 0, failuresBefore };
  }

  /**
   * The outcome: a failure stays counted; a successful sign-in clears the accounts' failures
   * (`reset`); any other success, or an error of the server, is not a failure and is given back.
   */
  async end(keys: readonly string[], outcome: 'failure' | 'success' | 'reset'): Promise<void> {
    if (outcome === 'failure') return;
    await Promise.all(
      keys.map((key) => (outcome === 'reset' ? this.counter.delete(key) : this.counter.reward(key, 1)).catch(() => undefined)),
    );
  }
}

export function createAccountDelay(env: NodeJS.ProcessEnv = process.env): AccountDelay {
  const options = delayFromEnv(env);
  const prefix = `${env.AUTH_RATE_LIMIT_PREFIX || 'portal-auth'}-failures`;
  // A counter that never refuses: a billion points per window.
  return new AccountDelay(sharedLimiter(env, { max: 1_000_000_000, windowMs: options.windowMs }, prefix), options);
}

/**
 * Calls of one personal access token (docs/access-tokens.md): ACCESS_TOKEN_RATE_LIMIT_MAX calls
 * (default 120) per ACCESS_TOKEN_RATE_LIMIT_WINDOW_MS (default 1 min), counted under the token's
 * id, shared through Redis like the sign-in limits.
 */
export function tokenRateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions {
  return {
    max: positiveInt(env.ACCESS_TOKEN_RATE_LIMIT_MAX, 120),
    windowMs: positiveInt(env.ACCESS_TOKEN_RATE_LIMIT_WINDOW_MS, 60_000),
  };
}

export function createTokenLimiter(env: NodeJS.ProcessEnv = process.env): AttemptLimiter {
  return new AttemptLimiter(sharedLimiter(env, tokenRateLimitFromEnv(env), `${env.AUTH_RATE_LIMIT_PREFIX || 'portal-auth'}-token`));
}
