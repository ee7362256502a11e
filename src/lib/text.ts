/** Cuts a text to at most `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}
