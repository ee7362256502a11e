import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/** A search box that submits to the site search (/busca?s=term). */
export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Placeholder: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
