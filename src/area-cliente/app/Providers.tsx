import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '~/lib/api-client';

/** Server data through SWR with the one API client; screens set their own cache times. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 15_000 }}>
      {children}
    </SWRConfig>
  );
}
