/**
 * The Pix "copia e cola" payload: an EMV® QRCPS-MPM BR Code as the Banco Central do Brasil's
 * "Manual de Padrões para Iniciação do Pix" defines it — ID/length/value fields, the
 * `br.gov.bcb.pix` merchant account template with the receiver's key, amount, merchant name and
 * city, the transaction id in the additional-data template, and CRC16-CCITT (polynomial 0x1021,
 * initial value 0xFFFF) over the whole payload including the CRC field's own ID and length.
 */
import { emvField as field, emvText as plain } from './emv';

export interface PixPayloadInput {
  /** The distributor's Pix key (e-mail, CNPJ, phone or random key). */
  key: string;
  /** Amount in integer cents; omitted for an open amount. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** Transaction id: letters and digits, at most 25 (`***` when none). */
  txid?: string;
  /** Free text shown to the payer (field 02 of the account template). */
  description?: string;
}

export function crc16ccitt(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The txid of an invoice: letters and digits only, at most 25 characters. */
export function pixTxid(reference: string): string {
  const cleaned = reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  return cleaned || '***';
}

export function pixPayload(input: PixPayloadInput): string {
  const account = field('00', 'br.gov.bcb.pix') + field('01', input.key) + (input.description ? field('02', input.description) : '');
  const amount =
    input.amountCents === undefined
      ? ''
      : field(
          '54',
          (() => {
            if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new RangeError('Valor do Pix inválido');
            return `${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`;
          })(),
        );
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', input.txid ? pixTxid(input.txid) : '***')) +
    '6304';
  return body + crc16ccitt(body);
}

/** True when a payload's last four characters are the CRC of everything before them. */
export function hasValidCrc(payload: string): boolean {
  return /6304[0-9A-F]{4}$/.test(payload) && crc16ccitt(payload.slice(0, -4)) === payload.slice(-4);
}
