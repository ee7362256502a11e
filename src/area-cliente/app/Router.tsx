import { Suspense } from 'react';
import type { MenuEntry } from '../../lib/portal-types';
import { SCREENS } from './screens';

/** Slug → screen by the server menu; an unknown slug (or one not allowed) renders nothing. */
export function Router({ slug, menu }: { slug: string; menu: MenuEntry[] }) {
  const entry = menu.find((e) => e.slug === slug);
  const Screen = entry ? SCREENS[entry.screen] : undefined;
  if (!Screen) return null;
  return (
    <Suspense fallback={<p role="status">Carregando…</p>}>
      <Screen />
    </Suspense>
  );
}
