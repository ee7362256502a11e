/**
 * Client-side routing inside /area-cliente: the path after the prefix is the slug; the menu
 * from the server decides which screen (if any) it opens. Full page loads land on the same
 * state through the on-demand page `src/pages/area-cliente/[...slug].astro`.
 */
import { atom } from 'nanostores';

export const AREA_PREFIX = '/area-cliente/';

export interface AreaLocation {
  slug: string;
  search: string;
}

export function slugOf(pathname: string): string {
  return pathname.replace(/^\/area-cliente\/?/, '').replace(/\/+$/, '');
}

export const $location = atom<AreaLocation>({ slug: '', search: '' });

export function syncLocation(): void {
  $location.set({ slug: slugOf(location.pathname), search: location.search });
}

/** Goes to an /area-cliente address without reloading; any other address loads normally. */
export function navigate(href: string, options: { replace?: boolean } = {}): void {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(AREA_PREFIX)) {
    location.assign(url.href);
    return;
  }
  if (options.replace) history.replaceState(null, '', url.pathname + url.search);
  else history.pushState(null, '', url.pathname + url.search);
  syncLocation();
  window.scrollTo(0, 0);
}

export function startRouter(): () => void {
  syncLocation();
  const onPop = () => syncLocation();
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
