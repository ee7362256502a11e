/**
 * The portal's hot lookups read by index, not by reading the whole table (docs/scaling.md, "The
 * job loop, a contract's bills and the indexes Strapi does not make"), on SQLite and PostgreSQL.
 * Strapi indexes document ids, creator/updater and link tables only; the CMS makes the rest at
 * start. On SQLite the test asks the planner about the statements' shapes the portal sends (a
 * scan of `invoices` per PDF download was the bug); PostgreSQL's planner scans tables this small
 * whatever the indexes, so there the test reads the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';
import { sql } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

/** Index name → table and columns, as docs/scaling.md lists them. */
const EXPECTED: [string, string, string[]][] = [
  ['up_users_email_idx', 'up_users', ['email']],
  ['contracts_consumer_code_idx', 'contracts', ['consumer_code']],
  ['invoices_num_doc_idx', 'invoices', ['num_doc']],
  ['private_files_related_idx', 'private_files', ['related_type', 'related_id', 'kind', 'name']],
  ['pix_charges_invoice_idx', 'pix_charges', ['invoice_id']],
  ['portal_notifications_user_idx', 'portal_notifications', ['user_id', 'sent_at']],
];

async function plan(statement: string, params: unknown[]): Promise<string> {
  const rows = await sql<{ detail: string }>(cms, `EXPLAIN QUERY PLAN ${statement}`, 'select 1', params);
  return rows.map((r) => r.detail).join('\n');
}

describe('the portal’s lookups have their indexes', () => {
  it('has an index on each column the sign-in, the bills, their PDFs and the notifications look up', async () => {
    for (const [name, table, columns] of EXPECTED) {
      const found = await sql<{ cols: string }>(
        cms,
        `SELECT group_concat(name, ',') AS cols FROM (SELECT name FROM pragma_index_info(?) ORDER BY seqno)`,
        `SELECT string_agg(a.attname, ',' ORDER BY k.n) AS cols
           FROM pg_class i JOIN pg_index x ON x.indexrelid = i.oid JOIN pg_class t ON t.oid = x.indrelid
           CROSS JOIN LATERAL unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
          WHERE i.relname = $1 AND t.relname = $2`,
        cms.env.DATABASE_URL ? [name, table] : [name],
      );
      expect({ name, columns: found[0]?.cols ?? null }).toEqual({ name, columns: columns.join(',') });
    }
  });

  it.skipIf(process.env.API_DB === 'postgres')(
    'reads a contract’s bills and a bill by number by key, never scanning every bill (SQLite)',
    async () => {
      // The shape `billsOfContract` gives Strapi's query engine: the ids from the link table.
      const ofContract = await plan(
        'SELECT t0.* FROM invoices AS t0 WHERE t0.id IN (SELECT invoice_id FROM invoices_contract_lnk WHERE contract_id = ?) ORDER BY t0.reference_month ASC, t0.id ASC',
        [1],
      );
      expect(ofContract).toContain('SEARCH t0 USING INTEGER PRIMARY KEY');
      expect(ofContract).toMatch(/SEARCH invoices_contract_lnk USING (COVERING )?INDEX/);
      expect(ofContract).not.toMatch(/SCAN t0\b/);
      const byNumber = await plan(
        'SELECT t0.* FROM invoices AS t0 WHERE t0.num_doc = ? AND t0.id IN (SELECT invoice_id FROM invoices_contract_lnk WHERE contract_id = ?) LIMIT 1',
        ['123', 1],
      );
      expect(byNumber).not.toMatch(/SCAN t0\b/);
      const signIn = await plan('SELECT t0.* FROM up_users AS t0 WHERE t0.email = ? LIMIT 1', ['cliente@demo.test']);
      expect(signIn).toContain('USING INDEX up_users_email_idx');
    },
  );
});
