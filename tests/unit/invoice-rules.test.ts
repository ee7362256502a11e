import { describe, expect, it } from 'vitest';
import { formatCents, sumCents } from '@domain/invoices/money';
import { brDate, isoFromBrDate, referenceVariants } from '@domain/invoices/reference';
import { INVOICE_STATUS_LABELS, canDownloadOrSend, canPay, invoiceStatus, paidLate, simplifiedStatus } from '@domain/invoices/status';

const sp = (local: string) => new Date(`${local}-03:00`);
const due = { dueDate: '2026-03-10' };

describe('invoice status on a fixed date (America/Sao_Paulo)', () => {
  it('is TO_EXPIRE before and on the due date, PENDING from the next day', () => {
    expect(invoiceStatus(due, sp('2026-03-09T12:00:00'))).toBe('TO_EXPIRE');
    expect(invoiceStatus(due, sp('2026-03-10T23:59:00'))).toBe('TO_EXPIRE');
    expect(invoiceStatus(due, sp('2026-03-11T00:00:00'))).toBe('PENDING');
  });

  it('uses the São Paulo date: 01:30 UTC on the 11th is still the 10th there', () => {
    expect(invoiceStatus(due, new Date('2026-03-11T01:30:00Z'))).toBe('TO_EXPIRE');
    expect(invoiceStatus(due, new Date('2026-03-11T03:00:00Z'))).toBe('PENDING');
  });

  it('is PAYED once paid, late or not, and NEGOTIATED when negotiated', () => {
    const late = { ...due, paymentDate: '2026-03-15' };
    expect(invoiceStatus(late, sp('2026-04-01T10:00:00'))).toBe('PAYED');
    expect(paidLate(late)).toBe(true);
    expect(paidLate({ ...due, paymentDate: '2026-03-10' })).toBe(false);
    expect(invoiceStatus({ ...due, negotiated: true }, sp('2026-04-01T10:00:00'))).toBe('NEGOTIATED');
  });

  it('labels the list as the spec does and gates the actions', () => {
    expect(INVOICE_STATUS_LABELS).toEqual({ PAYED: 'Paga', PENDING: 'Vencida', TO_EXPIRE: 'Em aberto', NEGOTIATED: 'Negociada' });
    expect([canPay('PENDING'), canPay('TO_EXPIRE'), canPay('PAYED'), canPay('NEGOTIATED')]).toEqual([true, true, false, false]);
    expect(canDownloadOrSend('NEGOTIATED')).toBe(false);
    expect(canDownloadOrSend('PAYED')).toBe(true);
    expect([simplifiedStatus('PAYED'), simplifiedStatus('PENDING'), simplifiedStatus('TO_EXPIRE')]).toEqual([1, 2, 3]);
  });
});

describe('reference month and dates in pt-BR', () => {
  it('gives every reference variant of March 2026', () => {
    expect(referenceVariants('2026-03')).toEqual({
      referenceDate: '03/2026',
      shortUpperReferenceDate: 'MAR/2026',
      upperReferenceDate: 'MARÇO/2026',
      referenceMonth: '03',
      shortMonth: 'mar',
      longMonth: 'março',
      referenceYear: '2026',
    });
    expect(() => referenceVariants('2026-13')).toThrow();
  });

  it('converts between ISO and dd/MM/yyyy, refusing dates that do not exist', () => {
    expect(brDate('2026-03-10')).toBe('10/03/2026');
    expect(brDate('2024-02-29')).toBe('29/02/2024');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '0050-01-01', '2026-3-10'])
      expect(() => brDate(bad), bad).toThrow(RangeError);
    expect(isoFromBrDate('10/03/2026')).toBe('2026-03-10');
    expect(isoFromBrDate('31/02/2026')).toBeNull();
    expect(isoFromBrDate('2026-03-10')).toBeNull();
  });
});

describe('money in integer cents', () => {
  it('shows reais through Intl pt-BR, with R$ 0,00 as the fallback', () => {
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatCents(null).replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(formatCents(12.5).replace(/\s/g, ' ')).toBe('R$ 0,00');
  });

  it('adds cents exactly', () => {
    expect(sumCents([10, 20, 70])).toBe(100);
    expect(() => sumCents([0.1, 0.2])).toThrow();
  });
});
