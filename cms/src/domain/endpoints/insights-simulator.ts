/**
 * The tariff simulator block (issue 25 §4; docs/insights-simulator.md): the residential and
 * commercial tariffs in force today, read by the site's build (public data: the regulator
 * publishes them). Public, not rate-limited (the build reads it once per page build).
 */
import { INSIGHTS_SIMULATOR_ANSWERS } from './insights-simulator-answers';
import { endpoints, open } from './define';

export const INSIGHTS_SIMULATOR_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/insights/simulator/tariffs',
    handler: 'simulator.tariffs',
    query: 'none',
    answer: INSIGHTS_SIMULATOR_ANSWERS.simulatorTariffs,
    access: open(false),
  },
]);
