/**
 * Where the browser goes once a signed-in user is loaded (spec 04 §2.2). The rule itself is the
 * domain's `landingRoute`; this only gathers its browser-side inputs: `r`, the
 * `redirectInitialRoute` cookie and the attendant's `servicerStarted` flag.
 */
import { CONTRACTS_ROUTE, isPortalRole, landingRoute, sanitizeRedirectSlug } from '@domain/roles';
import type { Me } from '../../lib/portal-types';

export const REDIRECT_COOKIE = 'redirectInitialRoute';
export const SERVICE_STARTED_KEY = 'servicerStarted';

export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function serviceStarted(): boolean {
  try {
    return sessionStorage.getItem(SERVICE_STARTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function destinationFor(user: Me, redirect: string | null): string {
  if (!isPortalRole(user.role)) return '/area-cliente/home';
  const redirectCookie = readCookie(REDIRECT_COOKIE);
  const target = landingRoute({
    role: user.role,
    contractsCount: user.contracts?.length ?? 0,
    serviceStarted: serviceStarted(),
    redirect,
    redirectCookie,
  });
  if (redirectCookie) deleteCookie(REDIRECT_COOKIE);
  // The contract choice keeps the requested page for afterwards.
  const wanted = sanitizeRedirectSlug(redirect) ?? sanitizeRedirectSlug(redirectCookie);
  if (target === CONTRACTS_ROUTE && wanted) return `${CONTRACTS_ROUTE}?r=${encodeURIComponent(wanted)}`;
  return target;
}
