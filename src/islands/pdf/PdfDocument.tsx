/**
 * The heavy part of the PDF viewer (react-pdf + pdf.js), loaded only in the browser: one page
 * at a time at the width of its container, with previous/next navigation.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { pdfWorkerUrl } from './pdf-worker';
import styles from './PdfViewer.module.css';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

/** Widest page rendering, in CSS pixels: beyond it a page is hard to read anyway. */
const MAX_PAGE_WIDTH = 760;

interface Props {
  url: string;
  title: string;
  fallback: ReactNode;
}

export default function PdfDocument({ url, title, fallback }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(0);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);

  // The page follows its container's width (no zoom controls): phones and desktops both fit.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.min(Math.floor(entry.contentRect.width), MAX_PAGE_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={styles.viewer}>
      <div ref={frame} className={styles.page} role="region" aria-label={pages ? `${title}, página ${page} de ${pages}` : title}>
        <Document
          file={url}
          onLoadSuccess={(doc) => {
            setPages(doc.numPages);
            setPage(1);
          }}
          loading={<p className={styles.message}>Carregando documento…</p>}
          error={<div className={styles.message}>{fallback}</div>}
          noData={<div className={styles.message}>{fallback}</div>}
        >
          {width > 0 && pages > 0 && (
            <Page
              pageNumber={page}
              width={width}
              renderTextLayer
              renderAnnotationLayer
              loading={<p className={styles.message}>Carregando página…</p>}
              error={<div className={styles.message}>{fallback}</div>}
            />
          )}
        </Document>
      </div>
      {pages > 1 && (
        <nav className={styles.nav} aria-label={`Páginas de ${title}`}>
          <button type="button" className="button button--ghost" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
            Página anterior
          </button>
          <p className={styles.status} aria-live="polite">
            Página {page} de {pages}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
            disabled={page >= pages}
          >
            Próxima página
          </button>
        </nav>
      )}
    </div>
  );
}
