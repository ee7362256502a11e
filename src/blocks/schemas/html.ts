import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    Titulo: text,
    /** Embed code pasted by an editor; sanitized at build time (src/lib/embed-html.ts). */
    Conteudo: z.string(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
