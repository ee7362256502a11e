/**
 * Strapi's rich-text blocks (the editor of the admin's "Aviso") as notification HTML, with the
 * site's one Blocks renderer (domain/rich-text.ts): headings move down two levels (levels 1–4
 * become h3–h6, the panel's sizes) and images are left out. Text is escaped; the result still
 * goes through the notification sanitizer.
 */
import { isBlocks, richTextToHtml } from '../../domain/rich-text';

/** HTML of a blocks value (an array of blocks); '' for anything else. */
export function blocksToHtml(value: unknown): string {
  return isBlocks(value) ? richTextToHtml(value, { headingOffset: 2, images: false, separator: '' }) : '';
}
