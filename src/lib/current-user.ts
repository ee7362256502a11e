/**
 * The signed-in user, fresh from the portal API on each call. Asking the CMS (instead of
 * trusting the summary stored at login) means a revoked or expired token ends the web session
 * too, and a finished registration or a newly selected contract shows at once.
 */
import type { APIContext } from 'astro';
import { cmsJson } from './cms-server';
import { dropAuth, getAuth, updateUser } from './session';
import type { Me } from './portal-types';

type Ctx = Pick<APIContext, 'session' | 'cookies' | 'request' | 'clientAddress'>;

export async function loadCurrentUser(ctx: Ctx): Promise<Me | null> {
  const auth = await getAuth(ctx);
  if (!auth) return null;
  const res = await cmsJson<{ data?: Me }>(ctx, 'GET', 'portal/me', undefined, auth.jwt);
  if (res.status === 401) {
    await dropAuth(ctx);
    return null;
  }
  const me = res.body?.data;
  if (res.status !== 200 || !me) throw new Error(`portal/me answered ${res.status}`);
  if (me.active !== auth.user.active || me.role !== auth.user.role) {
    await updateUser(ctx, { id: me.id, role: me.role, active: me.active });
  }
  return me;
}
