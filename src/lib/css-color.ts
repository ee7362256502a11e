/**
 * Editors' colour fields end up in inline `style` attributes; only plain colour values pass,
 * so a CMS value can never inject other CSS declarations.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?)\(\s*[-\d.%\s,/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** The colour when it is a hex, rgb()/hsl() or named colour; otherwise undefined. */
export function cssColor(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  return HEX.test(v) || FUNCTION.test(v) || NAMED.test(v) ? v : undefined;
}

/** A `style` attribute of CSS custom properties, leaving out the unset ones (so CSS fallbacks apply). */
export function cssVars(vars: Record<string, string | number | null | undefined>): string | undefined {
  const declarations = Object.entries(vars)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length ? declarations.join(';') : undefined;
}
