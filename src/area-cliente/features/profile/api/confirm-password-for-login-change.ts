/** POST /api/user/login/reauth `{ currentPassword }`: the step-up before a login e-mail change (PORTAL-API.md §11b). */
import { USER_SAP_ENDPOINTS } from '@domain/endpoints/user-sap';
import { call, endpointOf } from '~/lib/api-call';

const REAUTH = endpointOf(USER_SAP_ENDPOINTS, 'POST', '/user/login/reauth');

export const confirmPasswordForLoginChange = (currentPassword: string) =>
  call(REAUTH, { body: { currentPassword } }) as Promise<{ success: boolean; message: string }>;
