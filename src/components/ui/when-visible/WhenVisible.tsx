/**
 * Renders its children only once their place comes near the screen (IntersectionObserver, 200 px
 * ahead): a chart lower on a screen loads its library when the reader scrolls to it, not with the
 * screen's first paint. Until then it keeps the place (`minHeight`) so nothing jumps.
 *
 * @example
 * <WhenVisible minHeight={320}>
 *   <Suspense fallback={<p role="status">Carregando gráfico…</p>}>
 *     <Charts.Bars points={points} />
 *   </Suspense>
 * </WhenVisible>
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The height kept until the children render, in CSS pixels. */
  minHeight?: number;
}

export function WhenVisible({ children, minHeight = 280 }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return void setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
