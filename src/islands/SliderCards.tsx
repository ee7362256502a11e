/**
 * Slider cards (spec 04 §4.6): Swiper with autoplay every `delayMs`, wrapping from the last
 * position to the first (rewind); paused while the pointer is over the cards or keyboard focus
 * is inside them, and by the pause button (WCAG 2.2.2). Arrows and dots move it by hand.
 * Under 1024 px it shows one card with the next one peeking, swipeable.
 */
import { useEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { BREAKPOINTS } from '@domain/constants';
import type { IslandImage } from '../lib/island-image';
import { usePauseReasons } from './hooks/usePauseReasons';
import { PauseButton } from './controls/PauseButton';
import styles from './SliderCards.module.css';

export interface SliderCard {
  title?: string | undefined;
  subtitle?: string | undefined;
  text?: string | undefined;
  image?: IslandImage | undefined;
  background?: IslandImage | undefined;
  href?: string | undefined;
  linkText?: string | undefined;
  /** CSS custom properties of the card's colours. */
  style?: Record<string, string> | undefined;
}

export type SliderVariant = 'products' | 'image' | 'testimonials';

interface Props {
  cards: SliderCard[];
  variant: SliderVariant;
  delayMs: number;
  label: string;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function Card({ card, variant }: { card: SliderCard; variant: SliderVariant }) {
  const link = card.href ? (
    <a className={styles.link} href={card.href}>
      {card.linkText || 'Saiba mais'}
      {card.title && !card.linkText ? <span className="visually-hidden">{` sobre ${card.title}`}</span> : null}
    </a>
  ) : null;
  const img = (image: IslandImage, className: string) => (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );

  if (variant === 'testimonials') {
    return (
      <figure className={`${styles.card} ${styles.testimonial}`} style={card.style}>
        <svg className={styles.quote} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10 7H6a2 2 0 0 0-2 2v4h4v4l2-4zm10 0h-4a2 2 0 0 0-2 2v4h4v4l2-4z" />
        </svg>
        {card.text && <blockquote className={styles.text}>{card.text}</blockquote>}
        <figcaption className={styles.author}>
          {card.image && img(card.image, styles.avatar!)}
          <span>
            {card.title && <strong className={styles.title}>{card.title}</strong>}
            {card.subtitle && <span className={styles.subtitle}>{card.subtitle}</span>}
          </span>
        </figcaption>
        {link}
      </figure>
    );
  }
  return (
    <article className={`${styles.card} ${variant === 'image' ? styles.imageCard : styles.product}`} style={card.style}>
      {variant === 'image' && card.background && img({ ...card.background, alt: '' }, styles.background!)}
      {card.image && img(card.image, variant === 'image' ? styles.badge! : styles.icon!)}
      {card.title && <h3 className={styles.title}>{card.title}</h3>}
      {card.subtitle && <p className={styles.subtitle}>{card.subtitle}</p>}
      {card.text && <p className={styles.text}>{card.text}</p>}
      {link}
    </article>
  );
}

export default function SliderCards({ cards, variant, delayMs, label }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState({ index: 0, count: 1 });
  const { paused, userPaused, setReason } = usePauseReasons();
  const reducedMotion = usePrefersReducedMotion();
  const cardsArea = useRef<HTMLDivElement>(null);

  const track = (s: SwiperInstance) => setPosition({ index: s.snapIndex, count: s.snapGrid.length });
  // One place decides whether autoplay runs: it runs only when nothing holds it.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (paused) swiper.autoplay.stop();
    else if (!swiper.autoplay.running) swiper.autoplay.start();
  }, [swiper, paused]);

  const movable = position.count > 1;

  return (
    <div className={styles.slider} role="region" aria-roledescription="carrossel" aria-label={label} data-autoplay-ms={delayMs}>
      <div
        ref={cardsArea}
        className={styles.cards}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setReason('hover', true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setReason('hover', false)}
        onFocus={() => setReason('focus', true)}
        onBlur={(e) => {
          if (!cardsArea.current?.contains(e.relatedTarget as Node | null)) setReason('focus', false);
        }}
      >
        <Swiper
          modules={[Autoplay, A11y]}
          rewind
          speed={reducedMotion ? 0 : 500}
          // Without an animation there is no transitionend to wait for.
          autoplay={{ delay: delayMs, disableOnInteraction: false, waitForTransition: !reducedMotion }}
          slidesPerView={1.15}
          spaceBetween={16}
          breakpoints={{ [BREAKPOINTS.desktopFrom]: { slidesPerView: 3, spaceBetween: 24 } }}
          a11y={{
            prevSlideMessage: 'Card anterior',
            nextSlideMessage: 'Próximo card',
            firstSlideMessage: 'Este é o primeiro card',
            lastSlideMessage: 'Este é o último card',
            slideLabelMessage: '{{index}} de {{slidesLength}}',
            itemRoleDescriptionMessage: 'card',
          }}
          onSwiper={(s) => {
            setSwiper(s);
            track(s);
          }}
          onSlideChange={track}
          onSnapGridLengthChange={track}
          onBreakpoint={track}
          className={styles.swiper}
        >
          {cards.map((card, i) => (
            <SwiperSlide key={i} className={styles.slide}>
              <Card card={card} variant={variant} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {movable && (
        <div className={styles.controls}>
          <PauseButton
            className={styles.pause}
            paused={userPaused}
            onToggle={() => setReason('user', !userPaused)}
            pauseLabel="Pausar a passagem automática dos cards"
            resumeLabel="Retomar a passagem automática dos cards"
          />
          <button type="button" className={styles.arrow} aria-label="Card anterior" onClick={() => swiper?.slidePrev()}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <div className={styles.dots}>
            {Array.from({ length: position.count }, (_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Ir para o card ${i + 1}`}
                aria-current={i === position.index ? 'true' : undefined}
                onClick={() => swiper?.slideTo(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label="Próximo card" onClick={() => swiper?.slideNext()}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
