import type { z } from 'astro/zod';
import { normalizeBlockName, resolveBlockName } from '@domain/blocks';

type Schemas = Record<string, z.ZodType>;

const schemaModules = import.meta.glob<{ schema: z.ZodType }>('../blocks/schemas/*.ts', { eager: true });

/** Block name → its zod schema, from `src/blocks/schemas/<name>.ts`. */
export const blockSchemas: Schemas = Object.fromEntries(
  Object.entries(schemaModules).map(([file, mod]) => [file.replace(/^.*\/([^/]+)\.ts$/, '$1'), mod.schema]),
);

export interface RawBlock {
  __component?: string;
  [key: string]: unknown;
}

/**
 * Validates each block of a page with its schema. A malformed entry fails with a message
 * naming the page and the block; unknown block names are kept (they render nothing and warn).
 */
export function validateBlocks(pagePath: string, blocks: RawBlock[]): RawBlock[] {
  return blocks.map((block, index) => {
    const name = resolveBlockName(String(block.__component ?? ''));
    const schema = name ? blockSchemas[name] : undefined;
    if (!schema) return block;
    const result = schema.safeParse(block);
    if (result.success) return { ...(result.data as object), __component: block.__component } as RawBlock;
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(block)'}: ${i.message}`).join('; ');
    throw new Error(`Page "${pagePath}", block #${index + 1} "${normalizeBlockName(String(block.__component))}" is malformed: ${issues}`);
  });
}
