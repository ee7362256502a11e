/**
 * Image gallery (spec 04 §4.6). Carousel: arrows and dots move with wrap-around at both ends, a
 * thumbnail strip (5 from 1440 px, 4 from 768 px) keeps the selection in view, and an expand
 * button opens the full-screen viewer. Grid: clicking a thumbnail opens the viewer there.
 * The viewer's code loads only when first needed.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GALLERY_THUMBS } from '@domain/constants';
import { nextIndex, previousIndex, thumbsFor, windowIndexes, windowStart } from '../lib/gallery-window';
import type { GalleryItem } from './gallery/types';
import styles from './ImageGallery.module.css';

const loadViewer = () => import('./gallery/GalleryViewer');
const GalleryViewer = lazy(loadViewer);

interface Props {
  items: GalleryItem[];
  mode: 'carousel' | 'grid';
  /** Accessible name of the gallery (its title, or a generic one). */
  label: string;
}

/** Thumbnails that fit the viewport; SSR assumes the widest layout, CSS hides the strip on phones. */
function useThumbCount(): number {
  const [count, setCount] = useState<number>(GALLERY_THUMBS.wide);
  useEffect(() => {
    const queries = [GALLERY_THUMBS.mediumFrom, GALLERY_THUMBS.wideFrom].map((px) => window.matchMedia(`(min-width: ${px}px)`));
    const update = () => setCount(thumbsFor(window.innerWidth));
    update();
    queries.forEach((q) => q.addEventListener('change', update));
    return () => queries.forEach((q) => q.removeEventListener('change', update));
  }, []);
  return count;
}

function Img({ image, className, sizes, eager }: { image: GalleryItem['main']; className?: string; sizes?: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

export default function ImageGallery({ items, mode, label }: Props) {
  const count = items.length;
  const thumbs = useThumbCount();
  const [index, setIndex] = useState(0);
  const [start, setStart] = useState(0);
  const [viewer, setViewer] = useState<{ open: boolean; at: number; loaded: boolean }>({ open: false, at: 0, loaded: false });
  /** Element that opened the viewer, focused again when it closes. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => setStart((s) => windowStart(s, index, thumbs, count)), [thumbs, index, count]);

  const openViewer = (at: number, from: HTMLElement) => {
    opener.current = from;
    setViewer({ open: true, at, loaded: true });
  };

  const viewerElement = viewer.loaded && (
    <Suspense fallback={null}>
      <GalleryViewer
        items={items}
        open={viewer.open}
        index={viewer.at}
        onView={(viewed) => mode === 'carousel' && setIndex(viewed)}
        onClose={() => setViewer((v) => ({ ...v, open: false }))}
        onExited={() => opener.current?.focus()}
      />
    </Suspense>
  );

  if (mode === 'grid') {
    return (
      <div className={styles.grid}>
        <ul className={styles.gridList} aria-label={label}>
          {items.map((item, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.gridItem}
                aria-label={`Ampliar imagem: ${item.title || item.alt || i + 1}`}
                onPointerEnter={loadViewer}
                onFocus={loadViewer}
                onClick={(e) => openViewer(i, e.currentTarget)}
              >
                <Img image={item.thumb} className={styles.gridImage} />
                {item.title && <span className={styles.gridTitle}>{item.title}</span>}
              </button>
            </li>
          ))}
        </ul>
        {viewerElement}
      </div>
    );
  }

  const current = items[index]!;
  const visible = windowIndexes(start, thumbs, count);
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carrossel" aria-label={label}>
      <figure className={styles.stage}>
        <Img image={current.main} className={styles.mainImage} sizes="(min-width: 1168px) 1136px, calc(100vw - 2rem)" eager />
        {(current.title || current.subtitle) && (
          <figcaption className={styles.caption}>
            {current.title && <strong className={styles.captionTitle}>{current.title}</strong>}
            {current.subtitle && <span className={styles.captionSubtitle}>{current.subtitle}</span>}
          </figcaption>
        )}
        <button
          type="button"
          className={styles.expand}
          aria-label="Ampliar imagem"
          onPointerEnter={loadViewer}
          onFocus={loadViewer}
          onClick={(e) => openViewer(index, e.currentTarget)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              aria-label="Imagem anterior"
              onClick={() => setIndex((i) => previousIndex(i, count))}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label="Próxima imagem"
              onClick={() => setIndex((i) => nextIndex(i, count))}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
      </figure>
      <p className="visually-hidden" aria-live="polite">{`Imagem ${index + 1} de ${count}${current.title ? `: ${current.title}` : ''}`}</p>
      {count > 1 && visible.length > 0 && (
        <ul className={styles.thumbs} style={{ ['--thumbs' as string]: thumbs }} aria-label="Miniaturas">
          {visible.map((i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Ver imagem ${i + 1}${items[i]!.title ? `: ${items[i]!.title}` : ''}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Img image={{ ...items[i]!.thumb, alt: '' }} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {count > 1 && (
        <div className={styles.dots}>
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={`Ir para a imagem ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
      {viewerElement}
    </div>
  );
}
