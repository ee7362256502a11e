import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    /** The target id: links to `#<Ancora>` jump here (normalized like section anchors). */
    Ancora: z.string().min(1),
    Titulo: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
