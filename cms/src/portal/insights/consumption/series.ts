/**
 * GET /api/insights/consumption (issue 25 §2): the contract's last 12 or 24 reference months
 * (ending at its latest bill, or at the current month without bills), each with its volume, days,
 * average per day, the same month a year before and the comparison with similar customers; and
 * the usual consumption and alert threshold of the latest bill's month.
 */
import type { Core } from '@strapi/strapi';
import {
  addMonths,
  judgeAlert,
  consumptionSeries,
  MIN_GROUP_CUSTOMERS,
  type SeriesMonths,
} from '../../../domain/insights/consumption/rules';
import type { ConsumptionView } from '../../../domain/insights/consumption/views';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import type { ContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { contractBills } from './bills';
import { groupMonths } from './groups';
import { alertSettingsOf } from './settings';

const EMPTY_GROUP = { customers: 0, medianLitresPerDay: null, bestQuarterLitresPerDay: null };

export async function consumptionOf(
  strapi: Core.Strapi,
  scope: ContractScope,
  query: Record<string, unknown>,
): Promise<{ data: ConsumptionView }> {
  const months: SeriesMonths = query.months === '24' ? 24 : 12;
  const contract = scope.contract;
  // Two years more than shown: the same month a year before and the usual of the latest bill.
  const currentMonth = saoPauloDate(now()).slice(0, 7);
  const bills = await contractBills(strapi, contract.id, addMonths(currentMonth, -(months + 24)));
  const lastMonth = bills.length ? bills[bills.length - 1]!.referenceMonth : currentMonth;
  const rows = consumptionSeries(bills, lastMonth, months);
  const segment = contract.segment ?? null;
  const city = contract.city?.trim() || null;
  const group = segment && city ? { segment, city, minCustomers: MIN_GROUP_CUSTOMERS } : null;
  const figures = group
    ? await groupMonths(
        strapi,
        group.segment,
        group.city,
        rows.map((r) => r.month),
      )
    : rows.map(() => EMPTY_GROUP);
  const latest = bills.length ? bills[bills.length - 1]! : null;
  const settings = await alertSettingsOf(strapi, contract.id);
  const judged = latest ? judgeAlert(bills.slice(0, -1), latest, settings.percentual) : null;
  return {
    data: {
      months,
      rows: rows.map((row, i) => ({ ...row, group: figures[i] ?? EMPTY_GROUP })),
      group,
      usual:
        latest && judged?.usual && judged.thresholdLitres !== null
          ? { month: latest.referenceMonth, litres: judged.usual.litres, thresholdLitres: judged.thresholdLitres }
          : null,
    },
  };
}
