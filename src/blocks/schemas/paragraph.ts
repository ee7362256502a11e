import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    Titulo: text,
    /** Rich text (HTML from the CMS), sanitized on render. */
    Paragrafo: z.string(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
