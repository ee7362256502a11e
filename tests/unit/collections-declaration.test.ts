/**
 * The annual debt discharge declaration of Lei nº 12.007/2009 (docs/collections-declaration.md):
 * which ended years a contract gets it for (bills by due date, art. 2º; judicial dispute leaves
 * months out, §3º), the verification code and the masks of the public check. Fixed clock.
 */
import { describe, expect, it } from 'vitest';
import { declarationYear, declarationYearForBill, declarationYears, type DeclarationBill } from '@domain/collections/declaration/rules';
import { normalizeVerificationCode, verificationCode } from '@domain/collections/declaration/code';
import { mayBillYear } from '../../src/area-cliente/features/collections/model/declaration/may-bill';
import { billsFor } from '../../cms/src/seed/demo-invoices';
import { DEMO_CONTRACTS } from '../../cms/src/seed/demo-portal-data';
import { maskCode, maskName, monthList, yearExplanation } from '@domain/collections/declaration/texts';

const paid = (dueDate: string, paymentDate = dueDate): DeclarationBill => ({ dueDate, paymentDate, judicialDispute: false });
const open = (dueDate: string, judicialDispute = false): DeclarationBill => ({ dueDate, paymentDate: null, judicialDispute });
const twelvePaid = (year: number) => Array.from({ length: 12 }, (_, i) => paid(`${year}-${String(i + 1).padStart(2, '0')}-10`));

describe('declaration years (art. 2º)', () => {
  const now = new Date('2026-03-02T10:00:00-03:00');

  it('lists only ended years in São Paulo, newest first, and only years with bills', () => {
    const bills = [...twelvePaid(2024), paid('2025-03-10'), open('2026-02-10')];
    expect(declarationYears(bills, now).map((y) => y.year)).toEqual([2025, 2024]);
  });

  it('a year is ended on 1 January in São Paulo, not in UTC', () => {
    const bills = [paid('2025-12-10')];
    expect(declarationYears(bills, new Date('2026-01-01T02:59:00Z'))).toEqual([]);
    expect(declarationYears(bills, new Date('2026-01-01T03:00:00Z')).map((y) => y.year)).toEqual([2025]);
  });

  it('a year with every bill paid is FULL and covers the billed months only (§2º)', () => {
    expect(declarationYear(2025, [paid('2025-03-10'), paid('2025-04-10', '2025-05-02')])).toEqual({
      year: 2025,
      state: 'FULL',
      billedMonths: [3, 4],
      coveredMonths: [3, 4],
      excludedMonths: [],
      unpaidMonths: [],
    });
  });

  it('a bill belongs to the year of its due date: December 2024 usage due in January 2025 counts in 2025', () => {
    const bills = [paid('2024-12-10'), open('2025-01-10')];
    expect(declarationYear(2024, bills)?.state).toBe('FULL');
    expect(declarationYear(2025, bills)?.state).toBe('UNAVAILABLE');
  });

  it('a bill paid after the year ended still counts as paid', () => {
    expect(declarationYear(2025, [paid('2025-12-28', '2026-01-15')])?.state).toBe('FULL');
  });

  it('an open bill under judicial dispute makes the year PARTIAL, its month excluded and named (§3º)', () => {
    const bills = [...twelvePaid(2025).filter((b) => !b.dueDate.startsWith('2025-07')), open('2025-07-10', true)];
    const year = declarationYear(2025, bills)!;
    expect(year.state).toBe('PARTIAL');
    expect(year.excludedMonths).toEqual([7]);
    expect(year.coveredMonths).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
    expect(yearExplanation(year)).toBe('Declaração parcial: o mês de julho fica excluído por débito em discussão judicial.');
  });

  it('a disputed bill that was paid anyway is no debt: the year stays FULL', () => {
    expect(declarationYear(2025, [{ dueDate: '2025-07-10', paymentDate: '2025-07-09', judicialDispute: true }])?.state).toBe('FULL');
  });

  it('an open bill not under dispute leaves the year without declaration, and says which months (§1º)', () => {
    const year = declarationYear(2025, [paid('2025-01-10'), open('2025-02-10'), open('2025-05-10'), open('2025-06-10', true)])!;
    expect(year.state).toBe('UNAVAILABLE');
    expect(year.coveredMonths).toEqual([]);
    expect(year.unpaidMonths).toEqual([2, 5]);
    expect(yearExplanation(year)).toBe(
      'Sem declaração: há faturas não pagas com vencimento em fevereiro e maio. Quite os débitos do ano para obter a declaração.',
    );
  });

  it('a year whose every debt is disputed discharges nothing: no declaration', () => {
    const year = declarationYear(2025, [open('2025-02-10', true)])!;
    expect(year.state).toBe('UNAVAILABLE');
    expect(yearExplanation(year)).toBe('Sem declaração: todos os débitos do ano estão em discussão judicial.');
  });

  it('a contract without bills in a year has no entry for it', () => {
    expect(declarationYear(2023, [paid('2025-01-10')])).toBeNull();
    expect(declarationYears([], now)).toEqual([]);
  });

  it('the bill due in May carries the declaration of the year before (art. 3º)', () => {
    expect(declarationYearForBill('2026-05-13')).toBe(2025);
    expect(declarationYearForBill('2026-04-30')).toBeNull();
    expect(declarationYearForBill('2026-06-01')).toBeNull();
  });
});

describe('verification code', () => {
  it('is 15 symbols of Crockford base 32 and a Luhn mod 32 check symbol, in four groups', () => {
    expect(verificationCode([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])).toBe('0123-4567-89AB-CDEZ');
    expect(verificationCode(Array(15).fill(0))).toBe('0000-0000-0000-0000');
    expect(verificationCode(Array(15).fill(31))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZF');
  });

  it('refuses a random source of the wrong size or range', () => {
    expect(() => verificationCode([1, 2, 3])).toThrow(RangeError);
    expect(() => verificationCode(Array(15).fill(32))).toThrow(RangeError);
  });

  it('reads a typed code whatever its case, spaces and dashes, and O/I/L as 0/1/1', () => {
    expect(normalizeVerificationCode('0123 4567 89ab cdez')).toBe('0123-4567-89AB-CDEZ');
    expect(normalizeVerificationCode('O123-4567-89AB-CDEZ')).toBe('0123-4567-89AB-CDEZ');
    expect(normalizeVerificationCode('0l23456789ABCDEZ')).toBe('0123-4567-89AB-CDEZ');
  });

  it('refuses every code with one wrong symbol and every swap of two different neighbours', () => {
    const good = '0123456789ABCDEZ';
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    let tried = 0;
    for (let i = 0; i < good.length; i++) {
      for (const c of alphabet) {
        if (c === good[i]) continue;
        tried++;
        expect(normalizeVerificationCode(good.slice(0, i) + c + good.slice(i + 1))).toBeNull();
      }
      if (i < good.length - 1 && good[i] !== good[i + 1]) {
        tried++;
        expect(normalizeVerificationCode(good.slice(0, i) + good[i + 1] + good[i] + good.slice(i + 2))).toBeNull();
      }
    }
    expect(tried).toBe(16 * 31 + 15);
  });

  it('refuses wrong lengths, foreign symbols and non-text', () => {
    expect(normalizeVerificationCode('0123-4567-89AB-CDE')).toBeNull();
    expect(normalizeVerificationCode('0123-4567-89AB-CDEZ-0')).toBeNull();
    expect(normalizeVerificationCode('0123-4567-89AB-CDUZ')).toBeNull();
    expect(normalizeVerificationCode(12345)).toBeNull();
    expect(normalizeVerificationCode('x'.repeat(100))).toBeNull();
  });
});

describe('texts of the public check', () => {
  it('masks the holder to the first letter of each word and the contract to its last three digits', () => {
    expect(maskName('MARIA DA SILVA')).toBe('M**** D* S****');
    expect(maskName('  Ana  E ')).toBe('A** E');
    expect(maskCode('123456789')).toBe('******789');
    expect(maskCode('12')).toBe('12');
  });

  it('names months in Portuguese, joined with "e"', () => {
    expect(monthList([3])).toBe('março');
    expect(monthList([1, 3, 12])).toBe('janeiro, março e dezembro');
  });
});

describe('demo declarations (multicontrato@demo.test)', () => {
  const stateOf = (key: 'multi1' | 'multi2' | 'multi3', today: string) =>
    declarationYears(
      billsFor(key, DEMO_CONTRACTS[key], today).map((b) => ({
        dueDate: b.dueDate,
        paymentDate: b.paymentDate,
        judicialDispute: b.judicialDispute,
      })),
      new Date(`${today}T12:00:00-03:00`),
    ).map((y) => y.state);

  it.each(['2026-01-02', '2026-05-20', '2026-11-28', '2026-12-31'])('seeded on %s: a partial, a refused and full years', (today) => {
    expect(stateOf('multi1', today)).toContain('PARTIAL');
    expect(stateOf('multi2', today)).toContain('UNAVAILABLE');
    expect(stateOf('multi3', today)).toEqual(['FULL', 'FULL']);
  });
});

describe('the May bill on screen (art. 3º)', () => {
  it('the latest bill by due date carries the previous year when it falls due in May', () => {
    expect(mayBillYear(['10/04/2026', '13/05/2026', '10/03/2026'])).toBe(2025);
    expect(mayBillYear(['13/05/2026', '10/06/2026'])).toBeNull();
    expect(mayBillYear([])).toBeNull();
  });
});
