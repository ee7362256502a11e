import { describe, it, expect } from 'vitest';
import { anchorId, sectionIds } from '../../src/lib/anchors';

describe('in-page anchors', () => {
  it('derives a plain id from a Portuguese title', () => {
    expect(anchorId('Política de Privacidade')).toBe('politica-de-privacidade');
    expect(anchorId('  Tarifas & Preços (2025) ')).toBe('tarifas-precos-2025');
    expect(anchorId('#Ouvidoria')).toBe('ouvidoria');
  });

  it('prefers the editor anchor, keeps ids unique and never empty', () => {
    expect(
      sectionIds([{ Titulo: 'Quem somos' }, { Titulo: 'Quem somos' }, { Titulo: 'Missão', Ancora: 'missao-e-valores' }, { Titulo: '***' }]),
    ).toEqual(['quem-somos', 'quem-somos-2', 'missao-e-valores', 'secao-4']);
  });
});
