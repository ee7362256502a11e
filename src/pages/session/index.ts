/** GET /session — the signed-in user as the browser may see it (never the token). */
import type { APIRoute } from 'astro';
import { loadCurrentUser } from '../../lib/current-user';
import { getAuth, getSimplified } from '../../lib/session';
import { errorJson, guard, json } from '../../lib/endpoint';
import type { SessionState } from '../../lib/portal-types';

export const prerender = false;

export const GET: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  try {
    const user = await loadCurrentUser(ctx);
    const auth = await getAuth(ctx);
    const state: SessionState = { user, simplified: Boolean(await getSimplified(ctx)), keepConnected: auth?.keepConnected ?? false };
    return json(state);
  } catch (error) {
    console.error('[session] could not load the user:', (error as Error).message);
    return errorJson(502, 'Ocorreu um erro inesperado');
  }
};
