/** GET /api/user/login?newEmail= (spec 01 §7): asks for the login e-mail change; the server e-mails a confirmation link to the new address. */
import type { LoginEmailCheckView } from '@domain/profile-types';
import { USER_SAP_ENDPOINTS } from '@domain/endpoints/user-sap';
import { call, endpointOf } from '~/lib/api-call';

const CHECK = endpointOf(USER_SAP_ENDPOINTS, 'GET', '/user/login');

export const requestLoginEmailChange = (newEmail: string) => call(CHECK, { query: { newEmail } }) as Promise<LoginEmailCheckView>;
