/**
 * PDF viewer island. The server-rendered HTML (and a browser without JavaScript) shows the
 * text fallback; in the browser the pdf.js part is fetched on demand (its own chunk), so
 * pages without this block never load it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './PdfViewer.module.css';

const PdfDocument = lazy(() => import('./PdfDocument'));

interface Props {
  url: string;
  title: string;
}

function Fallback() {
  return <p>Não foi possível exibir o documento aqui. Use o link abaixo para baixar o PDF.</p>;
}

export default function PdfViewer({ url, title }: Props) {
  // pdf.js needs browser APIs: render it only after hydration.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);

  const placeholder = (
    <div className={styles.message}>
      <p>O documento “{title}” é exibido aqui. Se ele não aparecer, use o link abaixo para baixar o PDF.</p>
    </div>
  );

  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={<p className={styles.message}>Carregando documento…</p>}>
      <PdfDocument url={url} title={title} fallback={<Fallback />} />
    </Suspense>
  );
}
