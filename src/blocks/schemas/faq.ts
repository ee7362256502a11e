import { z } from 'astro/zod';
import { richText, text } from '../../lib/cms-schemas';

export const question = z
  .object({
    Pergunta: z.string(),
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Resposta: richText,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    /** When the block has no questions of its own: show only the FAQ collection's entries of this group. */
    Grupo: text,
    Perguntas: z.array(question).nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
