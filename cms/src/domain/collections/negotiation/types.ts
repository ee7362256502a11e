/** Answers of the negotiation calls (docs/collections-negotiation.md); dates ISO (AAAA-MM-DD), money in cents. */
import type { AgreementState } from './agreement';
import type { SimulationOption } from './simulation';

export interface NegotiableBill {
  numDoc: string;
  referenceMonth: string;
  dueDate: string;
  amountCents: number;
}

export interface NegotiableBills {
  bills: NegotiableBill[];
  maxInstalments: number;
  monthlyRateBp: number;
  downPaymentDays: number;
}

export interface SimulationAnswer {
  debtCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string;
  monthlyRateBp: number;
  options: (SimulationOption & { termsText: string })[];
}

export interface AgreementView {
  protocol: string;
  state: AgreementState;
  stateLabel: string;
  acceptedAt: string;
  acceptedByName: string | null;
  termsText: string;
  debtCents: number;
  downPaymentCents: number;
  downPaymentDueDate: string;
  downPaymentNumDoc: string | null;
  downPaymentPaid: boolean;
  instalmentCount: number;
  interestCents: number;
  totalCents: number;
  cetAnnualText: string;
  cetMonthlyText: string;
  bills: NegotiableBill[];
  /** Each instalment; `invoiceNumDoc` is the bill that carried it, once issued (else null). */
  instalments: { number: number; referenceMonth: string; amountCents: number; cancelled: boolean; invoiceNumDoc: string | null }[];
}
