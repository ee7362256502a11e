import { getImage } from 'astro:assets';
import { SOCIAL_IMAGE } from '@domain/constants';
import type { Media } from './cms-schemas';
import { mediaUrl } from './media';

export interface SeoInput {
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaImage?: Media | null;
  canonicalURL?: string | null;
  metaRobots?: string | null;
  keywords?: string | null;
}

export interface SeoTags {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  robots: string;
  keywords: string | null;
}

/** Page SEO over the site defaults; the social image is cropped to 1200×630 by Astro. */
export async function resolveSeo(
  site: URL,
  path: string,
  page: SeoInput | null | undefined,
  defaults: SeoInput | null | undefined,
  brand: string,
): Promise<SeoTags> {
  const title = page?.metaTitle ?? defaults?.metaTitle ?? brand;
  const image = page?.metaImage ?? defaults?.metaImage ?? null;
  let imageUrl: string | null = null;
  if (image?.url) {
    const social = await getImage({
      src: mediaUrl(image),
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      fit: 'cover',
      format: 'jpg',
    });
    imageUrl = new URL(social.src, site).href;
  }
  return {
    title: title.includes(brand) ? title : `${title} | ${brand}`,
    description: page?.metaDescription ?? defaults?.metaDescription ?? '',
    canonical: page?.canonicalURL ?? new URL(path, site).href,
    image: imageUrl,
    robots: page?.metaRobots ?? 'index, follow',
    keywords: page?.keywords ?? null,
  };
}
