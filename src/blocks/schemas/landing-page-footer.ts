import { z } from 'astro/zod';
import { color, media, optionalRichText, text } from '../../lib/cms-schemas';

const social = z
  .object({
    Link: z.string(),
    Icone: media.nullish(),
    /** Accessible name of the link; derived from the address when empty. */
    Nome: text,
  })
  .loose();

const link = z.object({ Nome: z.string(), Link: z.string() }).loose();
const textColumn = z.object({ nome_secao: z.string(), caixaDeTexto: optionalRichText }).loose();

/** Landing-page footer (spec 04 §3 "Landing footer"). */
export const schema = z
  .object({
    Background: color,
    Logo: media.nullish(),
    Descricao: text,
    rede_social: z.array(social).nullish(),
    nomeColunaItem: text,
    ItemColuna: z.array(link).nullish(),
    ColunaCaixaDeTexto: z.array(textColumn).nullish(),
    CorTextos: color,
    CorTitulo: color,
    Copyright: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
