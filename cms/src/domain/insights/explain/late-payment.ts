/**
 * Fine and interest of a bill paid late, charged on a later bill (issue 25 §1,
 * docs/insights-explain.md): a 2 % fine on the amount and interest of 1 % a month pro rata by the
 * days late (the conditions of supply of ARSESP's rules for piped gas in São Paulo; the figures are
 * settings of the caller, these are the defaults). Pure.
 */
import { daysBetween } from './bill';
import { rateOf, roundDiv, toCents } from './decimal';

export interface LatePaymentInput {
  amountCents: number;
  dueDate: string;
  paidOn: string;
  finePercent?: string;
  interestPercentPerMonth?: string;
}

export interface LatePaymentCharges {
  daysLate: number;
  fineCents: number;
  interestCents: number;
}

const RATE_WHOLE = 1_000_000n;

export function latePaymentCharges(input: LatePaymentInput): LatePaymentCharges {
  const daysLate = Math.max(0, daysBetween(input.dueDate, input.paidOn));
  if (daysLate === 0) return { daysLate, fineCents: 0, interestCents: 0 };
  const amount = BigInt(input.amountCents);
  const fine = roundDiv(amount * rateOf(input.finePercent ?? '2'), RATE_WHOLE);
  const interest = roundDiv(amount * rateOf(input.interestPercentPerMonth ?? '1') * BigInt(daysLate), RATE_WHOLE * 30n);
  return { daysLate, fineCents: toCents(fine), interestCents: toCents(interest) };
}
