/**
 * The holiday table the server and the browser read (cms/src/domain/time/holidays-sp.generated.ts)
 * says, for every day it covers, what the maintained `date-holidays` data says — asked as the
 * portal always asked it: the public or bank holiday at noon in São Paulo on that day. A new
 * version of the data, or a new law in the calendar, fails here until the table is regenerated.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HOLIDAYS, HOLIDAY_YEARS } from '@domain/time/holidays-sp.generated';
import { holidayOn } from '@domain/time/business-days';

const require = createRequire(import.meta.url);
const { holidayCalendar } = require('../../cms/scripts/holiday-calendar.cjs') as {
  holidayCalendar(): { isHoliday(date: Date): false | { type: string; name: string }[] };
};

describe('the holiday table', () => {
  it('holds, for every day of the years it covers, the holiday date-holidays gives at noon in São Paulo', () => {
    const calendar = holidayCalendar();
    const fromLibrary: Record<string, string> = {};
    for (let t = Date.UTC(HOLIDAY_YEARS.first, 0, 1); t <= Date.UTC(HOLIDAY_YEARS.last, 11, 31); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const found = calendar.isHoliday(new Date(`${date}T12:00:00-03:00`));
      const holiday = Array.isArray(found) ? found.find((h) => h.type === 'public' || h.type === 'bank') : undefined;
      if (holiday) fromLibrary[date] = holiday.name;
    }
    expect(HOLIDAYS).toEqual(fromLibrary);
    // 11,000 days asked of the library one by one: seconds on a busy machine.
  }, 60_000);

  it('refuses a year it does not cover instead of calling it a business day', () => {
    expect(() => holidayOn(`${HOLIDAY_YEARS.last + 1}-01-01`)).toThrow(RangeError);
    expect(() => holidayOn(`${HOLIDAY_YEARS.first - 1}-12-25`)).toThrow(RangeError);
  });
});
