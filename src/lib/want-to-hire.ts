/**
 * The four services of the contracting flow (spec 04 §4.4) and who can request each one. The
 * flow itself lives at /quero-contratar; a card elsewhere links there with `?servico=<id>`, and
 * the flow opens that service's document modal.
 */
export const CONTRACTING_PATH = '/quero-contratar';
/** Query parameter that carries the chosen service to the flow. */
export const SERVICE_PARAM = 'servico';

export type ServiceId = 'residencia' | 'comercio' | 'industria' | 'gnv';
/** Which document the service's modal asks for (spec 04 §4.4, §5). */
export type ServiceDocument = 'CPF' | 'CNPJ' | 'CPF_OR_CNPJ';

export interface ServiceCard {
  id: ServiceId;
  title: string;
  document: string;
  accepts: ServiceDocument;
  description: string;
}

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    id: 'residencia',
    title: 'Residência',
    document: 'CPF',
    accepts: 'CPF',
    description: 'Gás natural encanado na sua casa ou apartamento, sem botijão e sem interrupções.',
  },
  {
    id: 'comercio',
    title: 'Comércio',
    document: 'CNPJ',
    accepts: 'CNPJ',
    description: 'Mais economia e segurança para restaurantes, padarias, hotéis e outros negócios.',
  },
  {
    id: 'industria',
    title: 'Indústria',
    document: 'CNPJ',
    accepts: 'CNPJ',
    description: 'Energia competitiva e contínua para processos industriais de todos os portes.',
  },
  {
    id: 'gnv',
    title: 'GNV',
    document: 'CPF ou CNPJ',
    accepts: 'CPF_OR_CNPJ',
    description: 'Gás natural veicular para carros, frotas, postos de abastecimento e transporte público.',
  },
];

/** The flow's address with a service chosen (the static cards' links). */
export const serviceHref = (id: ServiceId) => `${CONTRACTING_PATH}?${SERVICE_PARAM}=${id}`;

export function serviceById(id: string | null | undefined): ServiceCard | undefined {
  return SERVICE_CARDS.find((card) => card.id === id);
}
