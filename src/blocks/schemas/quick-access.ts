import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

const card = z.object({ Nome: z.string(), Link: z.string(), Icone: media.nullish() }).loose();

/** Quick-access cards: the block's own items, or the quick-access collection when it has none. */
export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Itens: z.array(card).nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
