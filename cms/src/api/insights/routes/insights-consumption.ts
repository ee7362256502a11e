/** "Meu consumo" (issue 25 §2, docs/insights-consumption.md). */
import { INSIGHTS_CONSUMPTION_ENDPOINTS } from '../../../domain/endpoints/insights-consumption';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(INSIGHTS_CONSUMPTION_ENDPOINTS) };
