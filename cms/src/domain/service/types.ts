/** Answers of the service calls (PORTAL-API.md §15), shared by the server and the client area. */
import type { IsoDate } from '../time/sao-paulo';
import type { Period, ReconnectionType, ServiceKind, ServiceStatus } from './constants';

export interface CalendarEntry {
  date: IsoDate;
  /** Periods of the date that still have vacancies. */
  period: Period[];
  totalVacancies: number;
}

/**
 * The contract's open suspension or reconnection (spec 01 §3 "Recent ticket": openDate,
 * scheduledDate, createdAt, date{date, period}, period, reason or motive, tax or servicePrice).
 */
export interface OpenServiceRequest {
  protocol: string;
  kind: ServiceKind;
  status: ServiceStatus;
  /** The day the request was opened, in São Paulo (YYYY-MM-DD). */
  openDate: IsoDate;
  /** When the request was opened (ISO instant). */
  createdAt: string;
  /** The visit's day (YYYY-MM-DD), or null when none was booked. */
  scheduledDate: IsoDate | null;
  /** The visit: its day and period, or null. */
  date: { date: IsoDate; period: Period } | null;
  period: Period | null;
  /** Reconnection fee in reais (`tax`, also as `servicePrice`) and in cents. */
  tax: number;
  servicePrice: number;
  taxCents: number;
  /** Payment proofs were sent with the request. */
  sentDocument: boolean;
  /** What the customer wrote (`motive`, also as `reason`). */
  motive: string | null;
  reason: string | null;
}

/** GET /services/supply-suspension/calendar: the allowed dates, with each offered date's detail beside them. */
export interface SuspensionCalendarAnswer {
  data: IsoDate[];
  meta: { calendar: CalendarEntry[] };
}

/** GET …/verify: the open request, or null; and whether the contract is active. */
export interface VerifyAnswer {
  data: OpenServiceRequest | null;
  meta: { contractActive: boolean };
}

export interface ReconnectionTypeView {
  description: ReconnectionType;
  free: boolean;
  /** The fee the online (next-business-day) reconnection costs this customer (0 when free). */
  feeCents: number;
  fourHoursFeeCents: number;
  nextDayFeeCents: number;
  instalments: number;
  noticeImage: { url: string; alternativeText: string | null } | null;
}

export interface DebitsView {
  hasDebits: boolean;
  quantityOpenInvoices: number;
}

export interface ProtocolAnswer {
  data: { protocol: string; date: IsoDate | null; period: Period | null };
}

export interface AssistancePartnerView {
  name: string;
  phone: string;
  whatsapp: string | null;
  email: string | null;
  website: string | null;
  cities: string;
  description: string | null;
}
