/** The tariff simulator block (docs/insights-simulator.md); the table is `domain/endpoints/insights-simulator.ts`. */
import { INSIGHTS_SIMULATOR_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(INSIGHTS_SIMULATOR_ENDPOINTS) };
