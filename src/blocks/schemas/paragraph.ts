import { z } from 'astro/zod';
import { richText, text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    Titulo: text,
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Paragrafo: richText,
  })
  .loose();
export type Data = z.infer<typeof schema>;
