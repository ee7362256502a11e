import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/** Highlight of the latest news (optionally of one category, by its slug). */
export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Quantidade: z.number().int().min(1).max(7).nullish(),
    Categoria: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
