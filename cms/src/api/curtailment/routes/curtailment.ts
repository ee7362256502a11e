/** Curtailment and flow notices (docs/curtailment.md); the table is `domain/endpoints/curtailment.ts`. */
import { CURTAILMENT_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(CURTAILMENT_ENDPOINTS) };
