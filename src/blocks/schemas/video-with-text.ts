import { z } from 'astro/zod';
import { color, media, optionalRichText, text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    Video: z
      .object({
        /** Pequeno, Medio or Grande; unknown values render as Medio. */
        Tamanho: text,
        VideoMedia: media,
        descricaoVideo: text,
        corFundo: color,
        corTitulo: color,
        corSubtitulo: color,
        corDescricao: color,
      })
      .loose(),
    Posicao: z.enum(['Esquerda', 'Direita', 'Centro']).nullish(),
    CaixaDeTexto: z.object({ Titulo: text, Subtitulo: text, Descricao: optionalRichText }).loose().nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
