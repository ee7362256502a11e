/** "Meu consumo" rules (issue 25 §2; docs/insights-consumption.md): series, per day, comparison, usual and alert. */
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  alertMessage,
  alertReason,
  alertSettingsErrors,
  alertThreshold,
  consumptionSeries,
  cycleDays,
  daysOfMonth,
  groupMonth,
  judgeAlert,
  litresOf,
  nearestRank,
  seriesCsv,
  usualFor,
  DEFAULT_ALERT_SETTINGS,
  MIN_GROUP_CUSTOMERS,
  type BillVolume,
} from '../../cms/src/domain/insights/consumption/rules';

const bill = (referenceMonth: string, litres: number, days = 30): BillVolume => ({ referenceMonth, litres, days });

describe('volumes and cycles', () => {
  it('reads the bill m³ as exact litres', () => {
    expect(litresOf('12.5')).toBe(12_500);
    expect(litresOf('0.001')).toBe(1);
    expect(litresOf('7')).toBe(7_000);
    expect(litresOf('1.2345')).toBeNull();
    expect(litresOf('-1')).toBeNull();
  });

  it('counts the cycle days between the reading dates, else the month days', () => {
    expect(cycleDays('2026-04-12', '2026-05-14')).toBe(32);
    expect(cycleDays('2026-05-14', '2026-05-14')).toBeNull();
    expect(cycleDays(null, '2026-05-14')).toBeNull();
    expect(daysOfMonth('2026-02')).toBe(28);
    expect(daysOfMonth('2028-02')).toBe(29);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 13)).toBe('2027-01');
  });
});

describe('the series', () => {
  it('gives 12 months ending at the last bill, the average per day and the same month last year', () => {
    const bills = [bill('2025-03', 9_000, 30), bill('2026-02', 8_400, 28), bill('2026-03', 12_400, 31)];
    const rows = consumptionSeries(bills, '2026-03', 12);
    expect(rows).toHaveLength(12);
    expect(rows[0]!.month).toBe('2025-04');
    expect(rows[11]).toEqual({
      month: '2026-03',
      litres: 12_400,
      days: 31,
      litresPerDay: 400,
      lastYearLitres: 9_000,
      lastYearLitresPerDay: 300,
    });
    expect(rows[10]).toMatchObject({ month: '2026-02', litresPerDay: 300, lastYearLitres: null });
    expect(rows[5]).toEqual({
      month: '2025-09',
      litres: null,
      days: null,
      litresPerDay: null,
      lastYearLitres: null,
      lastYearLitresPerDay: null,
    });
    expect(consumptionSeries(bills, '2026-03', 24)).toHaveLength(24);
  });

  it('writes the CSV with ";" and decimal comma', () => {
    const rows = consumptionSeries([bill('2026-03', 12_400, 31)], '2026-03', 12).slice(-1);
    expect(seriesCsv(rows, [{ customers: 12, medianLitresPerDay: 350, bestQuarterLitresPerDay: 280 }])).toBe(
      'Mês de referência;Consumo (m³);Dias do ciclo;Média por dia (m³/dia);Mesmo mês do ano anterior (m³);Média por dia no ano anterior (m³/dia);Mediana de clientes semelhantes (m³/dia);Melhor quarto de clientes semelhantes (m³/dia)\r\n' +
        '03/2026;12,4;31;0,4;;;0,35;0,28\r\n',
    );
  });
});

describe('similar customers', () => {
  it('hides the figures below 10 customers', () => {
    expect(MIN_GROUP_CUSTOMERS).toBe(10);
    expect(groupMonth([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual({ customers: 9, medianLitresPerDay: null, bestQuarterLitresPerDay: null });
  });

  it('gives the median and the 25th percentile by nearest rank', () => {
    // 10 values: rank ceil(0.5 × 10) = 5 → 500; ceil(0.25 × 10) = 3 → 300.
    expect(groupMonth([1000, 900, 800, 700, 600, 500, 400, 300, 200, 100])).toEqual({
      customers: 10,
      medianLitresPerDay: 500,
      bestQuarterLitresPerDay: 300,
    });
    expect(nearestRank([5, 1, 3], 50)).toBe(3);
    expect(nearestRank([], 50)).toBeNull();
  });
});

describe('the usual consumption and the alert', () => {
  const history = [
    bill('2025-05', 9_000, 30),
    bill('2025-12', 6_000, 30),
    bill('2026-01', 6_300, 30),
    bill('2026-02', 6_600, 30),
    bill('2026-03', 9_000, 30),
    bill('2026-04', 9_000, 30),
  ];

  it('is the same month last year per day × the cycle days', () => {
    expect(usualFor(history, '2026-05', 33)).toEqual({ litres: 9_900, basis: 'SAME_MONTH_LAST_YEAR' });
  });

  it('is else the median per day of the last 12 bills × days, and none with fewer than 3 bills', () => {
    // Per day 200, 210, 220, 300, 300 (and 300 of May 2025): median of six = (220 + 300) / 2 = 260 → × 30.
    expect(usualFor(history, '2026-06', 30)).toEqual({ litres: 7_800, basis: 'MEDIAN_12' });
    expect(usualFor(history.slice(0, 2), '2026-06', 30)).toBeNull();
  });

  it('alerts above 30 % of the usual by default', () => {
    expect(DEFAULT_ALERT_SETTINGS).toEqual({ ativo: true, percentual: 30, email: true });
    expect(alertThreshold(9_900, 30)).toBe(12_870);
    expect(judgeAlert(history, bill('2026-05', 12_870, 33), 30)).toMatchObject({ above: false, thresholdLitres: 12_870 });
    expect(judgeAlert(history, bill('2026-05', 12_871, 33), 30)).toMatchObject({ above: true, thresholdLitres: 12_870 });
    expect(judgeAlert([], bill('2026-05', 99_000, 30), 30)).toEqual({ above: false, usual: null, thresholdLitres: null });
  });

  it('explains the alert by its main reason', () => {
    const usual = usualFor(history, '2026-05', 30)!;
    expect(alertReason(history, bill('2026-05', 15_000, 30), usual)).toBe(
      'Você consumiu em média 0,5 m³ por dia, contra 0,3 m³ por dia habituais no mesmo mês do ano anterior.',
    );
    const longer = usualFor(history, '2026-05', 45)!;
    expect(alertReason(history, bill('2026-05', 13_500, 45), longer)).toBe(
      'O ciclo de leitura teve 45 dias, contra 30 dias no mesmo mês do ano anterior.',
    );
    // The explanation's comparison names an estimated reading: the sentence says so.
    expect(alertReason(history, { ...bill('2026-05', 15_000, 30), readingType: 'ESTIMATED' }, usual)).toBe(
      'Você consumiu em média 0,5 m³ por dia, contra 0,3 m³ por dia habituais no mesmo mês do ano anterior. A leitura desta fatura foi estimada, não lida no medidor.',
    );
    // Without last year's month the usual is the median and the cycle compares with the previous bill.
    const median = usualFor(history, '2026-06', 40)!;
    expect(median).toEqual({ litres: 10_400, basis: 'MEDIAN_12' });
    expect(alertReason(history, bill('2026-06', 10_000, 40), median)).toBe(
      'O ciclo de leitura teve 40 dias, contra 30 dias na fatura anterior.',
    );
    expect(alertMessage('BILL', bill('2026-05', 15_000, 30), usual, 11_700, 30, 'X.')).toEqual({
      title: 'Consumo acima do habitual',
      lines: [
        'A fatura de 05/2026 registrou 15 m³, acima do seu limite de alerta de 11,7 m³ (30 % acima do habitual de 9 m³ para 30 dias).',
        'Principal motivo: X.',
        'Veja o seu histórico e ajuste o alerta em Meu consumo.',
      ],
    });
  });

  it('refuses choices out of range with the field messages', () => {
    expect(alertSettingsErrors({ ativo: true, percentual: 30, email: false })).toEqual({});
    expect(alertSettingsErrors({ ativo: 'sim', percentual: 4, email: null })).toEqual({
      ativo: 'Informe sim ou não',
      percentual: 'Informe um percentual inteiro entre 5 e 300',
      email: 'Informe sim ou não',
    });
    expect(alertSettingsErrors({ ativo: true, percentual: 30.5, email: true })).toEqual({
      percentual: 'Informe um percentual inteiro entre 5 e 300',
    });
  });
});
