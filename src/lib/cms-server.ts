/**
 * Server-side calls from the Astro server to Strapi. The CMS address is read at run time
 * (CMS_URL), not baked into the build, so one build can be served against any CMS.
 */
import type { APIContext } from 'astro';
import { clientAddress, parseProxyList } from '@domain/client-address';

export function cmsBaseUrl(): string {
  return (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');
}

/**
 * The visitor's address for Strapi's rate limits (Strapi only sees this server otherwise), sent
 * as the ONE address of X-Forwarded-For. The connection's peer is the visitor, unless it is a
 * balancer listed in WEB_TRUSTED_PROXIES (addresses, CIDR ranges or `loopback`; empty: none):
 * then the visitor is the rightmost address of its X-Forwarded-For that is not a trusted proxy
 * (domain/client-address), so a visitor cannot pick the address its limits are counted under.
 */
export function forwardedFor(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  let peer = '';
  try {
    peer = ctx.clientAddress;
  } catch {
    // clientAddress throws when the adapter cannot tell (e.g. prerendering); omit it then.
  }
  if (!peer) return '';
  const trusted = parseProxyList(process.env.WEB_TRUSTED_PROXIES, '');
  return clientAddress(peer, ctx.request.headers.get('x-forwarded-for') ?? undefined, trusted);
}

export interface CmsJsonResult<T> {
  status: number;
  body: T | null;
}

/** POST/PATCH/GET JSON to Strapi and read the JSON answer whatever the status. */
export async function cmsJson<T = unknown>(
  ctx: Pick<APIContext, 'request' | 'clientAddress'>,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<CmsJsonResult<T>> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const xff = forwardedFor(ctx);
  if (xff) headers.set('x-forwarded-for', xff);
  // The web server's request id (server/observability.mjs), so both servers' log lines match.
  const requestId = ctx.request.headers.get('x-request-id');
  if (requestId) headers.set('x-request-id', requestId);
  const res = await fetch(`${cmsBaseUrl()}/api/${path.replace(/^\//, '')}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: T | null;
  try {
    parsed = text ? (JSON.parse(text) as T) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed };
}
