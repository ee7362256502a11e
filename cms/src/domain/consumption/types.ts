/** Answers of the consumption-schedule calls (spec 03 §3, §7; PORTAL-API.md §17). Volumes are m³ decimal texts ('1234.5'). */
import type { FinalVolumeStage } from './rules';

export type Volume = string;

export interface ScheduleDate {
  id: string;
  date: string;
  volume: Volume | null;
  acceptedVolume: Volume | null;
  projectedVolume: Volume | null;
  availableVolume: Volume | null;
  finalVolume: Volume | null;
  lastVolume: Volume | null;
  qdr: Volume | null;
  situation: number;
  protocol: string | null;
  createdAt: string | null;
  createdBy: { email: string | null };
}

export interface ProtocolSummary {
  protocol: string;
  createdAt: string;
  createdBy: { email: string | null };
  dates: { date: string; volume: Volume }[];
}

export interface ContractSummary {
  id: string;
  sapName: string;
  situation: 'ACTIVE' | 'DEACTIVATE' | 'PENDING';
  qdc: Volume;
  consumptionBaseHour: number;
  axisName: string | null;
}

export interface ScheduleListAnswer {
  contract: ContractSummary;
  today: { id: string | null; date: string; volume: Volume | null; createdAt: string | null; situation: number | null };
  /** Whether an intraday adjustment is accepted now (ACTIVE contract, before 11:00). */
  adjustmentOpen: boolean;
  calendar: { from: string; to: string };
  protocols: ProtocolSummary[];
  dates: ScheduleDate[];
}

export interface CreateScheduleAnswer {
  protocol: string;
  createdAt: string;
  dates: ScheduleDate[];
}

export interface CompanySituation {
  id: string | null;
  contractId: string;
  companyName: string;
  qdc: Volume;
  situation: number | null;
  protocol: string | null;
  consumptionYesterday: Volume | null;
  consumptionToday: Volume | null;
  acceptedVolume: Volume | null;
  axisId: number;
}

export interface CompaniesSituationAnswer {
  date: string;
  pending: CompanySituation[];
  waiting: CompanySituation[];
  completed: CompanySituation[];
}

export interface AxisByList {
  id: number;
  name: string;
  /** Today's final-volume stage of the axis: its clients' accordions stay closed while 'defined-axel' (being edited). */
  stage: FinalVolumeStage;
  regions: { id: number; name: string }[];
  cities: { title: string; regionId: number | null; contracts: { id: string; consumerName: string; qdc: Volume }[] }[];
  consumption: { month: string; requestedVolume: Volume; availableVolume: Volume }[];
  /** 'Ver tudo' (spec 03 §2.3): the totals of the current calendar quarter (months YYYY-MM from–to). */
  quarter: QuarterTotals;
  companies: {
    contractId: string;
    name: string;
    regionId: number | null;
    qdc: Volume;
    consumptions: { month: string; requestedVolume: Volume; availableVolume: Volume }[];
    quarter: QuarterTotals;
  }[];
}

export interface QuarterTotals {
  from: string;
  to: string;
  requestedVolume: Volume;
  availableVolume: Volume;
}

export interface ProjectionCompany {
  id: string | null;
  contractId: string;
  name: string;
  projectedVolume: Volume | null;
  partialConsumedVolume: Volume | null;
  requestedVolume: Volume | null;
  consumptionBaseHour: number;
  companyfinalVolume: Volume | null;
}

export interface ProjectionAxis {
  id: number;
  name: string;
  totalProjected: Volume;
  partialConsumedVolume: Volume | null;
  finalVolume: Volume | null;
  stage: FinalVolumeStage;
  companies: ProjectionCompany[];
}

export interface TimelineClient {
  contractId: string;
  id: string | null;
  name: string;
  qdc: Volume;
  /** 'Mais detalhes' opens the contract's data (spec 03 §2.5; §3 "Contract: id, sapName, situation, qdc"). */
  contract: { id: string; consumerCode: string; sapName: string | null; situation: 'ACTIVE' | 'DEACTIVATE' | 'PENDING'; qdc: Volume };
  consumptions: {
    date: string;
    availableVolume: Volume | null;
    requestedVolume: Volume | null;
    projectedVolume: Volume | null;
    qdr: Volume | null;
  }[];
}

export interface UsageAxis {
  id: number;
  name: string;
  finalVolume: Volume | null;
  stage: FinalVolumeStage;
  /** Spec 03 §3 "Totals": the day's final programmed volume of the axis's companies (same as totalAvailable). */
  availableVolume: Volume;
  /** Spec 03 §3 "Totals": the day's requested volume of the axis's companies. */
  requestedVolume: Volume;
  totalAvailable: Volume;
  clientsWithoutFinal: number;
  clients: TimelineClient[];
}

export interface Totals {
  requestedVolume: Volume;
  projectedVolume: Volume;
  availableVolume: Volume;
  finalVolume: Volume | null;
}

export interface AxisUsageAnswer {
  date: string;
  axis: UsageAxis[];
  total: Totals;
}

export interface AxisProportion {
  id: number;
  name: string;
  finalVolume: Volume;
  total: Volume;
  percent: number;
}

export interface MapAndInfosAnswer {
  axes: { id: number; name: string; cities: { title: string; contracts: { id: string; consumerName: string; qdc: Volume }[] }[] }[];
  progress: {
    totalAvailableVolume: Volume;
    totalProgramed: Volume;
    totalClients: number;
    axis: { id: number; name: string; totalProgramedClients: number; totalClients: number }[];
  };
}

export interface PendingClientsAnswer {
  quarter: string;
  totalQuarterlyPendingClients: number;
  quarterlyPendingClients: { id: string; contractId: string; companyName: string }[];
  totalPendingClients: number;
}

export interface TopClient {
  contractId: string;
  name: string;
  axisName: string;
  precision: number;
}

export interface GraphPoint {
  date: string;
  qdr: Volume;
  finalVolume: Volume;
  precision: number;
}

export interface DailyRow {
  date: string;
  weekday: number;
  requestedVolume: Volume;
  projectedVolume: Volume;
  availableVolume: Volume | null;
  status: 0 | 1 | 2;
}

export interface DailyAnswer {
  quarter: string;
  months: string[];
  rows: DailyRow[];
  total: { requestedVolume: Volume; projectedVolume: Volume; availableVolume: Volume };
}

/** One hourly slot of a gas day (issue 26 §5): its date, clock hour (0–23) and measured volume. */
export interface HourlyPoint {
  date: string;
  hour: number;
  volume: Volume | null;
}

/** GET /consumption-schedule/hourly (PORTAL-API.md §29): a gas day's hourly curve and projection. */
export interface HourlyDayAnswer {
  contractId: string;
  /** The calendar date the gas day starts on. */
  gasDayStart: string;
  /** The whole hour the gas day starts at, in minutes of the day (360 = 06:00). */
  baseHour: number;
  /** Hours of the gas day already over (0–24). */
  hoursEnded: number;
  points: HourlyPoint[];
  /** Null when the gas day has no measured hour. */
  measured: Volume | null;
  hoursMeasured: number;
  recentRate: Volume | null;
  projected: Volume | null;
}
