/**
 * A PDF the browser already holds (a bill fetched from the API) shown in a viewer before it is
 * saved: react-pdf + pdf.js with the site's self-hosted worker, as src/islands/pdf. Import it
 * with `lazy()` so its code (its own chunk) loads only when a document is opened.
 * The document is handed over as bytes, not as a blob: URL, which the site's CSP
 * (connect-src) does not let pdf.js fetch.
 */
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { pdfWorkerUrl } from '../pdf/pdf-worker';
import viewer from '../pdf/PdfViewer.module.css';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

const MAX_PAGE_WIDTH = 640;

interface Props {
  blob: Blob;
  /** The region's accessible name. */
  title: string;
  /** Shown when the file cannot be read as a PDF. */
  errorMessage: string;
}

export default function PdfFilePreview({ blob, title, errorMessage }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<{ data: Uint8Array } | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);
  const [pages, setPages] = useState(0);

  useEffect(() => {
    let live = true;
    blob
      .arrayBuffer()
      .then((buffer) => live && setFile({ data: new Uint8Array(buffer) }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [blob]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(Math.floor(entry.contentRect.width), MAX_PAGE_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fallback = (
    <p className={viewer.message} role="alert">
      {errorMessage}
    </p>
  );
  return (
    <div ref={frame} className={viewer.page} role="region" aria-label={title} data-testid="pdf-preview" data-pages={pages || undefined}>
      {failed
        ? fallback
        : file && (
            <Document
              file={file}
              onLoadSuccess={(doc) => setPages(doc.numPages)}
              loading={<p className={viewer.message}>Carregando documento…</p>}
              error={fallback}
              noData={fallback}
            >
              {width > 0 &&
                Array.from({ length: pages }, (_, i) => (
                  <Page key={i} pageNumber={i + 1} width={width} renderTextLayer renderAnnotationLayer />
                ))}
            </Document>
          )}
    </div>
  );
}
