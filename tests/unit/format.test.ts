import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDateTimeAt,
  formatLongDate,
  formatNumber,
  formatTimestamp,
  formatVolume,
  formatWeekdayDate,
  isoDayInSaoPaulo,
  monthName,
  monthNameOf,
  monthYearLabel,
  weekdayName,
  yearInSaoPaulo,
} from '../../src/lib/format';

// The pt-BR formatting module of the site (docs/architecture.md, "Client-area kernel").
describe('pt-BR formatting', () => {
  it('shows a day as dd/MM/yyyy, a dash for none, anything else as it came', () => {
    expect(formatDate('2026-03-02')).toBe('02/03/2026');
    expect(formatDate('2026-03-02T23:59:00.000Z')).toBe('02/03/2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('amanhã')).toBe('amanhã');
  });

  it('shows instants in São Paulo time (UTC−3)', () => {
    expect(formatDateTime('2026-11-26T13:05:00.000Z')).toBe('26/11/2026, 10:05');
    expect(formatDateTimeAt('2026-11-26T13:05:00.000Z')).toBe('26/11/2026 às 10:05');
    expect(formatTimestamp('2026-11-26T13:05:33.000Z')).toBe('26/11/2026, 10:05:33');
    // 01:30 UTC on 1 January is still 31 December in São Paulo.
    expect(formatLongDate('2025-01-01T01:30:00.000Z')).toBe('31 de dezembro de 2024');
    expect(formatLongDate('2025-03-05T15:00:00.000Z')).toBe('5 de março de 2025');
    expect(isoDayInSaoPaulo('2025-01-01T01:30:00.000Z')).toBe('2024-12-31');
    expect(yearInSaoPaulo(new Date('2025-01-01T01:30:00.000Z'))).toBe(2024);
    expect(formatWeekdayDate('2026-11-26T13:05:00.000Z')).toBe('quinta-feira, 26 de novembro de 2026');
  });

  it('names the twelve months and the seven weekdays', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i + 1))).toEqual([
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ]);
    expect(monthNameOf('2026-03')).toBe('março');
    expect(monthYearLabel('2026-12-01')).toBe('dezembro de 2026');
    expect(Array.from({ length: 7 }, (_, i) => weekdayName(i))).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
  });

  it('shows money from integer cents and volumes from the API text, exactly', () => {
    expect(formatCents(123456)).toBe('R$\u00a01.234,56');
    expect(formatCents(null)).toBe('R$\u00a00,00');
    expect(formatNumber(12345)).toBe('12.345');
    expect(formatVolume('1234.5')).toBe('1.234,5 m³');
    expect(formatVolume('98765432109876543210.125')).toBe('98.765.432.109.876.543.210,125 m³');
    expect(formatVolume('0')).toBe('0 m³');
    expect(formatVolume(null)).toBe('—');
    expect(formatVolume('')).toBe('—');
  });
});
