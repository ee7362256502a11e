import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    metaTitle: text,
    metaDescription: text,
    metaImage: media.nullish(),
    canonicalURL: text,
    keywords: text,
    metaRobots: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
