/**
 * Passwords hashed and compared off the event loop. Strapi hashes with bcryptjs, pure JavaScript
 * on the CMS's only thread (`hashSync` in the document service's password transform; `compare`
 * chunked on the same thread): a burst of sign-ins at the due date stopped every other call. Here
 * bcrypt runs in native code on libuv's thread pool (`@node-rs/bcrypt`), with the same format and
 * cost (the user model's `encryption.rounds`, 10 by default, as Strapi): hashes written before stay
 * valid, and the sign-in's timing equalisation (the dummy comparison for an unknown e-mail) is
 * unchanged. Wired in `registerPasswordHashing` (document service) and the users-permissions
 * extension (`validatePassword`, `ensureHashedPasswords`). docs/scaling.md, "Passwords".
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';
import type { Core } from '@strapi/strapi';
import { USER_UID } from './types';

/**
 * How many bcrypt computations run at once (PASSWORD_HASH_CONCURRENCY; default: one per core).
 * They run on libuv's threads, so the event loop keeps answering everyone else's calls between
 * them (measured on 2 cores: other calls' p99 5 ms during a burst of 100 sign-ins); the rest wait
 * in line and are served in the order they came. One less than the cores (tried first) left a
 * 2-core node at 17 sign-ins/s, and the due-date crowd's sign-ins queued to a p99 of 4.1 s against
 * 2.1 s with both cores (docs/benchmarks.md).
 */
export function hashConcurrency(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const set = Number.parseInt(env.PASSWORD_HASH_CONCURRENCY ?? '', 10);
  return Number.isInteger(set) && set > 0 ? set : Math.max(1, cores);
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a hashing slot is free (FIFO). */
async function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (running >= hashConcurrency()) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Strapi's default bcrypt cost; the user model's `encryption.rounds` overrides it. */
export const DEFAULT_ROUNDS = 10;

/** A bcrypt hash (`$2b$<cost>$…`) of `plain`, computed on the thread pool. */
export function hashPassword(plain: string, rounds = DEFAULT_ROUNDS): Promise<string> {
  return inLine(() => hash(plain, { cost: rounds }));
}

/** True when `plain` matches the bcrypt hash `stored` (`$2a$`, `$2b$` or `$2y$`); a malformed hash never matches. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (typeof plain !== 'string' || typeof stored !== 'string' || !stored.startsWith('$2')) return false;
  try {
    return await inLine(() => verify(plain, stored));
  } catch {
    return false;
  }
}

/** The cost a model's password attribute asks for (Strapi's `encryption.rounds`). */
function roundsOf(strapi: Core.Strapi, uid: string, key: string): number {
  const model = strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0]) as { attributes?: Record<string, unknown> } | undefined;
  const attribute = model?.attributes?.[key] as { encryption?: { rounds?: unknown } } | undefined;
  const rounds = Number(attribute?.encryption?.rounds ?? DEFAULT_ROUNDS);
  return Number.isInteger(rounds) && rounds >= 4 && rounds <= 31 ? rounds : DEFAULT_ROUNDS;
}

/**
 * A document-service middleware: a portal user created or updated with a plain `password` gets it
 * hashed on the thread pool, written in the same transaction as the rest of the entry (a failure
 * leaves neither). The document service's own transform (bcryptjs `hashSync`, on the event loop)
 * never sees a plain password of a portal user.
 */
export function registerPasswordHashing(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== USER_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { data?: Record<string, unknown> };
    const plain = params.data?.password;
    if (typeof plain !== 'string') return next();
    const hashed = await hashPassword(plain, roundsOf(strapi, USER_UID, 'password'));
    const { password: _plain, ...rest } = params.data!;
    params.data = rest;
    return strapi.db.transaction(async () => {
      const saved = await next();
      const id = saved && typeof saved === 'object' && 'id' in saved ? saved.id : null;
      if (id != null) await strapi.db.query(USER_UID).update({ where: { id }, data: { password: hashed } });
      return saved;
    });
  });
}
