/**
 * The invoice list's answers kept per contract revision (docs/scaling.md, "The invoice list's
 * answers").
 *
 * Each contract has a revision in `invoice_list_revisions` (contract id → counter). The database
 * itself adds one to it, in the writing transaction, whenever one of the contract's bills is
 * written: triggers on the bills table (update, delete) and on the bill → contract link table
 * (insert, delete — a new bill is linked right after it is inserted). A trigger sees every
 * writer alike: the use cases, the CSV batch's multi-row INSERTs through knex, the collections
 * flows, the admin panel, the seed and hand-typed SQL; no write path has to remember to bump.
 *
 * A read notes the contract's revision first and then computes; the answer is served again only
 * while the revision is still the one it was computed under, for the same contract situation,
 * query and day in America/Sao_Paulo (a bill's status and visibility follow the day). Since the
 * revision lives in the database, every CMS instance sees another's writes on its next read.
 * A refusal (422 of a contract without bills) is never kept. `INVOICE_LIST_CACHE_MAX_ENTRIES=0`
 * turns the cache off (default 2,000 answers).
 *
 * The triggers are made (again) at every start, after Strapi's schema sync: SQLite drops a
 * table's triggers when a migration rebuilds the table.
 */
import type { Core } from '@strapi/strapi';
import type { InvoiceListAnswer } from '../../domain/invoices/types';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import { sharedAnswerCache, type AnswerCache } from '../core/answer-cache';
import { now } from '../core/clock';
import { LOCKS, engineOf, knexOf, tableOf } from '../core/db';
import { INVOICE_UID, invoiceContractLink, type InvoiceContractLink } from '../core/invoice-rows';
import type { ContractRow } from '../core/types';

export const REVISIONS_TABLE = 'invoice_list_revisions';

/** SQL statements that make the revisions table's triggers, for the database in use. */
export function triggerStatements(engine: 'sqlite' | 'postgres', invoices: string, link: InvoiceContractLink): string[] {
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const R = q(REVISIONS_TABLE);
  const L = q(link.table);
  const I = q(invoices);
  const ic = q(link.invoiceColumn);
  const cc = q(link.contractColumn);
  if (engine === 'sqlite') {
    const bumpOne = (ref: string) =>
      `INSERT INTO ${R} (contract_id, revision) VALUES (${ref}, 1) ON CONFLICT (contract_id) DO UPDATE SET revision = revision + 1;`;
    const bumpLinked = (ref: string) =>
      `INSERT INTO ${R} (contract_id, revision) SELECT ${cc}, 1 FROM ${L} WHERE ${ic} = ${ref} AND ${cc} IS NOT NULL ` +
      `ON CONFLICT (contract_id) DO UPDATE SET revision = revision + 1;`;
    return [
      `DROP TRIGGER IF EXISTS invoice_list_rev_link_insert`,
      `CREATE TRIGGER invoice_list_rev_link_insert AFTER INSERT ON ${L} WHEN NEW.${cc} IS NOT NULL BEGIN ${bumpOne(`NEW.${cc}`)} END`,
      `DROP TRIGGER IF EXISTS invoice_list_rev_link_delete`,
      `CREATE TRIGGER invoice_list_rev_link_delete AFTER DELETE ON ${L} WHEN OLD.${cc} IS NOT NULL BEGIN ${bumpOne(`OLD.${cc}`)} END`,
      `DROP TRIGGER IF EXISTS invoice_list_rev_link_update`,
      `CREATE TRIGGER invoice_list_rev_link_update AFTER UPDATE ON ${L} BEGIN ${bumpLinked(`NEW.${ic}`)} ${bumpLinked(`OLD.${ic}`)} END`,
      `DROP TRIGGER IF EXISTS invoice_list_rev_invoice_update`,
      `CREATE TRIGGER invoice_list_rev_invoice_update AFTER UPDATE ON ${I} BEGIN ${bumpLinked('NEW.id')} END`,
      `DROP TRIGGER IF EXISTS invoice_list_rev_invoice_delete`,
      `CREATE TRIGGER invoice_list_rev_invoice_delete BEFORE DELETE ON ${I} BEGIN ${bumpLinked('OLD.id')} END`,
    ];
  }
  // An AFTER trigger's result is ignored; a BEFORE DELETE one must give OLD back, or the delete is skipped.
  const fn = (name: string, body: string) =>
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} IF TG_OP = 'DELETE' THEN RETURN OLD; END IF; RETURN NEW; END $$`;
  const bumpOne = (ref: string) =>
    `IF ${ref} IS NOT NULL THEN INSERT INTO ${R} (contract_id, revision) VALUES (${ref}, 1) ` +
    `ON CONFLICT (contract_id) DO UPDATE SET revision = ${R}.revision + 1; END IF;`;
  const bumpLinked = (ref: string) =>
    `INSERT INTO ${R} (contract_id, revision) SELECT ${cc}, 1 FROM ${L} WHERE ${ic} = ${ref} AND ${cc} IS NOT NULL ` +
    `ON CONFLICT (contract_id) DO UPDATE SET revision = ${R}.revision + 1;`;
  const trigger = (name: string, when: string, table: string, fnName: string) => [
    `DROP TRIGGER IF EXISTS ${name} ON ${table}`,
    `CREATE TRIGGER ${name} ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${fnName}()`,
  ];
  return [
    fn(
      'invoice_list_rev_link',
      `IF TG_OP <> 'DELETE' THEN ${bumpOne(`NEW.${cc}`)} END IF; IF TG_OP <> 'INSERT' THEN ${bumpOne(`OLD.${cc}`)} END IF;`,
    ),
    fn('invoice_list_rev_invoice', `IF TG_OP = 'UPDATE' THEN ${bumpLinked('NEW.id')} ELSE ${bumpLinked('OLD.id')} END IF;`),
    ...trigger('invoice_list_rev_link', 'AFTER INSERT OR UPDATE OR DELETE', L, 'invoice_list_rev_link'),
    // Before a delete: the bill's links are still there to name its contract.
    ...trigger('invoice_list_rev_invoice_update', 'AFTER UPDATE', I, 'invoice_list_rev_invoice'),
    ...trigger('invoice_list_rev_invoice_delete', 'BEFORE DELETE', I, 'invoice_list_rev_invoice'),
  ];
}

/** Makes the revisions table when missing and (re)makes its triggers. Called at every start. */
export async function ensureInvoiceListRevisions(strapi: Core.Strapi): Promise<void> {
  const engine = engineOf(strapi, 'Invoice list cache');
  const statements = triggerStatements(engine, tableOf(strapi, INVOICE_UID), invoiceContractLink(strapi));
  // One transaction, and on PostgreSQL one instance at a time: two CMS starting together would
  // otherwise drop and make the same trigger at once.
  await knexOf(strapi).transaction(async (trx) => {
    if (engine === 'postgres') await trx.raw('SELECT pg_advisory_xact_lock(?)', [LOCKS.invoiceListRevisions]);
    await trx.raw(`CREATE TABLE IF NOT EXISTS ${REVISIONS_TABLE} (contract_id integer PRIMARY KEY, revision bigint NOT NULL DEFAULT 0)`);
    for (const sql of statements) await trx.raw(sql);
  });
}

/** This process's cache (its bound read once from `INVOICE_LIST_CACHE_MAX_ENTRIES`, default 2,000). */
export function invoiceListCache(): AnswerCache {
  return sharedAnswerCache('invoice-list', 'INVOICE_LIST_CACHE_MAX_ENTRIES', 2000);
}

/** The contract's bills' revision (as text: a 64-bit counter; '0' before its first bill). */
export async function invoiceListRevision(strapi: Core.Strapi, contractId: number): Promise<string> {
  const row = (await knexOf(strapi)(REVISIONS_TABLE).select('revision').where({ contract_id: contractId }).first()) as
    { revision: string | number } | undefined;
  return row ? String(row.revision) : '0';
}

/**
 * The list of `contract`'s bills for `period` today: kept while the contract's revision does not
 * change, else `compute()`'s (noted under the revision read before it started).
 */
export async function cachedInvoiceList(
  strapi: Core.Strapi,
  contract: ContractRow,
  period: string | undefined,
  compute: () => Promise<InvoiceListAnswer>,
): Promise<InvoiceListAnswer> {
  const cache = invoiceListCache();
  if (cache.maxEntries === 0) return compute();
  const revision = await invoiceListRevision(strapi, contract.id);
  const key = `${contract.id}|${contract.situation}|${period ?? 'ALL'}|${saoPauloDate(now())}`;
  return cache.answer(key, revision, compute);
}
