/** Renders a client-area screen as the app does: its own SWR cache (nothing shared between tests) and the toasts. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Toaster } from '~/components/ui/toast';

export function renderScreen(ui: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 }}>
      {ui}
      <Toaster />
    </SWRConfig>,
  );
}
