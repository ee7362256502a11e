import { describe, expect, it } from 'vitest';
import { monthDays, precisionPlan } from '@domain/consumption/precision-months';

describe('reading a range of daily precisions from the monthly sums', () => {
  it('knows the last day of every month, leap Februaries included', () => {
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('the top clients’ three months up to yesterday: whole months kept, a short edge added, a long edge as its month minus the rest', () => {
    // Today 2026-11-28: from 2026-08-28 to 2026-11-27.
    expect(precisionPlan('2026-08-28', '2026-11-27')).toEqual({
      months: ['2026-09', '2026-10', '2026-11'],
      add: [{ from: '2026-08-28', to: '2026-08-31' }],
      subtract: [{ from: '2026-11-28', to: '2026-11-30' }],
    });
  });

  it('crosses a year and takes whole months as they are', () => {
    expect(precisionPlan('2026-11-01', '2027-01-31')).toEqual({ months: ['2026-11', '2026-12', '2027-01'], add: [], subtract: [] });
    expect(precisionPlan('2026-12-20', '2027-01-10')).toEqual({
      months: [],
      add: [
        { from: '2026-12-20', to: '2026-12-31' },
        { from: '2027-01-01', to: '2027-01-10' },
      ],
      subtract: [],
    });
  });

  it('inside one month: the days themselves when they are at most half of it, else the month minus both sides', () => {
    expect(precisionPlan('2026-05-10', '2026-05-12')).toEqual({
      months: [],
      add: [{ from: '2026-05-10', to: '2026-05-12' }],
      subtract: [],
    });
    expect(precisionPlan('2026-05-02', '2026-05-30')).toEqual({
      months: ['2026-05'],
      add: [],
      subtract: [
        { from: '2026-05-01', to: '2026-05-01' },
        { from: '2026-05-31', to: '2026-05-31' },
      ],
    });
  });

  it('plans nothing for an empty range', () => {
    expect(precisionPlan('2026-05-20', '2026-05-19')).toEqual({ months: [], add: [], subtract: [] });
  });
});
