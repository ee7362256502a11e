/**
 * Images handed to React islands: optimized at build time through Astro's image pipeline
 * (islands cannot use `CmsImage.astro`), as plain serializable props.
 */
import { getImage } from 'astro:assets';
import type { Media } from './cms-schemas';
import { mediaUrl } from './media';

export interface IslandImage {
  src: string;
  srcSet?: string | undefined;
  width: number;
  height: number;
  alt: string;
}

interface Options {
  /** Widest rendered width in CSS pixels; never upscaled past the original. */
  width: number;
  /** Fixed height (cropped); otherwise the original ratio. */
  height?: number;
  alt?: string | null | undefined;
  /** Also emit 1x/2x candidates for small fixed-size images (icons, thumbnails). */
  density?: boolean;
}

export function isSvg(media: Media): boolean {
  return media.mime === 'image/svg+xml' || /\.svg$/i.test(media.url);
}

export async function islandImage(media: Media | null | undefined, options: Options): Promise<IslandImage | undefined> {
  const src = mediaUrl(media);
  if (!media || !src) return undefined;
  const naturalWidth = media.width ?? options.width;
  const naturalHeight = media.height ?? options.height ?? Math.round((options.width * 3) / 4);
  const width = Math.min(options.width, naturalWidth);
  const height = options.height ? Math.round((options.height * width) / options.width) : Math.round((width * naturalHeight) / naturalWidth);
  const alt = options.alt ?? media.alternativeText ?? '';
  // SVGs are vectors: the pipeline would only rasterize them.
  if (isSvg(media)) return { src, width, height, alt };
  const densities = options.density && naturalWidth >= width * 2 ? [1, 2] : undefined;
  const widths = densities ? undefined : [480, 960, width].filter((w, i, all) => w <= width && all.indexOf(w) === i);
  const image = await getImage({
    src,
    width,
    height,
    format: 'webp',
    ...(options.height ? { fit: 'cover' as const } : {}),
    ...(densities ? { densities } : { widths }),
  });
  return { src: image.src, srcSet: image.srcSet.attribute || undefined, width, height, alt };
}
