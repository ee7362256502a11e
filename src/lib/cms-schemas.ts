/**
 * Zod pieces shared by the block schemas: what Strapi's REST API answers for media,
 * links and colours. Block schemas are lenient about optional fields and strict about
 * what a renderer cannot do without.
 */
import { z } from 'astro/zod';
import { hasRichText } from '@domain/rich-text';

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

/** A text of the Blocks editor (cms/src/domain/rich-text.ts): plain text with optional marks. */
const blockText = z
  .object({
    type: z.literal('text'),
    text: z.string(),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
    strikethrough: z.boolean().optional(),
    code: z.boolean().optional(),
  })
  .loose();
const blockInline = z.union([blockText, z.object({ type: z.literal('link'), url: z.string(), children: z.array(blockText) }).loose()]);
type BlockList = { type: 'list'; format: 'ordered' | 'unordered'; children: Array<BlockList | { type: 'list-item'; children: unknown[] }> };
const blockList: z.ZodType<BlockList> = z.lazy(() =>
  z
    .object({
      type: z.literal('list'),
      format: z.enum(['ordered', 'unordered']),
      children: z.array(z.union([blockList, z.object({ type: z.literal('list-item'), children: z.array(blockInline) }).loose()])),
    })
    .loose(),
) as z.ZodType<BlockList>;
const blockNode = z.union([
  z.object({ type: z.enum(['paragraph', 'quote', 'code']), children: z.array(blockInline) }).loose(),
  z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(6), children: z.array(blockInline) }).loose(),
  z.object({ type: z.literal('image'), image: z.object({ url: z.string(), alternativeText: z.string().nullish() }).loose() }).loose(),
  blockList,
]);

/**
 * An editor's rich text: the Blocks editor's JSON, or a Markdown/HTML string stored before the
 * move to Blocks (an installation not migrated yet still builds). Rendered by `sanitizeRichText`.
 */
export const richText = z.union([z.string(), z.array(blockNode)]);
/** An optional rich text; one the editor emptied (an empty paragraph) is none, so the block leaves its place out. */
export const optionalRichText = richText.nullish().transform((value) => (hasRichText(value) ? value : null));
