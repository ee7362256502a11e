/**
 * Side slider: one slide at a time, a square image beside its title, text and link; arrows
 * and dots move it, wrapping at both ends. Every slide is in the HTML (inactive ones hidden),
 * so the content is there without JavaScript too.
 */
import { useState } from 'react';
import type { IslandImage } from '../lib/island-image';
import { nextIndex, previousIndex } from '../lib/gallery-window';
import styles from './SideSlider.module.css';

export interface SideSlide {
  image: IslandImage;
  title: string;
  /** Sanitized HTML. */
  html?: string | undefined;
  href?: string | undefined;
  linkText?: string | undefined;
}

interface Props {
  slides: SideSlide[];
  imageRight: boolean;
  label: string;
  /** Prefix for element ids, unique in the page. */
  idPrefix: string;
}

export default function SideSlider({ slides, imageRight, label, idPrefix }: Props) {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  return (
    <div className={styles.slider} role="region" aria-roledescription="carrossel" aria-label={label}>
      <div className={styles.viewport}>
        {slides.map((slide, i) => (
          <div
            key={i}
            id={`${idPrefix}-slide-${i}`}
            className={`${styles.slide} ${imageRight ? styles.imageRight : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${count}: ${slide.title}`}
            hidden={i !== index}
          >
            <img
              className={styles.image}
              src={slide.image.src}
              srcSet={slide.image.srcSet}
              width={slide.image.width}
              height={slide.image.height}
              alt={slide.image.alt}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.body}>
              <h3 className={styles.title}>{slide.title}</h3>
              {slide.html && <div className={`rich-text ${styles.text}`} dangerouslySetInnerHTML={{ __html: slide.html }} />}
              {slide.href && (
                <a className="button" href={slide.href}>
                  {slide.linkText || 'Saiba mais'}
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Slide anterior"
            onClick={() => setIndex((i) => previousIndex(i, count))}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Ir para o slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label="Próximo slide" onClick={() => setIndex((i) => nextIndex(i, count))}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">{`Slide ${index + 1} de ${count}: ${slides[index]!.title}`}</p>
    </div>
  );
}
