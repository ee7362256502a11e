import { z } from 'astro/zod';
import { optionalRichText, text } from '../../lib/cms-schemas';

/** Client-area footer strip: collapsible information bar, cookie settings, privacy link. */
export const schema = z
  .object({
    Titulo_Informativo: text,
    Texto_Informativo: optionalRichText,
  })
  .loose();
export type Data = z.infer<typeof schema>;
