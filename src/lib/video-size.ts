/**
 * Box of the video-with-text block per size (spec 04 §9): small 413x480 (mobile 343x480),
 * medium 561x328, large 858x328 (mobile 100% by 193). Sizes the spec leaves open on mobile
 * (medium) take the full width and keep the desktop ratio.
 */
import { VIDEO_SIZES } from '@domain/constants';

export type VideoSize = keyof typeof VIDEO_SIZES;

export interface VideoBox {
  /** Desktop width and height in CSS pixels. */
  width: number;
  height: number;
  /** Mobile (≤ 767 px) width and height as CSS lengths. */
  mobileWidth: string;
  mobileHeight: string;
}

const DEFAULT_SIZE: VideoSize = 'Medio';

/** The size named by the CMS (case and accents ignored: "Médio" is "Medio"), medium when unknown. */
export function videoSize(tamanho: string | null | undefined): VideoSize {
  const folded = (tamanho ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  const found = (Object.keys(VIDEO_SIZES) as VideoSize[]).find((size) => size.toLowerCase() === folded);
  return found ?? DEFAULT_SIZE;
}

export function videoBox(tamanho: string | null | undefined): VideoBox {
  const size = VIDEO_SIZES[videoSize(tamanho)];
  const mobileWidth = 'mobileWidth' in size ? `${size.mobileWidth}px` : '100%';
  // Without a fixed mobile height the box keeps its desktop ratio at full width.
  const mobileHeight = 'mobileHeight' in size ? `${size.mobileHeight}px` : 'auto';
  return { width: size.width, height: size.height, mobileWidth, mobileHeight };
}

/** CSS custom properties for the renderer's scoped styles. */
export function videoBoxStyle(tamanho: string | null | undefined): string {
  const box = videoBox(tamanho);
  return [
    `--video-w: ${box.width}px`,
    `--video-h: ${box.height}px`,
    `--video-ratio: ${box.width} / ${box.height}`,
    `--video-w-mobile: ${box.mobileWidth}`,
    `--video-h-mobile: ${box.mobileHeight}`,
  ].join('; ');
}
