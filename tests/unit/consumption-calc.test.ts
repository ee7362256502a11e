import { describe, expect, it } from 'vitest';
import {
  checkDashboardRange,
  dailyStatus,
  defaultDashboardRange,
  elapsedMinutes,
  floorToHalfHour,
  graphDates,
  meanPercent,
  nextQuarter,
  parseBaseHour,
  precision,
  projectVolume,
  protocolNumber,
  quarterOf,
} from '@domain/consumption/calc';
import { scheduleRequestErrors, approveErrors, projectedVolumeErrors } from '@domain/consumption/requests';
import { flooredPercentages, parseVolume } from '@domain/consumption/volumes';

const l = (v: string) => {
  const r = parseVolume(v);
  if (!r.ok) throw new Error(r.message);
  return r.litres;
};

describe('projection of the gas day', () => {
  it('extrapolates the partial volume since the base hour to 24 h, to the litre', () => {
    expect(projectVolume(l('250'), 6 * 60, 12 * 60)).toBe(l('1000'));
    expect(projectVolume(l('100'), 6 * 60, 14 * 60)).toBe(l('300'));
    expect(projectVolume(l('1'), 0, 7 * 60)).toBe(l('3.429'));
  });
  it('counts across midnight and never divides by less than 30 minutes', () => {
    expect(elapsedMinutes(22 * 60, 2 * 60)).toBe(240);
    expect(elapsedMinutes(6 * 60, 6 * 60)).toBe(1440);
    expect(elapsedMinutes(6 * 60, 6 * 60 + 5)).toBe(30);
  });
  it('reads base hours and shows them in half hours', () => {
    expect(parseBaseHour('06:45')).toBe(405);
    expect(parseBaseHour('06h30min')).toBe(390);
    expect(parseBaseHour('24:00')).toBeNull();
    expect(floorToHalfHour(405)).toBe(390);
  });
});

describe('dashboard figures', () => {
  it('floors proportions so they sum to at most 100', () => {
    const parts = [l('100'), l('100'), l('100')];
    expect(flooredPercentages(parts)).toEqual([33, 33, 33]);
    expect(flooredPercentages([l('2'), l('1')])).toEqual([66, 33]);
  });
  it('measures precision as min/max, floored', () => {
    expect(precision(l('100'), l('80'))).toBe(80);
    expect(precision(l('80'), l('100'))).toBe(80);
    expect(precision(0n, 0n)).toBe(100);
    expect(precision(l('10'), 0n)).toBe(0);
    expect(precision(l('300'), l('230'))).toBe(76);
    expect(meanPercent([100, 99, 98])).toBe(99);
  });
  it('tags daily rows: programmed 1, past without programming 2, else 0', () => {
    expect(dailyStatus(l('1'), '2026-05-01', '2026-05-20')).toBe(1);
    expect(dailyStatus(null, '2026-05-19', '2026-05-20')).toBe(2);
    expect(dailyStatus(null, '2026-05-20', '2026-05-20')).toBe(0);
  });
  it('checks the 7–15 day range, default the last 15 days to yesterday, up to 3 months ahead', () => {
    expect(defaultDashboardRange('2026-05-20')).toEqual({ from: '2026-05-05', to: '2026-05-19' });
    expect(checkDashboardRange('2026-05-01', '2026-05-07', '2026-05-20').ok).toBe(true);
    expect(checkDashboardRange('2026-05-01', '2026-05-06', '2026-05-20')).toEqual({
      ok: false,
      message: 'O período deve ter de 7 a 15 dias.',
    });
    expect(checkDashboardRange('2026-05-01', '2026-05-16', '2026-05-20').ok).toBe(false);
    expect(checkDashboardRange('2026-08-14', '2026-08-20', '2026-05-20').ok).toBe(true);
    expect(checkDashboardRange('2026-08-15', '2026-08-21', '2026-05-20').ok).toBe(false);
  });
  it('lists the last 15 of a weekday for the weekday options', () => {
    const dates = graphDates('sunday', { from: '2026-05-05', to: '2026-05-19' });
    expect(dates).toHaveLength(15);
    expect(dates.at(-1)).toBe('2026-05-17');
    expect(graphDates('last15Days', { from: '2026-05-05', to: '2026-05-19' })).toHaveLength(15);
  });
  it('knows the quarters', () => {
    expect(quarterOf('2026-05-20')).toMatchObject({ quarter: 2, from: '2026-04-01', to: '2026-06-30' });
    expect(nextQuarter('2026-11-26')).toMatchObject({ year: 2027, quarter: 1, from: '2027-01-01', to: '2027-03-31' });
  });
});

describe('request bodies', () => {
  it('checks the programming, decision and projection bodies with the catalogue texts', () => {
    expect(scheduleRequestErrors({})).toEqual({ dates: 'Informe ao menos um dia com o volume.' });
    expect(scheduleRequestErrors({ dates: [{ date: '2026-02-30', volume: '1' }] })).toEqual({ dates: 'Data inválida.' });
    expect(scheduleRequestErrors({ dates: [{ date: '2026-03-02', volume: '' }] })).toEqual({ dates: 'Campo obrigatório' });
    expect(scheduleRequestErrors({ dates: [{ date: '2026-03-02', volume: '1.234,5' }] })).toEqual({});
    expect(approveErrors({ sendEmail: true, approvedVolume: '' })).toEqual({ approvedVolume: 'O valor é obrigatório' });
    expect(approveErrors({ sendEmail: true, approvedVolume: '1a' })).toEqual({
      approvedVolume: 'Apenas números ou números com casas decimais',
    });
    expect(projectedVolumeErrors({ consumptionBaseHour: '06:00', partialConsumedVolume: 'x' })).toEqual({
      partialConsumedVolume: 'Volume inválido',
    });
    expect(projectedVolumeErrors({ consumptionBaseHour: '06:00', partialConsumedVolume: '-2' })).toEqual({
      partialConsumedVolume: 'Volume deve ser maior ou igual a zero',
    });
  });
  it('numbers protocols by day, consumer code and sequence', () => {
    expect(protocolNumber('2026-03-02', '200000001', 7)).toBe('202603022000000010007');
  });
});
