/** Answers of the service calls (PORTAL-API.md §15), shared by the server and the client area. */
import type { IsoDate } from '../time/sao-paulo';
import type { BlockReason, Period, ReconnectionType, ServiceKind, ServiceStatus } from './constants';

export interface CalendarEntry {
  date: IsoDate;
  /** Periods of the date that still have vacancies. */
  period: Period[];
  totalVacancies: number;
}

export interface OpenServiceRequest {
  protocol: string;
  kind: ServiceKind;
  status: ServiceStatus;
  date: IsoDate | null;
  period: Period | null;
  /** Reconnection fee in reais (spec's `tax`) and in cents. */
  tax: number;
  taxCents: number;
  /** Payment proofs were sent with the request. */
  sentDocument: boolean;
  motive: string | null;
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

export type { BlockReason };
