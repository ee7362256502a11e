import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const tab = z
  .object({
    /** 24x24 icon beside the tab's title. */
    Icone: media.nullish(),
    Titulo: z.string(),
    /** Rich text (HTML), sanitized on render. */
    Conteudo: z.string(),
    /** Rich text note under the tab's content. */
    Rodape: text,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Descricao: text,
    abas: z.array(tab).min(1, 'a tabs block needs at least one tab'),
    /** Rich text under the tabs. */
    Rodape: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
