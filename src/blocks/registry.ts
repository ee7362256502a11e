import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { resolveBlockName } from '@domain/blocks';

const modules = import.meta.glob<{ default: AstroComponentFactory }>('./*.astro', { eager: true });

/** Block name → renderer, one `.astro` per catalogue name in this folder. */
const renderers = new Map<string, AstroComponentFactory>(
  Object.entries(modules).map(([file, mod]) => [file.replace(/^\.\/(.+)\.astro$/, '$1'), mod.default]),
);

export interface ResolvedBlock {
  name: string;
  Component: AstroComponentFactory;
}

/** The renderer of a block by any spelling of its name, or null (unknown blocks render nothing). */
export function resolveBlock(componentName: string): ResolvedBlock | null {
  const name = resolveBlockName(componentName);
  const Component = name ? renderers.get(name) : undefined;
  if (!name || !Component) {
    console.warn(`[blocks] Unknown block "${componentName}": it renders nothing.`);
    return null;
  }
  return { name, Component };
}
