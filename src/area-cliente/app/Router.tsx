import { Suspense } from 'react';
import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import { ScreenErrorBoundary } from '~/components/ui/ScreenErrorBoundary';
import type { MenuEntry } from '../../lib/portal-types';
import { SCREENS, preloadedScreen } from './screens';

/**
 * Slug → screen by the server menu; an unknown slug (or one not allowed) renders nothing. A
 * menu entry whose screen is not in the portal yet (screens of the open services, consumption
 * and administration issues) says so, with the way to get it done meanwhile, instead of
 * opening a blank page. Every screen renders inside its own error boundary: a screen that fails
 * shows 'Tentar novamente' instead of a blank area.
 */
export function Router({ slug, menu }: { slug: string; menu: MenuEntry[] }) {
  const entry = menu.find((e) => e.slug === slug);
  if (!entry) return null;
  // The page's own screen, loaded before render on the server and before hydration in the browser.
  const Preloaded = preloadedScreen(entry.screen);
  if (Preloaded)
    return (
      <ScreenErrorBoundary resetKey={slug}>
        {/* eslint-disable-next-line react-hooks/static-components -- looked up in the fixed table of screens, not created here */}
        <Preloaded />
      </ScreenErrorBoundary>
    );
  const Screen = SCREENS[entry.screen];
  if (!Screen) {
    return (
      <section aria-labelledby="screen-pending-title" data-testid="screen-pending">
        <h1 id="screen-pending-title">{entry.label}</h1>
        <p>
          Esta funcionalidade ainda não está disponível pela área do cliente. Enquanto isso, fale com a nossa central de atendimento no{' '}
          <a href={`tel:${CUSTOMER_SERVICE_PHONE.replace(/\D/g, '')}`}>{CUSTOMER_SERVICE_PHONE}</a>.
        </p>
      </section>
    );
  }
  return (
    <ScreenErrorBoundary resetKey={slug}>
      <Suspense fallback={<p role="status">Carregando…</p>}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
