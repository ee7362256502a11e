import { describe, expect, it } from 'vitest';
import {
  barcodeFromTypeableLine,
  collectionBarcode,
  formatTypeableLine,
  isValidCollectionBarcode,
  modulo10,
  modulo11,
  typeableLine,
} from '@domain/payment/febraban';
import { crc16ccitt, hasValidCrc, pixPayload, pixTxid } from '@domain/payment/pix';

// Published examples: the FEBRABAN collection layout (segment 4 sample, value R$ 10,99, company
// 1042, due 2023-12-31 in the free field) as reproduced by the febraban_barcode project's tests,
// and the BR Code example of the BCB's "Manual de Padrões para Iniciação do Pix".
const FEBRABAN_MOD10 = '84670000000109910422023123100000000000054321';
const FEBRABAN_MOD10_LINE = '846700000009109910422020312310000004000000543215';
const FEBRABAN_MOD11 = '84910000000010010422023123100000000000054321';
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('FEBRABAN collection barcode', () => {
  it('builds the published modulo-10 example from its parts', () => {
    expect(
      collectionBarcode({ amountCents: 1099, companyId: '1042', freeField: '2023123100000000000054321', segment: 4, valueIdentifier: 6 }),
    ).toBe(FEBRABAN_MOD10);
  });

  it('builds the published modulo-11 example from its parts', () => {
    expect(
      collectionBarcode({ amountCents: 100, companyId: '1042', freeField: '2023123100000000000054321', segment: 4, valueIdentifier: 9 }),
    ).toBe(FEBRABAN_MOD11);
  });

  it('gives the published linha digitável: four blocks of 11 digits with their own check digits', () => {
    expect(typeableLine(FEBRABAN_MOD10)).toBe(FEBRABAN_MOD10_LINE);
    expect(formatTypeableLine(FEBRABAN_MOD10_LINE)).toBe('84670000000-9 10991042202-0 31231000000-4 00000054321-5');
    expect(barcodeFromTypeableLine('84670000000-9 10991042202-0 31231000000-4 00000054321-5')).toBe(FEBRABAN_MOD10);
  });

  it('puts a gas bill in product 8, segment 3, with the amount in positions 5 to 15', () => {
    const code = collectionBarcode({ amountCents: 1_234_567, companyId: '0123', freeField: '100000001202611' });
    expect(code).toHaveLength(44);
    expect(code.slice(0, 3)).toBe('836');
    expect(code.slice(4, 15)).toBe('00001234567');
    expect(code.slice(15, 19)).toBe('0123');
    expect(isValidCollectionBarcode(code)).toBe(true);
    expect(typeableLine(code)).toHaveLength(48);
  });

  it('refuses a barcode or a typed line with one digit changed', () => {
    const tampered = FEBRABAN_MOD10.slice(0, 10) + ((Number(FEBRABAN_MOD10[10]) + 1) % 10) + FEBRABAN_MOD10.slice(11);
    expect(isValidCollectionBarcode(tampered)).toBe(false);
    const line = FEBRABAN_MOD10_LINE.slice(0, 20) + ((Number(FEBRABAN_MOD10_LINE[20]) + 1) % 10) + FEBRABAN_MOD10_LINE.slice(21);
    expect(barcodeFromTypeableLine(line)).toBeNull();
  });

  it('computes the check digits by the layout rules (worked by hand)', () => {
    // modulo 10, weights 2,1 from the right, digits of each product summed: 37 → 3
    expect(modulo10('01230067896')).toBe(3);
    // modulo 11, weights 2..9 from the right: 1042 → 21, rest 10 → 1; 261533 → 90, rest 2 → 9
    expect(modulo11('1042')).toBe(1);
    expect(modulo11('261533')).toBe(9);
    // rests 0 and 1 give 0
    expect(modulo11('0')).toBe(0);
    expect(modulo11('6')).toBe(0);
  });

  it('refuses amounts that do not fit and company ids of the wrong size', () => {
    expect(() => collectionBarcode({ amountCents: -1, companyId: '1042', freeField: '' })).toThrow();
    expect(() => collectionBarcode({ amountCents: 1.5, companyId: '1042', freeField: '' })).toThrow();
    expect(() => collectionBarcode({ amountCents: 100, companyId: '104', freeField: '' })).toThrow();
  });
});

describe('Pix BR Code', () => {
  it('reproduces the BCB manual example, CRC16 included', () => {
    expect(pixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(
      BCB_EXAMPLE,
    );
    expect(crc16ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
  });

  it('carries the amount, the txid and names without accents', () => {
    const payload = pixPayload({
      key: 'pix@necta.com.br',
      amountCents: 15_790,
      merchantName: 'Necta Gás Natural',
      merchantCity: 'Araçatuba',
      txid: 'FAT-2026-000123',
    });
    expect(payload).toContain('5406157.90');
    expect(payload).toContain('5917Necta Gas Natural');
    expect(payload).toContain('6009Aracatuba');
    expect(payload).toContain('62170513FAT2026000123');
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.replace('157.90', '157.91'))).toBe(false);
  });

  it('keeps the txid to 25 letters and digits', () => {
    expect(pixTxid('a-b_c 1234567890123456789012345')).toBe('abc1234567890123456789012');
    expect(pixTxid('---')).toBe('***');
  });
});
