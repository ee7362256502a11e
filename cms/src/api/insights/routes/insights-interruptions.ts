/** Planned interruptions (docs/insights-interruptions.md); the table is `domain/endpoints/insights-interruptions.ts`. */
import { INSIGHTS_INTERRUPTIONS_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(INSIGHTS_INTERRUPTIONS_ENDPOINTS) };
