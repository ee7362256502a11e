/**
 * The comparison with similar customers (issue 25 §2; docs/insights-consumption.md, "Clientes
 * semelhantes"): per class (the contract's segment), city and reference month, how many
 * contracts had a bill and the median and best quarter of their litres per day.
 *
 * Kept aggregates, not a scan per request: one row per (segment, city, month) in
 * `insights_consumption_groups`. Every write of a bill (the invoice CSV batch, the Strapi admin,
 * the seed, any writer through Strapi's database layer) marks its row dirty with a fresh token
 * in the writer's transaction; a read that finds its row missing, dirty or older than
 * GROUP_MAX_AGE_MS (a contract that moved city) recomputes that month alone (one query of the
 * month's bills of the group) and saves it only while the token it read is still there, so a
 * bill written during the recomputation leaves the row dirty for the next read.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { groupMonth, perDay, type GroupMonth } from '../../../domain/insights/consumption/rules';
import { now } from '../../core/clock';
import { INVOICE_UID } from '../../core/invoice-rows';
import { isUniqueConflict } from '../../core/protocols';
import { billFields, volumeOf, type BillFacts } from './bills';

export const GROUP_UID = 'api::insights.consumption-group' as const;
/** A kept month is recomputed after a day even when no bill of it was written (contracts moving city or class). */
export const GROUP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface GroupRow {
  id: number;
  key: string;
  customers: number;
  medianLitresPerDay: number | null;
  bestQuarterLitresPerDay: number | null;
  dirty: string | null;
  computedAt: string | null;
}

export const groupKey = (segment: string, city: string, month: string) => `${segment}|${city.trim().toLowerCase()}|${month}`;

/** Computes one month of a group from its bills (the latest bill of a contract in the month counts). */
async function computeMonth(strapi: Core.Strapi, segment: string, city: string, month: string): Promise<GroupMonth> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: { referenceMonth: month, contract: { segment, city: { $eqi: city.trim() } } },
    select: billFields(strapi),
    populate: { contract: { select: ['id'] } },
    orderBy: { id: 'asc' },
  })) as (BillFacts & { contract?: { id: number } | null })[];
  const byContract = new Map<number, number>();
  for (const row of rows) {
    const volume = volumeOf(row);
    if (row.contract?.id && volume) byContract.set(row.contract.id, perDay(volume.litres, volume.days));
  }
  return groupMonth([...byContract.values()]);
}

/** The group's figures for each of `months`, recomputing the missing, dirty or old ones. */
export async function groupMonths(strapi: Core.Strapi, segment: string, city: string, months: string[]): Promise<GroupMonth[]> {
  const query = strapi.db.query(GROUP_UID);
  const keys = months.map((m) => groupKey(segment, city, m));
  const kept = new Map(((await query.findMany({ where: { key: { $in: keys } } })) as GroupRow[]).map((row) => [row.key, row] as const));
  const at = now();
  const out: GroupMonth[] = [];
  for (const [i, month] of months.entries()) {
    const key = keys[i]!;
    const row = kept.get(key);
    const fresh = row && !row.dirty && row.computedAt && at.getTime() - new Date(row.computedAt).getTime() < GROUP_MAX_AGE_MS;
    if (row && fresh) {
      out.push({
        customers: row.customers,
        medianLitresPerDay: row.medianLitresPerDay,
        bestQuarterLitresPerDay: row.bestQuarterLitresPerDay,
      });
      continue;
    }
    const figures = await computeMonth(strapi, segment, city, month);
    const data = { ...figures, computedAt: at };
    if (row) await query.updateMany({ where: { id: row.id, dirty: row.dirty ?? { $null: true } }, data: { ...data, dirty: null } });
    else {
      try {
        await query.create({ data: { key, segment, city: city.trim(), month, ...data, dirty: null } });
      } catch (error) {
        // Another request kept the same month at the same moment: its row stands.
        if (!isUniqueConflict(error)) throw error;
      }
    }
    out.push(figures);
  }
  return out;
}

/** Marks dirty the kept months of the bills `ids` (their contract's segment and city, their month); joins the open transaction. */
export async function markBillsDirty(strapi: Core.Strapi, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const bills = (await strapi.db.query(INVOICE_UID).findMany({
    where: { id: { $in: ids } },
    select: ['id', 'referenceMonth'],
    populate: { contract: { select: ['id', 'segment', 'city'] } },
  })) as { referenceMonth: string; contract?: { segment?: string | null; city?: string | null } | null }[];
  const keys = new Set<string>();
  for (const bill of bills)
    if (bill.contract?.segment && bill.contract.city) keys.add(groupKey(bill.contract.segment, bill.contract.city, bill.referenceMonth));
  if (keys.size) await strapi.db.query(GROUP_UID).updateMany({ where: { key: { $in: [...keys] } }, data: { dirty: randomUUID() } });
}
