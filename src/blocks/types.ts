/** What every block renderer receives besides its own data. */
export interface BlockContext {
  /** Site path of the page being rendered, e.g. `/` or `/institucional/assistencia-tecnica`. */
  pagePath: string;
  /** Position of the block in the page (0 = first, above the fold). */
  index: number;
  /** True when rendering a draft for an editor (/preview). */
  preview: boolean;
}

export interface BlockProps<T> {
  block: T & { __component: string; id?: number };
  ctx: BlockContext;
}
