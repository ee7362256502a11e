/** Pix Automático's tables and settings (docs/collections-pix-automatico.md). */
import { pixAutomaticoSettings, type PixAutomaticoSettings } from '../../../../domain/collections/pix/automatic/settings';
import type { PixProviderSettings } from '../../../../domain/collections/pix/settings';
import { isoDay } from '../../../core/db';
import { pixSettings } from '../../../core/pix-charge';

export const RECURRENCE_UID = 'api::collections.pix-recurrence' as const;
export const RECURRING_CHARGE_UID = 'api::collections.pix-recurring-charge' as const;

export interface RecurrenceRow {
  id: number;
  idRec: string;
  status: 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'EXPIRADA' | 'CANCELADA';
  journey: string;
  journeyTaken: string | null;
  paysInvoiceId: number | null;
  paysNumDoc: string | null;
  retryPolicy: 'NAO_PERMITE' | 'PERMITE_3R_7D';
  ceilingCents: number | null;
  minimumCents: number | null;
  firstDueDate: string;
  location: string | null;
  pixCopiaECola: string | null;
  reason: string | null;
  requestedAt: string;
  requestedByUserId: number | null;
  approvedAt: string | null;
  closedAt: string | null;
  statusAt: string | null;
  checkedAt: string | null;
  contract?: { id: number } | null;
}

export interface RecurringChargeRow {
  id: number;
  invoiceId: number;
  numDoc: string;
  recurrenceId: number;
  idRec: string;
  txid: string;
  status: 'WAITING' | 'PROCESSING' | 'DONE' | 'ERROR' | 'SKIPPED';
  action: 'PUT' | 'RETRY' | 'SYNC' | null;
  replacedTxid: string | null;
  leaseUntil: string | null;
  attempts: number | null;
  error: string | null;
  amountCents: number;
  dueDate: string;
  cobrStatus: 'CRIADA' | 'ATIVA' | 'CONCLUIDA' | 'EXPIRADA' | 'REJEITADA' | 'CANCELADA' | null;
  retries: number | null;
  retryDate: string | null;
  lastFailure: string | null;
  endToEndId: string | null;
  changedAt: string | null;
}

export const CHARGE_FIELDS = [
  'id',
  'invoiceId',
  'numDoc',
  'recurrenceId',
  'idRec',
  'txid',
  'status',
  'action',
  'replacedTxid',
  'leaseUntil',
  'attempts',
  'error',
  'amountCents',
  'dueDate',
  'cobrStatus',
  'retries',
  'retryDate',
  'lastFailure',
  'endToEndId',
  'changedAt',
];

let cached: { settings: PixAutomaticoSettings | null } | null = null;

/** Both settings when Pix Automático is on (provider + receiver's account); null when off. */
export function automaticoSettings(): { provider: PixProviderSettings; automatico: PixAutomaticoSettings } | null {
  cached ??= { settings: pixAutomaticoSettings(process.env) };
  const provider = pixSettings();
  return provider && cached.settings ? { provider, automatico: cached.settings } : null;
}

export const day = (value: unknown): string => isoDay(value) ?? '';
export const instant = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);
