/**
 * Consumption-schedule calls of spec 03 §7 (PORTAL-API.md §17). Clients (industry) reach only
 * their own contracts (checked in the use case: another contract → 404); the analysis side is
 * the gas programmer and the administrators.
 */
import { CONSUMPTION_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(CONSUMPTION_ENDPOINTS) };
