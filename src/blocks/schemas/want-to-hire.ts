import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/** Call to action to the contracting flow; the four service cards are fixed by the flow. */
export const schema = z
  .object({
    Titulo: z.string(),
    Subtitulo: text,
    Texto_Botao: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
