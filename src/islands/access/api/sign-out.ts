/** POST /session/logout: ends the web server's session (and the CMS session behind it). */
import { api } from '~/lib/api-client';

export const signOut = () => api.post<{ ok: boolean }>('/session/logout');
