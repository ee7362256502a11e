/** Customer (consumer) code of spec 04 §3/§9: digits only, up to 12. */
export const CONSUMER_CODE_MAX_LENGTH = 12;
/** The attendant's contract search masks the customer code to 11 digits (spec 02 §2.7). */
export const ATTENDANT_CONSUMER_CODE_DIGITS = 11;

export function normalizeConsumerCode(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

export function isValidConsumerCode(value: unknown): boolean {
  const d = normalizeConsumerCode(value);
  return d.length >= 1 && d.length <= CONSUMER_CODE_MAX_LENGTH;
}
