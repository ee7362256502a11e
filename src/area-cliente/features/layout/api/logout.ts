import { api } from '~/lib/api-client';

/** Ends the session on the web server and in the CMS (src/pages/session/logout.ts). */
export const logout = () => api.post<{ ok: boolean }>('/session/logout');
