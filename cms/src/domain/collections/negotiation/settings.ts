/**
 * Settings of the negotiation of overdue bills (parcelamento, docs/collections-negotiation.md):
 * read from the environment by the CMS (`portal/collections/negotiation/settings.ts`) and parsed
 * here, so a bad value falls back to the documented default instead of breaking the flow.
 */
export interface NegotiationSettings {
  /** Largest number of monthly instalments after the down payment (1..60). */
  maxInstalments: number;
  /** Monthly interest rate in basis points (100 = 1 % a.m.). */
  monthlyRateBp: number;
  /** Down payment: at least this share of the debt, in basis points (1000 = 10 %)… */
  minDownPaymentBp: number;
  /** …and at least this many cents (capped at the debt). */
  minDownPaymentCents: number;
  /** Smallest instalment offered, in cents (a count whose instalment is smaller is not offered, except one instalment). */
  minInstalmentCents: number;
  /** Calendar days (America/Sao_Paulo) the customer has to pay the down payment; unpaid after that, the agreement is undone. */
  downPaymentDays: number;
}

export const NEGOTIATION_DEFAULTS: NegotiationSettings = {
  maxInstalments: 12,
  monthlyRateBp: 100,
  minDownPaymentBp: 1000,
  minDownPaymentCents: 5000,
  minInstalmentCents: 3000,
  downPaymentDays: 5,
};

const LIMITS: Record<keyof NegotiationSettings, [number, number]> = {
  maxInstalments: [1, 60],
  monthlyRateBp: [0, 1000],
  minDownPaymentBp: [0, 10000],
  minDownPaymentCents: [0, 100_000_00],
  minInstalmentCents: [1, 100_000_00],
  downPaymentDays: [1, 30],
};

export const NEGOTIATION_ENV: Record<keyof NegotiationSettings, string> = {
  maxInstalments: 'NEGOTIATION_MAX_INSTALMENTS',
  monthlyRateBp: 'NEGOTIATION_MONTHLY_RATE_BP',
  minDownPaymentBp: 'NEGOTIATION_MIN_DOWN_PAYMENT_BP',
  minDownPaymentCents: 'NEGOTIATION_MIN_DOWN_PAYMENT_CENTS',
  minInstalmentCents: 'NEGOTIATION_MIN_INSTALMENT_CENTS',
  downPaymentDays: 'NEGOTIATION_DOWN_PAYMENT_DAYS',
};

/** The settings from environment-like text values: each an integer within its limits, else its default. */
export function parseNegotiationSettings(env: Record<string, string | undefined>): NegotiationSettings {
  const out = { ...NEGOTIATION_DEFAULTS };
  for (const key of Object.keys(NEGOTIATION_ENV) as (keyof NegotiationSettings)[]) {
    const raw = env[NEGOTIATION_ENV[key]]?.trim();
    if (!raw || !/^\d+$/.test(raw)) continue;
    const value = Number(raw);
    const [min, max] = LIMITS[key];
    if (value >= min && value <= max) out[key] = value;
  }
  return out;
}
