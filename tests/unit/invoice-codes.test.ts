/**
 * The payment codes of one bill (domain/payment/invoice-codes) and the Pix webhook signature
 * check (portal/invoices/pix-webhook): read back with the independent rules of the FEBRABAN
 * and BCB layouts already tested against their published examples (payment-codes.test.ts).
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { barcodeFromTypeableLine, isValidCollectionBarcode, modulo10 } from '@domain/payment/febraban';
import { billCodes, invoiceTxid } from '@domain/payment/invoice-codes';
import { crc16ccitt, hasValidCrc } from '@domain/payment/pix';
import { canDownloadInvoices, canSeePaymentCodes, sendsOnlyToRegisteredEmail } from '@domain/invoices/access';
import { ROLE_DEFAULT_PERMISSIONS } from '@domain/permissions';
import { freshTimestamp, signatureOf, timestampOf, validSignature } from '../../cms/src/portal/invoices/pix-webhook';

const payee = { febrabanCompanyId: '0123', pixKey: 'pix@necta.com.br', pixMerchantName: 'Necta Gás Natural', pixMerchantCity: 'Araçatuba' };
const bill = { numDoc: '100000001202603', amountCents: 15_790, dueDate: '2026-04-20' };

/** The BR Code's top-level fields as id → value. */
function tlv(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

describe('billCodes', () => {
  const codes = billCodes(bill, payee);

  it('lays the barcode out as a gas utility bill: 8, 3, 6, DV, amount, company, due date + number', () => {
    expect(codes.barcode).toHaveLength(44);
    expect(codes.barcode.slice(0, 3)).toBe('836');
    expect(codes.barcode.slice(4, 15)).toBe('00000015790');
    expect(codes.barcode.slice(15, 19)).toBe('0123');
    expect(codes.barcode.slice(19, 27)).toBe('20260420');
    expect(codes.barcode.slice(27)).toBe('00100000001202603');
    // The general check digit by modulo 10 over the other 43 digits, computed here by hand's rule.
    expect(Number(codes.barcode[3])).toBe(modulo10(codes.barcode.slice(0, 3) + codes.barcode.slice(4)));
    expect(isValidCollectionBarcode(codes.barcode)).toBe(true);
  });

  it('gives the linha digitável that reads back to the barcode', () => {
    expect(codes.typeableLine).toMatch(/^\d{48}$/);
    expect(barcodeFromTypeableLine(codes.typeableLine)).toBe(codes.barcode);
  });

  it('gives a BR Code with the key, amount, merchant, txid FAT<numDoc> and a valid CRC16', () => {
    const fields = tlv(codes.pixPayload);
    expect(fields.get('00')).toBe('01');
    expect(tlv(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix');
    expect(tlv(fields.get('26')!).get('01')).toBe('pix@necta.com.br');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('157.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Necta Gas Natural');
    expect(fields.get('60')).toBe('Aracatuba');
    expect(tlv(fields.get('62')!).get('05')).toBe(`FAT${bill.numDoc}`);
    expect(codes.txid).toBe(invoiceTxid(bill.numDoc));
    expect(hasValidCrc(codes.pixPayload)).toBe(true);
    expect(fields.get('63')).toBe(crc16ccitt(codes.pixPayload.slice(0, -4)));
  });

  it('changes every code when the amount changes, and refuses a non-numeric bill number', () => {
    const other = billCodes({ ...bill, amountCents: 15_791 }, payee);
    expect(other.barcode).not.toBe(codes.barcode);
    expect(other.pixPayload).not.toBe(codes.pixPayload);
    expect(() => billCodes({ ...bill, numDoc: 'ABC' }, payee)).toThrow();
  });
});

describe('who may do what with a bill', () => {
  it('gives payment codes to common access only, downloads to common access, admin and attendant 2', () => {
    expect(canSeePaymentCodes('client')).toBe(true);
    expect(canSeePaymentCodes('industry')).toBe(false);
    expect(canSeePaymentCodes('attendant-2')).toBe(false);
    expect(canSeePaymentCodes('admin')).toBe(false);
    expect(canDownloadInvoices('attendant-only', ROLE_DEFAULT_PERMISSIONS['attendant-only'])).toBe(false);
    expect(canDownloadInvoices('attendant-2', ROLE_DEFAULT_PERMISSIONS['attendant-2'])).toBe(true);
    expect(canDownloadInvoices('admin', ROLE_DEFAULT_PERMISSIONS.admin)).toBe(true);
    expect(canDownloadInvoices('client', ROLE_DEFAULT_PERMISSIONS.client)).toBe(true);
    expect(sendsOnlyToRegisteredEmail('attendant-only')).toBe(true);
    expect(sendsOnlyToRegisteredEmail('attendant-2')).toBe(false);
  });
});

describe('Pix webhook signature', () => {
  const raw = '{"pix":[{"endToEndId":"E1","txid":"FAT1","valor":"1.00","horario":"2026-01-01T00:00:00Z"}]}';
  const ts = '1780000000';
  const hex = crypto.createHmac('sha256', 'segredo').update(`${ts}.${raw}`).digest('hex');

  it('is the HMAC-SHA256 of "<timestamp>.<raw body>", accepted as sha256=<hex> or bare hex', () => {
    expect(signatureOf('segredo', ts, raw)).toBe(hex);
    expect(validSignature('segredo', ts, raw, `sha256=${hex}`)).toBe(true);
    expect(validSignature('segredo', ts, raw, hex.toUpperCase())).toBe(true);
  });

  it('refuses another secret, other bytes, another or no timestamp, a malformed header and a server without a secret', () => {
    expect(validSignature('outro', ts, raw, `sha256=${hex}`)).toBe(false);
    expect(validSignature('segredo', ts, `${raw} `, `sha256=${hex}`)).toBe(false);
    expect(validSignature('segredo', '1780000001', raw, `sha256=${hex}`)).toBe(false);
    expect(validSignature('segredo', null, raw, `sha256=${hex}`)).toBe(false);
    // The signature of the body alone (the old scheme) no longer passes.
    const bodyOnly = crypto.createHmac('sha256', 'segredo').update(raw).digest('hex');
    expect(validSignature('segredo', ts, raw, `sha256=${bodyOnly}`)).toBe(false);
    expect(validSignature('segredo', ts, raw, `sha256=${hex.slice(1)}`)).toBe(false);
    expect(validSignature('segredo', ts, raw, undefined)).toBe(false);
    expect(validSignature('segredo', ts, null, `sha256=${hex}`)).toBe(false);
    expect(validSignature(undefined, ts, raw, `sha256=${hex}`)).toBe(false);
    expect(validSignature('', ts, raw, `sha256=${crypto.createHmac('sha256', '').update(`${ts}.${raw}`).digest('hex')}`)).toBe(false);
  });

  it('takes a timestamp of Unix seconds only', () => {
    expect(timestampOf(' 1780000000 ')).toBe('1780000000');
    expect(timestampOf('2026-06-10T12:00:00Z')).toBeNull();
    expect(timestampOf('')).toBeNull();
    expect(timestampOf(undefined)).toBeNull();
  });

  it('accepts a call signed up to 5 minutes ago or 30 seconds ahead, nothing older or further ahead', () => {
    const at = 1_780_000_000_000;
    expect(freshTimestamp(String(at / 1000 - 299), at)).toBe(true);
    expect(freshTimestamp(String(at / 1000 - 300), at)).toBe(true);
    expect(freshTimestamp(String(at / 1000 - 301), at)).toBe(false);
    expect(freshTimestamp(String(at / 1000 + 30), at)).toBe(true);
    expect(freshTimestamp(String(at / 1000 + 31), at)).toBe(false);
  });
});
