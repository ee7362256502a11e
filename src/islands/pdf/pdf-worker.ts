/**
 * The pdf.js worker, self-hosted: Vite emits the worker file with the build (`?url`), so no
 * CDN is ever contacted. The worker must be the exact pdf.js version react-pdf runs on: npm
 * nests react-pdf's own pdfjs-dist when the root one differs, so that copy wins when present.
 * (Two globs, not one with two patterns: Vite drops a nested node_modules match from a
 * multi-pattern glob.)
 */
const candidates: Record<string, string> = {
  ...import.meta.glob<string>('/node_modules/react-pdf/node_modules/pdfjs-dist/build/pdf.worker.min.mjs', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('/node_modules/pdfjs-dist/build/pdf.worker.min.mjs', { query: '?url', import: 'default', eager: true }),
};

/** The glob key of react-pdf's nested pdf.js worker when installed, else of the hoisted one. */
export function pickWorker(found: Record<string, string>): string {
  const keys = Object.keys(found).filter((path) => path.endsWith('/build/pdf.worker.min.mjs'));
  const chosen =
    keys.find((path) => path.includes('/react-pdf/node_modules/pdfjs-dist/')) ??
    keys.find((path) => path.startsWith('/node_modules/pdfjs-dist/'));
  if (!chosen) throw new Error('pdf.js worker not found in node_modules (is pdfjs-dist installed?)');
  return chosen;
}

/** Where the worker comes from (a path under the project root), for the version check in tests. */
export const pdfWorkerSource = pickWorker(candidates);
/** The worker's URL in the built site (same origin). */
export const pdfWorkerUrl = candidates[pdfWorkerSource]!;
