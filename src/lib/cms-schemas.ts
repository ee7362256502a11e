/**
 * Zod pieces shared by the block schemas: what Strapi's REST API answers for media,
 * links and colours. Block schemas are lenient about optional fields and strict about
 * what a renderer cannot do without.
 */
import { z } from 'astro/zod';

export const media = z
  .object({
    url: z.string(),
    alternativeText: z.string().nullish(),
    caption: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    mime: z.string().nullish(),
    name: z.string().nullish(),
  })
  .loose();
export type Media = z.infer<typeof media>;

export const text = z.string().nullish();
export const color = z.string().nullish();
export const num = z.number().nullish();
export const bool = z.boolean().nullish();
