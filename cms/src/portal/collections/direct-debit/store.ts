/** Débito automático tables and settings (docs/collections-direct-debit.md). */
import { directDebitSettings, type DirectDebitSettings } from '../../../domain/collections/direct-debit/settings';
import { demoDataOn } from '../../core/production-guard';
import type { RowOf } from '../../core/types';

export const ENROLMENT_UID = 'api::collections.direct-debit-enrolment' as const;
export const DEBIT_UID = 'api::collections.direct-debit-debit' as const;
export const FILE_UID = 'api::collections.direct-debit-file' as const;

export type EnrolmentRow = RowOf<
  typeof ENROLMENT_UID,
  | 'consumerCode'
  | 'bankCode'
  | 'bankName'
  | 'agency'
  | 'account'
  | 'accountDigit'
  | 'holderDocument'
  | 'status'
  | 'reason'
  | 'consentText'
  | 'consentAt'
  | 'consentByName'
  | 'requestedAt'
  | 'confirmedAt'
  | 'cancelledAt'
>;

export type DebitRow = RowOf<
  typeof DEBIT_UID,
  'numDoc' | 'bankCode' | 'dueDate' | 'debitDate' | 'amountCents' | 'status' | 'returnCode' | 'reason' | 'fileId'
>;

export type FileRow = RowOf<
  typeof FILE_UID,
  'direction' | 'bankCode' | 'businessDate' | 'nsa' | 'status' | 'leaseUntil' | 'attempts' | 'fileName' | 'fileKey' | 'summary' | 'error'
>;

let cached: { raw: string; value: DirectDebitSettings } | null = null;

/** The settings of the environment (read again when it changes, e.g. in tests). */
export function settings(): DirectDebitSettings {
  const demo = demoDataOn(process.env);
  const raw = [
    demo,
    process.env.DIRECT_DEBIT_BANKS,
    process.env.DIRECT_DEBIT_FILE_TIME,
    process.env.DIRECT_DEBIT_LEAD_DAYS,
    process.env.DIRECT_DEBIT_FILE_DIR,
  ].join('|');
  if (cached?.raw !== raw) cached = { raw, value: directDebitSettings(process.env, demo) };
  return cached.value;
}
