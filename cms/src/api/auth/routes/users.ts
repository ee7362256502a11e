/**
 * Platform users (spec 02 §2.2, §7). This file sorts after account.ts on purpose: Strapi
 * registers an API's route files in name order, so `PUT /auth/user/resetPassword` (account)
 * is matched before `PUT /auth/user/:id`; the use case also takes numeric ids only.
 */
import { USERS_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(USERS_ENDPOINTS) };
