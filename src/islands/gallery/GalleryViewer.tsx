/**
 * Full-screen viewer of the image gallery (yet-another-react-lightbox): previous/next arrows,
 * dots, title and subtitle. Escape, the close icon or a click outside the image closes it;
 * keyboard arrows move. Loaded on demand, the first time a visitor opens it.
 */
import Lightbox, { useController, useLightboxState, type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useMemo } from 'react';
import type { GalleryItem } from './types';
import styles from './GalleryViewer.module.css';

interface Props {
  items: GalleryItem[];
  open: boolean;
  /** Image shown when the viewer opens. */
  index: number;
  onView: (index: number) => void;
  onClose: () => void;
  /** Called once the closing animation ends (focus goes back to the opener then). */
  onExited: () => void;
}

const LABELS = {
  Previous: 'Imagem anterior',
  Next: 'Próxima imagem',
  Close: 'Fechar',
  Lightbox: 'Visualizador de imagens',
  Carousel: 'carrossel',
  Slide: 'imagem',
  'Photo gallery': 'Galeria de imagens',
  '{index} of {total}': '{index} de {total}',
};

/** Dots under the image; they navigate through the controller so the slide animation stays right. */
function Dots({ count }: { count: number }) {
  const { currentIndex } = useLightboxState();
  const { prev, next } = useController();
  if (count < 2) return null;
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-label={`Ir para a imagem ${i + 1}`}
          aria-current={i === currentIndex ? 'true' : undefined}
          onClick={() => {
            const delta = i - currentIndex;
            if (delta > 0) next({ count: delta });
            else if (delta < 0) prev({ count: -delta });
          }}
        />
      ))}
    </div>
  );
}

/** Title and subtitle in one band at the bottom of the slide, leaving room for the dots. */
function Caption({ item }: { item: GalleryItem | undefined }) {
  if (!item?.title && !item?.subtitle) return null;
  return (
    <div className={styles.caption}>
      {item.title && <strong className={styles.title}>{item.title}</strong>}
      {item.subtitle && <span className={styles.subtitle}>{item.subtitle}</span>}
    </div>
  );
}

export default function GalleryViewer({ items, open, index, onView, onClose, onExited }: Props) {
  const slides = useMemo(
    () =>
      items.map((item): Slide => {
        const largest = item.full[item.full.length - 1]!;
        return { src: largest.src, width: largest.width, height: largest.height, srcSet: item.full, alt: item.alt };
      }),
    [items],
  );
  const itemOf = useMemo(() => new Map(slides.map((slide, i) => [slide, items[i]])), [slides, items]);
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      labels={LABELS}
      controller={{ closeOnBackdropClick: true }}
      carousel={{ finite: items.length < 2 }}
      render={{
        slideFooter: ({ slide }) => <Caption item={itemOf.get(slide)} />,
        controls: () => <Dots count={items.length} />,
        ...(items.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
      }}
      on={{ view: ({ index: viewed }) => onView(viewed), exited: onExited }}
    />
  );
}
