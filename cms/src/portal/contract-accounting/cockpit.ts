/**
 * The industrial contract cockpit (issue 26 §2–§3; PORTAL-API.md §27): which contracts a user may
 * open, one contract's cockpit for a month and its day tables as CSV. The industrial client and
 * its secondary users reach only the account's contracts (another one → 404, as if it did not
 * exist); the gas programmer and the administrators reach any industrial contract.
 */
import type { Core } from '@strapi/strapi';
import { buildCockpit, type CockpitView } from '../../domain/contract-accounting/cockpit';
import { cockpitTableRows, isCockpitMonth, type CockpitTable } from '../../domain/contract-accounting/csv';
import { CONTRACT_ACCOUNTING_MESSAGES as M } from '../../domain/contract-accounting/messages';
import { cockpitFrom, monthRange } from '../../domain/contract-accounting/rules';
import { isCustomerRole } from '../../domain/roles';
import { saoPauloParts } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { writeCsv } from '../core/csv';
import type { FileAnswer } from '../core/files';
import { notFound } from '../core/http';
import { CONTRACT_UID, type ContractRow } from '../core/types';
import { daysOf, industrialOf, industrialRefs, termsOf, todayRowOf, type IndustrialFacts } from './store';

type Query = Record<string, unknown>;

interface ContractSummary {
  id: string;
  consumerCode: string;
  name: string;
  situation: string;
}

const summary = (c: ContractRow): ContractSummary => ({
  id: c.documentId,
  consumerCode: c.consumerCode,
  name: c.sapName || c.consumerName,
  situation: c.situation,
});

/** GET /api/contract-accounting/contracts — the industrial contracts the user may open, by name. */
export async function cockpitContracts(strapi: Core.Strapi, state: UserScope): Promise<{ data: ContractSummary[] }> {
  const user = state.user;
  let contracts: ContractRow[];
  if (isCustomerRole(user.portalRole)) {
    const own = user.contracts ?? [];
    const industrial = await industrialRefs(
      strapi,
      own.map((c) => c.id),
    );
    contracts = own.filter((c) => industrial.has(c.id));
  } else {
    const industrial = [...(await industrialRefs(strapi))];
    contracts = industrial.length
      ? ((await strapi.db.query(CONTRACT_UID).findMany({ where: { id: { $in: industrial } } })) as ContractRow[])
      : [];
  }
  const byName = new Intl.Collator('pt-BR').compare;
  return { data: contracts.map(summary).sort((a, b) => byName(a.name, b.name)) };
}

/** The contract a call names, if the user may reach it and it is industrial; else 404. */
async function reachable(
  strapi: Core.Strapi,
  state: UserScope,
  contractId: unknown,
): Promise<{ contract: ContractRow; industrial: IndustrialFacts }> {
  if (typeof contractId !== 'string' || !/^[a-z0-9]{1,40}$/i.test(contractId)) throw notFound(M.contractNotFound);
  const user = state.user;
  const contract = isCustomerRole(user.portalRole)
    ? (user.contracts ?? []).find((c) => c.documentId === contractId)
    : ((await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: contractId } })) as ContractRow | null);
  if (!contract) throw notFound(M.contractNotFound);
  const industrial = await industrialOf(strapi, contract.id);
  if (!industrial) throw notFound(M.contractNotFound);
  return { contract, industrial };
}

async function viewOf(
  strapi: Core.Strapi,
  state: UserScope,
  contractId: unknown,
  query: Query,
): Promise<{ contract: ContractRow; view: CockpitView }> {
  const { contract, industrial } = await reachable(strapi, state, contractId);
  const parts = saoPauloParts(now());
  const today = parts.date;
  const month = isCockpitMonth(query.month) ? query.month : today.slice(0, 7);
  const terms = await termsOf(strapi, contract.id, industrial.qdc);
  const from = cockpitFrom(terms, today, month);
  const monthEnd = monthRange(month).to;
  const days = await daysOf(strapi, contract.id, from, monthEnd > today ? monthEnd : today);
  const todayRow = await todayRowOf(strapi, contract.id, today);
  const view = buildCockpit({
    terms,
    days,
    today,
    month,
    todayProgrammed: todayRow.programmed,
    todayPartial: todayRow.partial,
    baseHour: industrial.baseHour,
    nowMinutes: parts.hour * 60 + parts.minute,
  });
  return { contract, view };
}

/**
 * GET /api/contract-accounting/:contractId/cockpit?month=YYYY-MM — the terms, today's projection,
 * the overrun of the month and of the contract year, take-or-pay/ship-or-pay of the settlement
 * period and the month's imbalance (docs/contract-accounting.md). A contract without terms
 * answers its empty panels (`current: null`), so the screen can say so.
 */
export async function cockpitOf(
  strapi: Core.Strapi,
  state: UserScope,
  contractId: unknown,
  query: Query,
): Promise<{ data: CockpitView & { contract: ContractSummary } }> {
  const { contract, view } = await viewOf(strapi, state, contractId, query);
  return { data: { contract: summary(contract), ...view } };
}

/** GET /api/contract-accounting/:contractId/export?month=&table=ultrapassagem|desequilibrio — the day table as CSV. */
export async function cockpitCsv(strapi: Core.Strapi, state: UserScope, contractId: unknown, query: Query): Promise<FileAnswer> {
  const { contract, view } = await viewOf(strapi, state, contractId, query);
  const table = query.table as CockpitTable;
  const csv = writeCsv(cockpitTableRows(view, table));
  return {
    filename: `${table === 'ultrapassagem' ? 'Ultrapassagem' : 'Desequilibrio'}_${contract.consumerCode}_${view.month}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(csv, 'utf8'),
  };
}
