/**
 * Index and thumbnail-window arithmetic of the image gallery carousel (spec 04 §4.6, §9),
 * free of any framework so it is unit-tested on its own.
 */
import { GALLERY_THUMBS } from '@domain/constants';

/** The index `index` wrapped into 0..count-1 (both ends wrap). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export const nextIndex = (index: number, count: number): number => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number): number => wrapIndex(index - 1, count);

/**
 * Thumbnails shown at a viewport width: 5 from 1440 px, 4 from 768 px; narrower screens show
 * only the pager dots (there is no room for a useful strip).
 */
export function thumbsFor(viewportWidth: number): number {
  if (viewportWidth >= GALLERY_THUMBS.wideFrom) return GALLERY_THUMBS.wide;
  if (viewportWidth >= GALLERY_THUMBS.mediumFrom) return GALLERY_THUMBS.medium;
  return 0;
}

/**
 * First thumbnail of the window after selecting `selected`: the window moves as little as
 * possible to keep the selection visible, and never leaves empty slots at the end.
 */
export function windowStart(previousStart: number, selected: number, size: number, count: number): number {
  if (size <= 0 || count <= size) return 0;
  let start = previousStart;
  if (selected < start) start = selected;
  else if (selected >= start + size) start = selected - size + 1;
  return Math.min(Math.max(start, 0), count - size);
}

/** Indexes of the thumbnails visible in the window. */
export function windowIndexes(start: number, size: number, count: number): number[] {
  const length = Math.min(size, count);
  return Array.from({ length }, (_, i) => start + i).filter((i) => i < count);
}
