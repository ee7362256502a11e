/**
 * Attempt limits of the login, sign-up and password calls (rate-limiter-flexible). Each attempt
 * is counted BEFORE it runs, atomically, under every key it belongs to — the client address and
 * the account it names (e-mail, CPF/CNPJ, consumer code) — so neither parallel bursts nor a
 * rotating address gets more than the limit. Counters live in Redis when REDIS_URL is set
 * (several CMS instances share them; an in-memory limiter stands in while Redis is down) and
 * otherwise in memory, where each key expires with its window.
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

export function createAttemptLimiter(env: NodeJS.ProcessEnv = process.env): AttemptLimiter {
  const options = rateLimitFromEnv(env);
  const keyPrefix = env.AUTH_RATE_LIMIT_PREFIX || 'portal-auth';
  if (!env.REDIS_URL) return new AttemptLimiter(memoryLimiter(options, keyPrefix));
  // Commands wait for the connection (offline queue) but give up after one retry, so a Redis
  // outage falls to the insurance limiter instead of hanging the login.
  const storeClient = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  storeClient.on('error', () => undefined); // the insurance limiter answers meanwhile
  return new AttemptLimiter(
    new RateLimiterRedis({
      storeClient,
      keyPrefix,
      points: options.max,
      duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
      insuranceLimiter: memoryLimiter(options, `${keyPrefix}-insurance`),
    }),
  );
}
