import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/** Paged list of every news article (page 1 here; the next pages are /noticias/pagina/N). */
export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
