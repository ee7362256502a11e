/** Aspect ratios of CMS images, with the spec's defaults when an upload has no dimensions. */
import { COVER_RATIOS } from '@domain/constants';

interface Sized {
  width?: number | null | undefined;
  height?: number | null | undefined;
}

/** `"w / h"` of the image, or the fallback when width or height is missing or not positive. */
export function aspectRatio(media: Sized | null | undefined, fallback: string): string {
  const w = media?.width ?? 0;
  const h = media?.height ?? 0;
  return w > 0 && h > 0 ? `${w} / ${h}` : fallback;
}

/** Width and height (CSS pixels) at the given rendered width, following the ratio. */
export function sizeAtWidth(ratio: string, width: number): { width: number; height: number } {
  const [w, h] = ratio.split('/').map((part) => Number(part.trim()));
  if (!w || !h) throw new Error(`Invalid aspect ratio "${ratio}"`);
  return { width, height: Math.round((width * h) / w) };
}

/** Cover ratios: each image's own, else 1136/208 on desktop and 343/208 on mobile. */
export function coverRatios(desktop: Sized | null | undefined, mobile: Sized | null | undefined): { desktop: string; mobile: string } {
  return { desktop: aspectRatio(desktop, COVER_RATIOS.desktop), mobile: aspectRatio(mobile, COVER_RATIOS.mobile) };
}
