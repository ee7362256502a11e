/** Small helpers shared by the Astro server's session endpoints. */
import type { APIContext } from 'astro';
import { crossSiteResponse, isFromSitePages } from './same-origin';

export const NO_STORE = { 'cache-control': 'no-store' } as const;

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** Strapi's error shape with a user-facing message (spec catalogue text). */
export function errorJson(status: number, message: string, details?: unknown): Response {
  return json(
    { data: null, error: { status, name: status >= 500 ? 'ApplicationError' : 'ValidationError', message, details: details ?? {} } },
    status,
  );
}

/**
 * Refuses, before anything else happens, a request that does not come from the site's own pages,
 * whatever its method (see same-origin.ts): 403 'Requisição de outra origem recusada'.
 */
export function guard(ctx: Pick<APIContext, 'request' | 'url'>): Response | null {
  return isFromSitePages(ctx.request, ctx.url) ? null : crossSiteResponse();
}

export async function readJsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Passes a CMS error answer on to the browser as is (its message is the one to show). */
export function relayError(status: number, body: unknown): Response {
  if (body && typeof body === 'object' && 'error' in body) return json(body, status);
  return errorJson(status >= 400 ? status : 502, 'Ocorreu um erro inesperado');
}
