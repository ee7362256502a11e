/**
 * The dynamic Pix BR Code of a charge: an EMV® QRCPS-MPM payload as the Banco Central do
 * Brasil's "Manual de Padrões para Iniciação do Pix" (BR Code) defines it for a QR dinâmico —
 * point of initiation method `12` (field 01), the `br.gov.bcb.pix` merchant account template
 * (field 26) with the location URL of the charge's payload in sub-field 25 (without the
 * `https://` scheme), no amount (the payer's app reads it, with fine, interest and discount, from
 * the location), reference label `***` and CRC16-CCITT (field 63).
 */
import { emvField as field, emvFields, emvText as plain } from '../../../domain/payment/emv';
import { crc16ccitt, hasValidCrc } from '../../../domain/payment/pix';

/** The location as the BR Code carries it: host and path, no scheme (at most 77 characters). */
export function locationOf(url: string): string {
  const bare = url.trim().replace(/^https?:\/\//i, '');
  if (!bare || bare.length > 77 || /\s/.test(bare)) throw new RangeError('Location do Pix inválida');
  return bare;
}

export interface DynamicPixInput {
  /** `loc.location` of the provider's answer (with or without `https://`). */
  location: string;
  merchantName: string;
  merchantCity: string;
}

export function dynamicPixPayload(input: DynamicPixInput): string {
  return payload(input.location, null, input);
}

export interface ComposedPixInput {
  /** The location of the bill's charge with due date (`cobv`), field 26. */
  chargeLocation: string;
  /** The location of the recurrence (`locrec`), field 80. */
  recLocation: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * The composite QR of Pix Automático's journey 4 ("QR Composto da cobrança com vencimento +
 * recorrência", API Pix `GET /rec/{idRec}?txid=` → `dadosQR`): the charge's location in field 26
 * and the recurrence's in field 80 (same template `br.gov.bcb.pix`, sub-field 25), as the BCB's
 * published example `recResponse7` of openapi.yaml lays them out.
 */
export function composedPixPayload(input: ComposedPixInput): string {
  return payload(input.chargeLocation, input.recLocation, input);
}

function payload(chargeLocation: string, recLocation: string | null, payee: { merchantName: string; merchantCity: string }): string {
  const account = (location: string) => field('00', 'br.gov.bcb.pix') + field('25', locationOf(location));
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', account(chargeLocation)) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', plain(payee.merchantName, 25)) +
    field('60', plain(payee.merchantCity, 15)) +
    field('62', field('05', '***')) +
    (recLocation ? field('80', account(recLocation)) : '') +
    '6304';
  return body + crc16ccitt(body);
}

/** The top-level fields of a BR Code (ID → value), or null when it is not a well-formed TLV list. */
export const brCodeFields = emvFields;

/** The location a dynamic BR Code points to (field 26, sub-field 25; field 80 for a recurrence), or null. */
export function brCodeLocation(payload: string, id: '26' | '80' = '26'): string | null {
  if (!hasValidCrc(payload)) return null;
  const account = brCodeFields(payload)?.get(id);
  const sub = account ? brCodeFields(account) : null;
  if (!sub || sub.get('00')?.toLowerCase() !== 'br.gov.bcb.pix') return null;
  return sub.get('25') ?? null;
}

/**
 * The "copia e cola" of journey 4: the PSP's `dadosQR.pixCopiaECola` when it is a valid composite
 * code naming both locations, else the code built from them.
 */
export function composedCopyPaste(
  given: string | null | undefined,
  locations: { chargeLocation: string; recLocation: string },
  payee: { merchantName: string; merchantCity: string },
): string {
  const code = given?.trim();
  const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === locationOf(b).toLowerCase();
  if (code && same(brCodeLocation(code, '26'), locations.chargeLocation) && same(brCodeLocation(code, '80'), locations.recLocation))
    return code;
  return composedPixPayload({ ...locations, ...payee });
}

/**
 * The "copia e cola" to show for a charge: the provider's `pixCopiaECola` when it is a valid
 * dynamic BR Code pointing to the charge's location, else the code built from the location.
 */
export function chargeCopyPaste(
  answer: { location: string; pixCopiaECola?: string | null },
  payee: { merchantName: string; merchantCity: string },
) {
  const given = answer.pixCopiaECola?.trim();
  if (given && brCodeLocation(given)?.toLowerCase() === locationOf(answer.location).toLowerCase()) return given;
  return dynamicPixPayload({ location: answer.location, merchantName: payee.merchantName, merchantCity: payee.merchantCity });
}
