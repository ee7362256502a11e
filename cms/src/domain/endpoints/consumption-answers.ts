/**
 * Answer schemas of the consumption-schedule calls (spec 03 §7, PORTAL-API.md §17), strict as
 * the others of `./answers.ts`, each mirroring its type of `../consumption/types.ts` (a
 * compile-time check below keeps them equal). Volumes are m³ decimal texts.
 */
import * as v from 'valibot';
import type {
  AxisByList,
  AxisProportion,
  AxisUsageAnswer,
  CompaniesSituationAnswer,
  CreateScheduleAnswer,
  DailyAnswer,
  HourlyDayAnswer,
  GraphPoint,
  MapAndInfosAnswer,
  PendingClientsAnswer,
  ProjectionAxis,
  ScheduleDate,
  ScheduleListAnswer,
  TopClient,
} from '../consumption/types';

const volume = v.string();
const maybeVolume = v.nullable(volume);
const nullableString = v.nullable(v.string());
const situation = v.picklist(['ACTIVE', 'DEACTIVATE', 'PENDING']);
const stage = v.picklist(['final-programming', 'defined-axel', 'confirmed']);
const message = v.string();

const scheduleDate = v.strictObject({
  id: v.string(),
  date: v.string(),
  volume: maybeVolume,
  acceptedVolume: maybeVolume,
  projectedVolume: maybeVolume,
  availableVolume: maybeVolume,
  finalVolume: maybeVolume,
  lastVolume: maybeVolume,
  qdr: maybeVolume,
  situation: v.number(),
  protocol: nullableString,
  createdAt: nullableString,
  createdBy: v.strictObject({ email: nullableString }),
});

const scheduleList = v.strictObject({
  contract: v.strictObject({
    id: v.string(),
    sapName: v.string(),
    situation,
    qdc: volume,
    consumptionBaseHour: v.number(),
    axisName: nullableString,
  }),
  today: v.strictObject({
    id: nullableString,
    date: v.string(),
    volume: maybeVolume,
    createdAt: nullableString,
    situation: v.nullable(v.number()),
  }),
  adjustmentOpen: v.boolean(),
  calendar: v.strictObject({ from: v.string(), to: v.string() }),
  protocols: v.array(
    v.strictObject({
      protocol: v.string(),
      createdAt: v.string(),
      createdBy: v.strictObject({ email: nullableString }),
      dates: v.array(v.strictObject({ date: v.string(), volume })),
    }),
  ),
  dates: v.array(scheduleDate),
});

const companySituation = v.strictObject({
  id: nullableString,
  contractId: v.string(),
  companyName: v.string(),
  qdc: volume,
  situation: v.nullable(v.number()),
  protocol: nullableString,
  consumptionYesterday: maybeVolume,
  consumptionToday: maybeVolume,
  acceptedVolume: maybeVolume,
  axisId: v.number(),
});

const monthTotals = v.strictObject({ month: v.string(), requestedVolume: volume, availableVolume: volume });
const quarterTotals = v.strictObject({ from: v.string(), to: v.string(), requestedVolume: volume, availableVolume: volume });
const cityContract = v.strictObject({ id: v.string(), consumerName: v.string(), qdc: volume });

const axisByList = v.strictObject({
  id: v.number(),
  name: v.string(),
  stage,
  regions: v.array(v.strictObject({ id: v.number(), name: v.string() })),
  cities: v.array(v.strictObject({ title: v.string(), regionId: v.nullable(v.number()), contracts: v.array(cityContract) })),
  consumption: v.array(monthTotals),
  quarter: quarterTotals,
  companies: v.array(
    v.strictObject({
      contractId: v.string(),
      name: v.string(),
      regionId: v.nullable(v.number()),
      qdc: volume,
      consumptions: v.array(monthTotals),
      quarter: quarterTotals,
    }),
  ),
});

const projectionAxis = v.strictObject({
  id: v.number(),
  name: v.string(),
  totalProjected: volume,
  partialConsumedVolume: maybeVolume,
  finalVolume: maybeVolume,
  stage,
  companies: v.array(
    v.strictObject({
      id: nullableString,
      contractId: v.string(),
      name: v.string(),
      projectedVolume: maybeVolume,
      partialConsumedVolume: maybeVolume,
      requestedVolume: maybeVolume,
      consumptionBaseHour: v.number(),
      companyfinalVolume: maybeVolume,
    }),
  ),
});

const timelineClient = v.strictObject({
  contractId: v.string(),
  id: nullableString,
  name: v.string(),
  qdc: volume,
  contract: v.strictObject({ id: v.string(), consumerCode: v.string(), sapName: nullableString, situation, qdc: volume }),
  consumptions: v.array(
    v.strictObject({
      date: v.string(),
      availableVolume: maybeVolume,
      requestedVolume: maybeVolume,
      projectedVolume: maybeVolume,
      qdr: maybeVolume,
    }),
  ),
});

const axisUsage = v.strictObject({
  date: v.string(),
  axis: v.array(
    v.strictObject({
      id: v.number(),
      name: v.string(),
      finalVolume: maybeVolume,
      stage,
      availableVolume: volume,
      requestedVolume: volume,
      totalAvailable: volume,
      clientsWithoutFinal: v.number(),
      clients: v.array(timelineClient),
    }),
  ),
  total: v.strictObject({ requestedVolume: volume, projectedVolume: volume, availableVolume: volume, finalVolume: maybeVolume }),
});

const axisProportion = v.strictObject({ id: v.number(), name: v.string(), finalVolume: volume, total: volume, percent: v.number() });

const mapAndInfos = v.strictObject({
  axes: v.array(
    v.strictObject({
      id: v.number(),
      name: v.string(),
      cities: v.array(v.strictObject({ title: v.string(), contracts: v.array(cityContract) })),
    }),
  ),
  progress: v.strictObject({
    totalAvailableVolume: volume,
    totalProgramed: volume,
    totalClients: v.number(),
    axis: v.array(v.strictObject({ id: v.number(), name: v.string(), totalProgramedClients: v.number(), totalClients: v.number() })),
  }),
});

const pendingClients = v.strictObject({
  quarter: v.string(),
  totalQuarterlyPendingClients: v.number(),
  quarterlyPendingClients: v.array(v.strictObject({ id: v.string(), contractId: v.string(), companyName: v.string() })),
  totalPendingClients: v.number(),
});

const topClient = v.strictObject({ contractId: v.string(), name: v.string(), axisName: v.string(), precision: v.number() });
const graphPoint = v.strictObject({ date: v.string(), qdr: volume, finalVolume: volume, precision: v.number() });

const hourlyDay = v.strictObject({
  contractId: v.string(),
  gasDayStart: v.string(),
  baseHour: v.number(),
  hoursEnded: v.number(),
  points: v.array(v.strictObject({ date: v.string(), hour: v.number(), volume: maybeVolume })),
  measured: maybeVolume,
  hoursMeasured: v.number(),
  recentRate: maybeVolume,
  projected: maybeVolume,
});

const daily = v.strictObject({
  quarter: v.string(),
  months: v.array(v.string()),
  rows: v.array(
    v.strictObject({
      date: v.string(),
      weekday: v.number(),
      requestedVolume: volume,
      projectedVolume: volume,
      availableVolume: maybeVolume,
      status: v.picklist([0, 1, 2]),
    }),
  ),
  total: v.strictObject({ requestedVolume: volume, projectedVolume: volume, availableVolume: volume }),
});

export const CONSUMPTION_ANSWERS = {
  consumptionList: v.strictObject({ data: scheduleList }),
  consumptionCreated: v.strictObject({
    data: v.strictObject({ protocol: v.string(), createdAt: v.string(), dates: v.array(scheduleDate) }),
  }),
  consumptionMessage: v.strictObject({ message }),
  consumptionTotalQdc: v.strictObject({ data: v.strictObject({ totalQdc: volume }) }),
  consumptionTotalRequested: v.strictObject({ data: v.strictObject({ totalRequested: volume }) }),
  consumptionCompaniesSituation: v.strictObject({
    data: v.strictObject({
      date: v.string(),
      pending: v.array(companySituation),
      waiting: v.array(companySituation),
      completed: v.array(companySituation),
    }),
  }),
  consumptionCompaniesByAxis: v.strictObject({ data: v.array(axisByList) }),
  consumptionDateChanged: v.strictObject({ message, data: scheduleDate }),
  consumptionProjectedVolume: v.strictObject({ data: v.strictObject({ projectedVolume: volume }) }),
  consumptionAxisProjectionUpdated: v.strictObject({ data: v.strictObject({ totalProjectedAxis: volume, axisId: v.number() }) }),
  consumptionAxisProjection: v.strictObject({ data: v.array(projectionAxis) }),
  consumptionAxisUsage: v.strictObject({ data: axisUsage }),
  consumptionAxisStage: v.strictObject({ data: v.strictObject({ axisId: v.number(), stage: v.string() }) }),
  consumptionAxisFinal: v.strictObject({
    message,
    data: v.strictObject({ axisId: v.number(), finalVolume: volume, stage: v.literal('confirmed') }),
  }),
  consumptionAxisProportion: v.strictObject({ data: v.array(axisProportion) }),
  consumptionMapAndInfos: v.strictObject({ data: mapAndInfos }),
  consumptionPendingClients: v.strictObject({ data: pendingClients }),
  consumptionTopClients: v.strictObject({ data: v.array(topClient) }),
  consumptionGraph: v.strictObject({ data: v.array(graphPoint) }),
  consumptionDaily: v.strictObject({ data: daily }),
  consumptionHourly: v.strictObject({ data: hourlyDay }),
};

/** True when A and B are the same type (both directions assignable). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Out<K extends keyof typeof CONSUMPTION_ANSWERS> = v.InferOutput<(typeof CONSUMPTION_ANSWERS)[K]>;

/**
 * The schemas above and the answer types of the use cases cannot drift apart (compile time).
 * @public
 */
export const CONSUMPTION_ANSWER_TYPES_MATCH: [
  Same<Out<'consumptionList'>, { data: ScheduleListAnswer }>,
  Same<Out<'consumptionCreated'>, { data: CreateScheduleAnswer }>,
  Same<Out<'consumptionCompaniesSituation'>, { data: CompaniesSituationAnswer }>,
  Same<Out<'consumptionCompaniesByAxis'>, { data: AxisByList[] }>,
  Same<Out<'consumptionDateChanged'>, { message: string; data: ScheduleDate }>,
  Same<Out<'consumptionAxisProjection'>, { data: ProjectionAxis[] }>,
  Same<Out<'consumptionAxisUsage'>, { data: AxisUsageAnswer }>,
  Same<Out<'consumptionAxisProportion'>, { data: AxisProportion[] }>,
  Same<Out<'consumptionMapAndInfos'>, { data: MapAndInfosAnswer }>,
  Same<Out<'consumptionPendingClients'>, { data: PendingClientsAnswer }>,
  Same<Out<'consumptionTopClients'>, { data: TopClient[] }>,
  Same<Out<'consumptionGraph'>, { data: GraphPoint[] }>,
  Same<Out<'consumptionDaily'>, { data: DailyAnswer }>,
  Same<Out<'consumptionHourly'>, { data: HourlyDayAnswer }>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
