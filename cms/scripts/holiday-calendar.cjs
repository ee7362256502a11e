// The distributor's holiday calendar from the maintained `date-holidays` data: national and São
// Paulo state holidays, public and bank (Carnival Monday and Tuesday and Corpus Christi are bank
// holidays in it), plus the national holidays that data does not have yet, with their law.
// Shared by the table's generator (holidays.cjs) and its test.
const Holidays = require('date-holidays');

/** The years the generated table covers: bills and programming go back a few years, bookings weeks ahead. */
const HOLIDAY_YEARS = { first: 2015, last: 2045 };

function holidayCalendar() {
  const calendar = new Holidays('BR', 'SP', { types: ['public', 'bank'] });
  // Lei 14.759/2023: Dia Nacional de Zumbi e da Consciência Negra, national holiday from 2024 on.
  calendar.setHoliday('11-20 since 2024', { name: 'Dia Nacional de Zumbi e da Consciência Negra', type: 'public' });
  return calendar;
}

module.exports = { holidayCalendar, HOLIDAY_YEARS };
