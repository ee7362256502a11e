/**
 * Solutions selector (spec 04 §2.4, §9): tabs (home, business, industry, vehicle) whose selection
 * moves to the next one every SOLUTIONS_ROTATE_MS. Rotation stops while the pointer is over the
 * block or keyboard focus is inside it (so it never moves what the user is reading), and with
 * the pause button (WCAG 2.2.2). Tabs follow the WAI-ARIA pattern: arrows, Home and End.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SOLUTIONS_ROTATE_MS } from '@domain/constants';
import type { IslandImage } from '../lib/island-image';
import { nextIndex, previousIndex } from '../lib/gallery-window';
import { usePauseReasons } from './hooks/usePauseReasons';
import { PauseButton } from './controls/PauseButton';
import styles from './Solutions.module.css';

export interface Solution {
  title: string;
  icon?: IslandImage | undefined;
  image?: IslandImage | undefined;
  /** Sanitized HTML. */
  html?: string | undefined;
  /** Page of the solution; absent when the CMS value was not a safe link. */
  href?: string | undefined;
  linkText?: string | undefined;
}

interface Props {
  solutions: Solution[];
  label: string;
  /** Prefix for element ids, unique in the page. */
  idPrefix: string;
}

function Img({ image, className }: { image: IslandImage; className: string | undefined }) {
  return (
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
}

export default function Solutions({ solutions, label, idPrefix }: Props) {
  const count = solutions.length;
  const [index, setIndex] = useState(0);
  const { paused, userPaused, setReason } = usePauseReasons();
  const root = useRef<HTMLDivElement>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const rotating = !paused && count > 1;

  // A fresh full interval after every change of selection or of the pause state.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), SOLUTIONS_ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const select = (i: number, focus: boolean) => {
    setIndex(i);
    if (focus) tabs.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: nextIndex(index, count),
      ArrowDown: nextIndex(index, count),
      ArrowLeft: previousIndex(index, count),
      ArrowUp: previousIndex(index, count),
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div
      ref={root}
      className={styles.solutions}
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      data-rotate-ms={SOLUTIONS_ROTATE_MS}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setReason('hover', true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setReason('hover', false)}
    >
      <div
        className={styles.layout}
        onFocus={() => setReason('focus', true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setReason('focus', false);
        }}
      >
        <div className={styles.tabs} role="tablist" aria-label={label} aria-orientation="vertical">
          {solutions.map((solution, i) => (
            <button
              key={i}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${i}`}
              aria-selected={i === index}
              aria-controls={`${idPrefix}-panel-${i}`}
              tabIndex={i === index ? 0 : -1}
              className={styles.tab}
              onClick={() => select(i, false)}
              onKeyDown={onKeyDown}
            >
              {solution.icon && <Img image={{ ...solution.icon, alt: '' }} className={styles.tabIcon} />}
              <span>{solution.title}</span>
              {i === index && rotating && (
                <span
                  key={index}
                  className={styles.progress}
                  style={{ animationDuration: `${SOLUTIONS_ROTATE_MS}ms` }}
                  aria-hidden="true"
                />
              )}
            </button>
          ))}
        </div>
        {solutions.map((solution, i) => (
          <div
            key={i}
            role="tabpanel"
            id={`${idPrefix}-panel-${i}`}
            aria-labelledby={`${idPrefix}-tab-${i}`}
            hidden={i !== index}
            className={styles.panel}
          >
            {solution.image && <Img image={solution.image} className={styles.image} />}
            <div className={styles.body}>
              <h3 className={styles.title}>{solution.title}</h3>
              {solution.html && <div className={`rich-text ${styles.text}`} dangerouslySetInnerHTML={{ __html: solution.html }} />}
              {solution.href && (
                <a className="button" href={solution.href}>
                  {solution.linkText || 'Saiba mais'}
                  {!solution.linkText && <span className="visually-hidden">{` sobre ${solution.title}`}</span>}
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <PauseButton
          className={styles.pause}
          paused={userPaused}
          onToggle={() => setReason('user', !userPaused)}
          pauseLabel="Pausar a troca automática das soluções"
          resumeLabel="Retomar a troca automática das soluções"
        />
      )}
    </div>
  );
}
