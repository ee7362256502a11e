import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { AREA_PREFIX, navigate } from '../lib/router';

/**
 * An anchor that stays inside the client-area app for /area-cliente addresses (no reload),
 * and behaves as a normal link for everything else and for modified clicks (new tab etc.).
 */
export function Link({ href = '', onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    if (!href.startsWith(AREA_PREFIX)) return;
    event.preventDefault();
    navigate(href);
  };
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content is the caller's children, passed in `rest`
  return <a href={href} onClick={handle} {...rest} />;
}
