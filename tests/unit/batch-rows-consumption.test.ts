/**
 * The invoice CSV's optional consumption columns (cms/src/domain/batches/rows.ts; PORTAL-API.md §16,
 * docs/insights-explain.md): the reading dates, reading type, measured m³, correction factor and
 * corrected m³ the billing system may send with each bill, so uploaded bills can be explained and
 * fed by an accepted self-reading.
 */
import { describe, expect, it } from 'vitest';
import { parseInvoiceRow } from '@domain/batches/rows';

const ROW = {
  consumerCode: '100000001',
  consumerCpfCnpj: '348.712.965-55',
  numDoc: '10000000127011',
  referenceMonth: '12/2026',
  issueDate: '05/01/2027',
  deadline: '20/01/2027',
  price: '1.234,56',
  previousReading: '1.204,310',
  currentReading: '1.238,02',
  consumptionM3: '',
  scheduledDate: '05/01/2027',
};

const consumptionOf = (patch: Record<string, string>) => {
  const result = parseInvoiceRow({ ...ROW, ...patch }, '2027-01-01');
  return result.ok ? result.value.consumption : result.reason;
};

describe('the consumption columns of the invoice CSV', () => {
  it('reads the reading dates, type, volumes and factor as Brazilians write them', () => {
    expect(
      consumptionOf({
        previousReadingDate: '26/11/2026',
        currentReadingDate: '27/12/2026',
        readingType: 'Estimada',
        measuredM3: '33,71',
        correctionFactor: '1,0183',
        correctedM3: '34,327',
      }),
    ).toEqual({
      previousReadingDate: '2026-11-26',
      currentReadingDate: '2026-12-27',
      readingType: 'ESTIMATED',
      measuredM3: '33.71',
      correctionFactor: '1.0183',
      correctedM3: '34.327',
    });
  });

  it('bills the consumption as the corrected volume when the column is empty, and has no data without any column', () => {
    // current − previous = 1 238,02 − 1 204,310 = 33,71 m³.
    expect(consumptionOf({ previousReadingDate: '26/11/2026', currentReadingDate: '27/12/2026', readingType: 'REAL' })).toEqual({
      previousReadingDate: '2026-11-26',
      currentReadingDate: '2026-12-27',
      readingType: 'REAL',
      measuredM3: null,
      correctionFactor: null,
      correctedM3: '33.71',
    });
    expect(consumptionOf({ previousReadingDate: '', currentReadingDate: '', readingType: '' })).toBeNull();
  });

  it('refuses a row with one reading date, dates out of order, an unknown type or a bad factor', () => {
    const dates = 'Informe as duas datas de leitura (previousReadingDate e currentReadingDate), a atual depois da anterior.';
    expect(consumptionOf({ currentReadingDate: '27/12/2026' })).toBe(dates);
    expect(consumptionOf({ previousReadingDate: '27/12/2026', currentReadingDate: '26/11/2026' })).toBe(dates);
    expect(consumptionOf({ previousReadingDate: '26/11/2026', currentReadingDate: '27/12/2026', readingType: 'chute' })).toBe(
      'Tipo de leitura inválido: use REAL, ESTIMATED ou INFORMED (real, estimada ou informada).',
    );
    expect(consumptionOf({ previousReadingDate: '26/11/2026', currentReadingDate: '27/12/2026', correctionFactor: '123,4' })).toBe(
      'Fator de correção inválido: use um número com até 6 casas decimais, por exemplo 1,0183.',
    );
    expect(consumptionOf({ previousReadingDate: '26/11/2026', currentReadingDate: '27/12/2026', measuredM3: '1,2345' })).toBe(
      'Valor inválido em measuredM3: use um número com até 3 casas decimais.',
    );
  });
});
