/** Number of pages for `total` items at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show as links: at most `maxLinks`, a window around the current page
 * that slides at both ends so it always shows `maxLinks` numbers when there are enough pages.
 */
export function pageWindow(current: number, totalPages: number, maxLinks: number): number[] {
  const total = Math.max(1, totalPages);
  const page = Math.min(Math.max(1, current), total);
  const size = Math.min(maxLinks, total);
  let start = page - Math.floor(size / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
