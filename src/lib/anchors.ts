/** In-page anchors: ids derived from titles, so links like `#tarifas` jump to a section. */

/** A URL-friendly id: lowercase, no accents, words joined by '-' ("Política de Privacidade" → "politica-de-privacidade"). */
export function anchorId(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^#/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Ids for a list of sections: the editor's anchor when given, else the title's; repeated ids
 * get a numeric suffix (ids must be unique in a page); an empty one becomes `secao-<n>`.
 */
export function sectionIds(sections: ReadonlyArray<{ Titulo?: string | null; Ancora?: string | null }>): string[] {
  const used = new Set<string>();
  return sections.map((section, index) => {
    const base = anchorId(section.Ancora) || anchorId(section.Titulo) || `secao-${index + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
