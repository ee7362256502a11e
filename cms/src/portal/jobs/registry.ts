/**
 * The kinds of job the runner knows. A feature registers its kind once (at module load) with
 * the function that applies ONE item; the runner (runner.ts) calls it inside the database
 * transaction that also marks the item done, so an item is applied exactly once even across
 * restarts and instances. `apply` must therefore write only to the database, through
 * `strapi.db.query(...)` or `strapi.documents(...)` (both join the open transaction) — no mail, no
 * files, no calls to other systems. A refused row throws `RowError` with its Portuguese reason:
 * the item becomes ERROR with that reason and nothing it wrote is kept.
 *
 * A kind whose rows can be applied many at once (the invoice CSV) also gives `applyChunk`: the
 * runner then hands it up to JOBS_CHUNK_ROWS items (default 500) inside ONE transaction that also
 * marks them, so a chunk is applied whole or not at all (docs/jobs.md, "Chunks").
 *
 * A job that is one piece of work on a row of its own table (the LGPD data export) registers a
 * leased kind instead: the same loop claims its rows with a lease (store.ts `claimLeased`) and
 * runs each whole.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

export interface JobItem {
  id: number;
  batchId: number;
  line: number;
  /** What the upload stored for this row (the file's cells, column → text). */
  data: Record<string, string>;
}

export interface JobRow {
  id: number;
  kind: string;
  status: string;
  owner: string | null;
  attempts: number;
  uploadedBy: number | null;
}

export interface JobKind {
  /** Stored in `batches.kind` (e.g. 'invoices', 'installations'; spec 03: 'daily-data'). */
  kind: string;
  /** Applies one item inside the transaction that marks it; throw RowError to refuse the row. */
  apply(strapi: Core.Strapi, item: JobItem, job: JobRow): Promise<void>;
  /**
   * Applies many items (file order) inside the transaction `trx` that marks them, with the same
   * rules as `apply` one by one, and answers the refused ones (item id → Portuguese reason, as a
   * RowError of `apply` would give). It must write only to the database and nothing for a refused
   * item. Throwing rolls the whole chunk back; the runner then applies those items one by one
   * with `apply`, so a row that breaks a chunk is treated exactly as before.
   */
  applyChunk?(strapi: Core.Strapi, items: JobItem[], job: JobRow, trx: Knex.Transaction): Promise<Map<number, string>>;
}

/** A row the kind refuses: the item becomes ERROR with this reason (Portuguese, shown to staff). */
export class RowError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RowError';
  }
}

const kinds = new Map<string, JobKind>();

export function registerJobKind(kind: JobKind): void {
  kinds.set(kind.kind, kind);
}

export function jobKind(kind: string): JobKind | undefined {
  return kinds.get(kind);
}

export function registeredKinds(): string[] {
  return [...kinds.keys()];
}

/** A claimed row of a leased kind: its id, lease and claim count as `claimLeased` left them. */
export interface LeasedRow {
  id: number;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

/**
 * A kind whose jobs are rows of its own content type with a state machine of their own
 * (WAITING → PROCESSING → …): `claim` takes one for this instance (store.ts `claimLeased`),
 * `run` does the work and writes the end state only while the row still holds that lease, and
 * `housekeeping` (optional) runs once at the start of every pass of the loop (e.g. expiring old results).
 */
export interface LeasedKind<Row extends LeasedRow = LeasedRow> {
  kind: string;
  claim(strapi: Core.Strapi): Promise<Row | null>;
  run(strapi: Core.Strapi, job: Row): Promise<void>;
  housekeeping?(strapi: Core.Strapi): Promise<void>;
  /** Work that can wait (optional): answers false while it yields (not claimed on this turn; the next poll asks again). */
  mayRun?(): boolean;
}

const leased = new Map<string, LeasedKind>();

export function registerLeasedKind<Row extends LeasedRow>(kind: LeasedKind<Row>): void {
  leased.set(kind.kind, kind as unknown as LeasedKind);
}

export function leasedKinds(): LeasedKind[] {
  return [...leased.values()];
}
