/**
 * Business constants of the service requests (spec 02 §2.4–§2.6, §4, §5, §9): reconnection,
 * supply suspension and temporary block.
 */
export { CUSTOMER_SERVICE_PHONE } from '../constants';

export const SERVICE_KINDS = ['RECONNECTION', 'SUSPENSION', 'TEMPORARY_BLOCK'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];
/** Kinds booked on a calendar with vacancies per date and period. */
export const SCHEDULED_KINDS = ['RECONNECTION', 'SUSPENSION'] as const;
export type ScheduledKind = (typeof SCHEDULED_KINDS)[number];

export const SERVICE_STATUSES = ['OPEN', 'SCHEDULED', 'DONE', 'CANCELLED'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
/** A request in one of these is "open": the customer cannot ask for the same service again. */
export const OPEN_STATUSES: readonly ServiceStatus[] = ['OPEN', 'SCHEDULED'];

export const PERIODS = ['MORNING', 'AFTERNOON'] as const;
export type Period = (typeof PERIODS)[number];
/** MORNING 8h30–12h30, AFTERNOON 12h30–17h30 (spec 02 §9). */
export const PERIOD_LABELS: Record<Period, string> = {
  MORNING: 'Manhã (8h30 às 12h30)',
  AFTERNOON: 'Tarde (12h30 às 17h30)',
};

/** Requests Monday to Friday before 17:00 go to the next business day (spec 02 §9). */
export const SERVICE_CUTOFF = '17:00';
/** The 4-hour reconnection can be booked by phone until 14h (spec 02 §9): the hour. */
export const FOUR_HOURS_PHONE_CUTOFF_HOUR = 14;
/** How many business days the calendars offer. */
export const CALENDAR_DAYS = 10;
/** Vacancies per date and period when staff set none (a setting of the CMS overrides it). */
export const DEFAULT_CAPACITY = 4;

export const RECONNECTION_TYPES = ['NON_PAYMENT', 'INSECURITY', 'CANCELLATION', 'TEMPORARY_BLOCK', 'OTHER'] as const;
export type ReconnectionType = (typeof RECONNECTION_TYPES)[number];
/** A reconnection after a temporary block up to this many days is free (spec 02 §4). */
export const FREE_BLOCK_DAYS = 30;
/** The reconnection fee is split in 3 instalments (spec 02 §9). */
export const FEE_INSTALMENTS = 3;
/** Compensation of a payment may take up to 3 business days (spec 02 §9). */
export const PAYMENT_COMPENSATION_BUSINESS_DAYS = 3;
/** Fees when the CMS has none (cents; staff keep the regulator's amounts in the CMS). */
export const DEFAULT_FEES = { fourHoursCents: 25_890, nextDayCents: 8_630 } as const;

export const SUSPENSION_REASONS = [
  'Tarifa do Gás Natural',
  'Não Tenho Mais Interesse Nos Serviços',
  'Estou Insatisfeito com Os Serviços',
  'Mudei de Endereço',
] as const;
export const MOTIVE_SEPARATOR = ' - ';
export const MOTIVE_EXTRA_MAX = 300;

export const BLOCK_REASONS = ['Reforma', 'Viagem', 'Outros'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];
export const NEW_ADDRESS_MAX = 300;
/** The latest start date a temporary block may be asked for (days after today). */
export const BLOCK_MAX_DAYS_AHEAD = 180;

export const PHONE_MAX_LENGTH = 16;

/** Payment proofs: PDF, JPEG or PNG, at most 20 files and 10 MB in all (spec 02 §5, §9). */
export const PROOF_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file picker's `accept`: each proof type with its extensions. */
export const PROOF_ACCEPT = { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;
export const PROOF_MAX_FILES = 20;
export const PROOF_MAX_TOTAL_BYTES = 10_485_760;
