/**
 * A PDF the browser already holds (a bill fetched from the API) in a dialog: the viewer first,
 * then 'Salvar PDF' saves it under `fileName`. The viewer (react-pdf + pdf.js) is its own chunk,
 * loaded only when a document is opened. Used by the client area's invoices and by the
 * simplified-invoice island.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, buttonClass } from '../Button';
import { Modal } from '../modal';

const PdfFilePreview = lazy(() => import('~/islands/pdf-file/PdfFilePreview'));

interface Props {
  /** The document, or null while the dialog is closed. */
  blob: Blob | null;
  title: string;
  /** The name the saved file gets ('Fatura.pdf'). */
  fileName: string;
  /** Shown when the bytes cannot be read as a PDF. */
  errorMessage: string;
  onClose: () => void;
}

export function PdfPreviewModal({ blob, title, fileName, errorMessage, onClose }: Props) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return (
    <Modal
      open={blob !== null}
      title={title}
      onClose={onClose}
      size="medium"
      actions={
        blob &&
        url && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Fechar
            </Button>
            <a className={buttonClass('primary')} href={url} download={fileName}>
              Salvar PDF
            </a>
          </>
        )
      }
    >
      {blob && (
        <Suspense fallback={<p role="status">Carregando documento…</p>}>
          <PdfFilePreview blob={blob} title={title} errorMessage={errorMessage} />
        </Suspense>
      )}
    </Modal>
  );
}
