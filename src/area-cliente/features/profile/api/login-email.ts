/** GET /api/user/login?newEmail= (spec 01 §7): asks for the login e-mail change; the server e-mails a confirmation link to the new address. */
import type { LoginEmailCheckView } from '@domain/profile-types';
import { api } from '~/lib/api-client';

export const requestLoginEmailChange = (newEmail: string) => api.get<LoginEmailCheckView>('user/login', { query: { newEmail } });
