import { z } from 'astro/zod';
import { media, optionalRichText, text } from '../../lib/cms-schemas';

export const tab = z
  .object({
    /** 24x24 icon beside the tab's title. */
    Icone: media.nullish(),
    Titulo: z.string(),
    /** Rich text of the Markdown editor (the tab's table in HTML), sanitized on render. */
    Conteudo: z.string(),
    /** Rich text (Blocks) note under the tab's content. */
    Rodape: optionalRichText,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Descricao: optionalRichText,
    abas: z.array(tab).min(1, 'a tabs block needs at least one tab'),
    /** Rich text (Blocks) under the tabs. */
    Rodape: optionalRichText,
  })
  .loose();
export type Data = z.infer<typeof schema>;
