import { z } from 'astro/zod';
import { color, media } from '../../lib/cms-schemas';

export const headerMenuItem = z
  .object({
    Nome: z.string(),
    Link: z.string(),
    Icone: media.nullish(),
  })
  .loose();

/** Landing-page header (spec 04 §3 "Header menu"). */
export const schema = z
  .object({
    Cor_Background: color,
    Cor_fontes: color,
    Cor_Itens: color,
    Logo: media.nullish(),
    Item: z.array(headerMenuItem).nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
