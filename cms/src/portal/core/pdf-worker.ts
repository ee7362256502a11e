/**
 * The PDF renderer's worker thread (`rendered-pdfs.ts`): loads the module that draws a document
 * and runs its exported function with the given arguments, off the CMS's event loop. Only plain,
 * serializable arguments cross; the PDF comes back as bytes.
 */
export interface RenderTask {
  /** Absolute path of the compiled module that draws the document. */
  module: string;
  /** Its exported function: `(...args) => Promise<Buffer>`. */
  fn: string;
  args: unknown[];
}

/**
 * The worker's task, loaded by Piscina from this file's compiled path.
 * @public
 */
export default async function render(task: RenderTask): Promise<Uint8Array> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is chosen at run time, within the compiled CMS
  const drawn = require(task.module) as Record<string, (...args: unknown[]) => Promise<Buffer>>;
  const draw = drawn[task.fn];
  if (typeof draw !== 'function') throw new Error(`pdf worker: ${task.fn} is not a function of ${task.module}`);
  const pdf = await draw(...task.args);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
