import { useEffect, useState } from 'react';

/**
 * False during server rendering and the first client render, true once React has hydrated.
 * Submit buttons stay disabled until then: a form submitted before hydration would be a native
 * GET that puts the typed values (passwords included) in the address bar.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
