import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/**
 * Call to action to the contracting flow; the four service cards are fixed by the flow. With
 * `Fluxo` on (the /quero-contratar page) the block mounts the flow itself.
 */
export const schema = z
  .object({
    Titulo: z.string(),
    Subtitulo: text,
    Texto_Botao: text,
    Fluxo: z.boolean().nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
