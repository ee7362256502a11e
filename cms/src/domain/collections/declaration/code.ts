/**
 * The declaration's verification code (docs/collections-declaration.md): 15 random symbols of
 * Crockford's base 32 (75 bits: not guessable) and a 16th check symbol (Luhn mod N over the
 * 32 symbols, which catches every single wrong symbol and every swap of two neighbours), shown
 * in four groups: `7K3M-QX9A-R2TD-W8NF`. Typed back, case, spaces and dashes do not matter and
 * the look-alikes O, I and L read as 0, 1 and 1 (as Crockford's alphabet says).
 */

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const N = CODE_ALPHABET.length;
/** Random symbols before the check symbol. */
export const CODE_RANDOM_SYMBOLS = 15;

/** The Luhn mod N check symbol of `payload` (symbols of CODE_ALPHABET). */
function checkSymbol(payload: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = payload.length - 1; i >= 0; i--) {
    let addend = factor * CODE_ALPHABET.indexOf(payload[i]!);
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return CODE_ALPHABET[(N - (sum % N)) % N]!;
}

/** A code from 15 random values in 0..31 (the caller's secure random source), with its check symbol, in groups. */
export function verificationCode(randomValues: readonly number[]): string {
  if (randomValues.length !== CODE_RANDOM_SYMBOLS || randomValues.some((n) => !Number.isInteger(n) || n < 0 || n >= N))
    throw new RangeError(`a code needs ${CODE_RANDOM_SYMBOLS} values in 0..${N - 1}`);
  const payload = randomValues.map((n) => CODE_ALPHABET[n]).join('');
  return groups(payload + checkSymbol(payload));
}

const groups = (symbols: string) => symbols.match(/.{1,4}/g)!.join('-');

/**
 * A typed code in its stored form (`XXXX-XXXX-XXXX-XXXX`), or null when it is not a well-formed
 * code (wrong length, a symbol outside the alphabet, or a wrong check symbol).
 */
export function normalizeVerificationCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 64) return null;
  const symbols = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (symbols.length !== CODE_RANDOM_SYMBOLS + 1 || [...symbols].some((c) => !CODE_ALPHABET.includes(c))) return null;
  const payload = symbols.slice(0, CODE_RANDOM_SYMBOLS);
  return checkSymbol(payload) === symbols[CODE_RANDOM_SYMBOLS] ? groups(symbols) : null;
}
