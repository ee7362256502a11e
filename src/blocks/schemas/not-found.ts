import { z } from 'astro/zod';
import { optionalRichText, text } from '../../lib/cms-schemas';

/** The not-found message (spec 04 §2.3 "404 page"). */
export const schema = z
  .object({
    Breadcrumb: text,
    Titulo: z.string(),
    Subtitulo: text,
    Conteudo: optionalRichText,
    Link: text,
    TextoLink: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
