import type { Media } from './cms-schemas';

const cmsPublicUrl = (import.meta.env.CMS_PUBLIC_URL ?? import.meta.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');

/** Absolute URL of a CMS upload (Strapi answers relative `/uploads/...` URLs for the local provider). */
export function mediaUrl(m: Pick<Media, 'url'> | null | undefined): string {
  if (!m?.url) return '';
  return /^https?:\/\//.test(m.url) ? m.url : `${cmsPublicUrl}${m.url}`;
}

export function isVideo(m: Pick<Media, 'mime' | 'url'> | null | undefined): boolean {
  return Boolean(m && (m.mime?.startsWith('video/') || /\.(mp4|webm)$/i.test(m.url)));
}
