/**
 * The site's build validates every block of a page (src/lib/block-validation.ts): a rich-text
 * field holds the Blocks editor's JSON — or a Markdown/HTML string stored before the move — and a
 * malformed tree fails the build naming the page, the block and the field.
 */
import { describe, expect, it } from 'vitest';
import { validateBlocks } from '../../src/lib/block-validation';

const paragraph = (Paragrafo: unknown) => ({ __component: 'texto.paragraph', Titulo: 'Dicas', Paragrafo });

describe('rich text in the build’s block validation', () => {
  it('accepts the Blocks editor’s tree: headings, marks, links, nested lists, quotes, code and images', () => {
    const tree = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Título' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Use ', bold: true },
          { type: 'link', url: '/contato', children: [{ type: 'text', text: 'contato' }] },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'Um' }] },
          {
            type: 'list',
            format: 'ordered',
            indentLevel: 1,
            children: [{ type: 'list-item', children: [{ type: 'text', text: 'Dois' }] }],
          },
        ],
      },
      { type: 'quote', children: [{ type: 'text', text: 'Citação' }] },
      { type: 'code', children: [{ type: 'text', text: 'x = 1' }] },
      { type: 'image', image: { url: '/uploads/a.png', alternativeText: 'Mapa' }, children: [{ type: 'text', text: '' }] },
    ];
    const [block] = validateBlocks('/dicas', [paragraph(tree)]);
    expect(block?.Paragrafo).toEqual(tree);
  });

  it('still accepts a Markdown or HTML string stored before the move to Blocks', () => {
    expect(validateBlocks('/dicas', [paragraph('<p>Texto</p>')])[0]?.Paragrafo).toBe('<p>Texto</p>');
  });

  it('an optional rich text the editor emptied is none, so the block leaves its place out', () => {
    const emptied = [{ type: 'paragraph', children: [{ type: 'text', text: '' }] }];
    const [block] = validateBlocks('/dicas', [{ __component: 'pagina.not-found', Titulo: 'Ops', Conteudo: emptied }]);
    expect(block?.Conteudo).toBeNull();
  });

  it('fails naming the page, the block and the field of a malformed tree', () => {
    expect(() => validateBlocks('/dicas', [paragraph([{ type: 'heading', children: [{ type: 'text', text: 'Sem nível' }] }])])).toThrow(
      /Page "\/dicas", block #1 "paragraph" is malformed: Paragrafo/,
    );
  });
});
