/**
 * Indexes the portal's reads need that Strapi does not make (docs/scaling.md, "Indexes"). Strapi
 * indexes only document ids, creator/updater and relation link tables; an attribute marked
 * `unique` is checked by the application, not indexed. So the sign-in's `up_users.email`, a bill
 * by its number, a bill's kept PDF, its Pix charge and a customer's notifications were each found
 * by reading the whole table — fine with the demo's rows, a full scan per call with a
 * concession's millions. Made at start with CREATE INDEX IF NOT EXISTS (SQLite and PostgreSQL);
 * an index Strapi did not make is not in its stored schema and its sync leaves it.
 */
import type { Core, UID } from '@strapi/strapi';
import { columnOf, knexOf, tableOf } from './db';

interface PortalIndex {
  name: string;
  uid: string;
  attributes: string[];
}

/** Each index: its name, the content type and the attributes, in the order the reads filter them. */
const PORTAL_INDEXES: readonly PortalIndex[] = [
  { name: 'up_users_email_idx', uid: 'plugin::users-permissions.user', attributes: ['email'] },
  { name: 'contracts_consumer_code_idx', uid: 'api::contract.contract', attributes: ['consumerCode'] },
  { name: 'invoices_num_doc_idx', uid: 'api::invoices.invoice', attributes: ['numDoc'] },
  { name: 'private_files_related_idx', uid: 'api::private-file.private-file', attributes: ['relatedType', 'relatedId', 'kind', 'name'] },
  { name: 'pix_charges_invoice_idx', uid: 'api::collections.pix-charge', attributes: ['invoiceId'] },
  { name: 'portal_notifications_user_idx', uid: 'api::notification.notification', attributes: ['userId', 'sentAt'] },
];

/** Makes every index of PORTAL_INDEXES whose content type exists (bootstrap). */
export async function ensurePortalIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = knexOf(strapi);
  for (const index of PORTAL_INDEXES) {
    const uid = index.uid as UID.Schema;
    if (!strapi.db.metadata.has(uid)) continue;
    const table = tableOf(strapi, uid);
    const columns = index.attributes.map((name) => columnOf(strapi, uid, name));
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [index.name, table, ...columns]);
  }
}
