import { z } from 'astro/zod';
import { optionalRichText, richText, text } from '../../lib/cms-schemas';

export const section = z
  .object({
    Titulo: z.string(),
    /** Optional id for links (`#ancora`); derived from the title when empty. */
    Ancora: text,
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Conteudo: richText,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Introducao: optionalRichText,
    Secoes: z.array(section).min(1, 'an institutional block needs at least one section'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
