/**
 * Answers kept in memory for the revision of the data they were computed from: the industrial
 * dashboards (`consumption/answer-cache.ts`, one revision for all their data) and the invoice
 * list (`invoices/list-cache.ts`, one revision per contract). The revision lives in the
 * database, so every instance sees another's writes on its next read; this class only keeps
 * the answers, bounded, and makes concurrent reads of one answer wait for one computation.
 */

interface Entry {
  revision: string;
  answer: Promise<unknown>;
}

/** A whole number ≥ 0 from a setting, else `fallback`. */
export const numberSetting = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers served from memory, and those computed (metrics, tests). */
  hits = 0;
  misses = 0;

  constructor(readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The answer of `key` at `revision`: the one kept (or being computed) for it, else `compute()`'s. */
  answer<T>(key: string, revision: string, compute: () => Promise<T>): Promise<T> {
    if (this.maxEntries === 0) return compute();
    const found = this.entries.get(key);
    if (found && found.revision === revision) {
      this.hits += 1;
      return found.answer as Promise<T>;
    }
    this.misses += 1;
    const answer = compute();
    const entry: Entry = { revision, answer };
    this.entries.delete(key);
    // Oldest first (Map keeps insertion order): the bound drops the least recently computed.
    while (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    // A refusal or a failure is not kept: the next read computes again.
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }
}

const serialized = new WeakMap<object, Buffer>();
/**
 * A kept answer's JSON bytes, made once per kept answer and sent as they are: the decision and
 * client-management answers list every company (megabytes at distributor scale), and the invoice
 * list is read at every visit of the client area; serializing them again for every request cost
 * more than computing them. The kept answers are never changed after they are computed, so their
 * bytes stay theirs (a WeakMap: the bytes go when the answer leaves its cache).
 */
export function answerBytes(answer: object): Buffer {
  let bytes = serialized.get(answer);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(answer));
    serialized.set(answer, bytes);
  }
  return bytes;
}

const caches = new Map<string, AnswerCache>();

/**
 * This process's cache named `name` (e.g. `consumption`, `invoice-list`), made on first use with
 * the bound read from the setting `setting` (else `fallback`); the metrics list them all.
 */
export function sharedAnswerCache(name: string, setting: string, fallback: number): AnswerCache {
  let cache = caches.get(name);
  if (!cache) {
    cache = new AnswerCache(numberSetting(process.env[setting], fallback));
    caches.set(name, cache);
  }
  return cache;
}

/** Every named cache made so far, for `portal_answer_cache_lookups_total`. */
export function answerCaches(): ReadonlyMap<string, AnswerCache> {
  return caches;
}
