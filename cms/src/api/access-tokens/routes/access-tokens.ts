/** "Acesso por API" (issue 26 §6, docs/access-tokens.md); the table is `domain/endpoints/access-tokens.ts`. */
import { ACCESS_TOKENS_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(ACCESS_TOKENS_ENDPOINTS) };
