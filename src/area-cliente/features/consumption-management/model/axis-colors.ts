/** Axis colours (spec 03 §2.6): a map for the named axes, a stable generated colour for others. */
export const AXIS_COLORS: Record<string, string> = {
  'eixo bauru': '#00507a',
  'eixo marília': '#c2410c',
  'eixo araraquara': '#15803d',
  'eixo ribeirão preto': '#7c3aed',
};

export function axisColor(name: string): string {
  const named = AXIS_COLORS[name.trim().toLowerCase()];
  if (named) return named;
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return `hsl(${h} 65% 35%)`;
}
