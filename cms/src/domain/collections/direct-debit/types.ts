/** Answers of the débito automático calls (docs/collections-direct-debit.md), shared by the CMS and the client area. */
import type { DebitStatus, EnrolmentStatus } from './rules';

export interface DirectDebitEnrolmentView {
  id: number;
  status: EnrolmentStatus;
  statusLabel: string;
  bankCode: string;
  bankName: string;
  agency: string;
  /** Masked: only the last 3 characters and the digit. */
  account: string;
  /** Why the bank refused it (REFUSED), null otherwise. */
  reason: string | null;
  consentText: string;
  consentAt: string;
  consentByName: string | null;
  requestedAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  canCancel: boolean;
}

export interface DirectDebitDebitView {
  numDoc: string;
  dueDate: string;
  debitDate: string;
  amountCents: number;
  status: DebitStatus;
  /** The bank's return in Portuguese (FAILED, CANCELLED), null while scheduled or when paid. */
  reason: string | null;
}

export interface DirectDebitAnswer {
  /** The distributor's name, as the consent text names it. */
  company: string;
  banks: { code: string; name: string }[];
  /** The contract's latest enrolment (live, refused or cancelled), null when it never had one. */
  enrolment: DirectDebitEnrolmentView | null;
  /** Debits of the contract's bills, newest first (at most 12). */
  debits: DirectDebitDebitView[];
  /** Whether a new enrolment may be asked now (no live one and at least one bank). */
  canEnrol: boolean;
}

export interface DirectDebitFileView {
  id: number;
  direction: 'REMESSA' | 'RETORNO';
  bankCode: string;
  businessDate: string;
  nsa: number | null;
  status: 'WAITING' | 'PROCESSING' | 'DONE' | 'ERROR';
  fileName: string | null;
  summary: string | null;
  error: string | null;
}
