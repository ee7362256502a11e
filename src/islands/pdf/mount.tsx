/**
 * The PDF viewer, mounted when a reader asks for it ("Ver o documento aqui", blocks/pdf-viewer.astro):
 * React, react-pdf and pdf.js arrive only then, so a page with the block loads none of them before
 * that click.
 */
import { createRoot } from 'react-dom/client';
import PdfDocument from './PdfDocument';

function Fallback() {
  return <p>Não foi possível exibir o documento aqui. Use o link abaixo para baixar o PDF.</p>;
}

/** Renders the document page by page inside `host`, replacing what it shows. */
export function mountPdfViewer(host: HTMLElement, url: string, title: string): void {
  createRoot(host).render(<PdfDocument url={url} title={title} fallback={<Fallback />} />);
}
