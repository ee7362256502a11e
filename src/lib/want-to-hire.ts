/**
 * The four services of the contracting flow (spec 04 §4.4) and who can request each one. The
 * flow itself lives at /quero-contratar.
 */
export const CONTRACTING_PATH = '/quero-contratar';

export interface ServiceCard {
  title: string;
  document: string;
  description: string;
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    title: 'Residência',
    document: 'CPF',
    description: 'Gás natural encanado na sua casa ou apartamento, sem botijão e sem interrupções.',
  },
  {
    title: 'Comércio',
    document: 'CNPJ',
    description: 'Mais economia e segurança para restaurantes, padarias, hotéis e outros negócios.',
  },
  {
    title: 'Indústria',
    document: 'CNPJ',
    description: 'Energia competitiva e contínua para processos industriais de todos os portes.',
  },
  {
    title: 'GNV',
    document: 'CPF ou CNPJ',
    description: 'Gás natural veicular para carros, frotas, postos de abastecimento e transporte público.',
  },
];
