/** Self-reading (docs/insights-self-reading.md); the table is `domain/endpoints/insights-self-reading.ts`. */
import { INSIGHTS_SELF_READING_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(INSIGHTS_SELF_READING_ENDPOINTS) };
