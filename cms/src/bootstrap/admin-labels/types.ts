/**
 * What the editor reads in the Strapi admin for one content type or component: the label of each
 * field (and, where the meaning is not obvious, a one-line description and a placeholder), and the
 * field that names an entry (`mainField`: the title of a repeatable row, of a relation, of a list).
 * The stored attribute names never change (the site and the spec speak them); only these texts do.
 */
export type FieldText = string | { label: string; description?: string; placeholder?: string };

export interface ModelText {
  mainField?: string;
  fields: Record<string, FieldText>;
}

export type LabelTable = Record<string, ModelText>;

/** Colour fields: the format the site accepts (the schemas' regex). */
export const COLOR = 'Cor em hexadecimal, por exemplo #FFFFFF.';
export const LINK = 'Caminho de uma página do site (/contato) ou endereço completo (https://…).';
export const LINK_PLACEHOLDER = '/caminho-da-pagina';
export const COLOR_PLACEHOLDER = '#FFFFFF';
/** Images shown to readers: saving refuses one without alternative text (cms/src/domain/alt-text.ts). */
export const ALT_REQUIRED = 'Precisa de texto alternativo (Biblioteca de Mídia).';
export const color = (label: string, what?: string): FieldText => ({
  label,
  description: what ? `${what} ${COLOR}` : COLOR,
  placeholder: COLOR_PLACEHOLDER,
});
export const link = (label = 'Link', what?: string): FieldText => ({
  label,
  description: what ? `${what} ${LINK}` : LINK,
  placeholder: LINK_PLACEHOLDER,
});
