/**
 * The annual debt discharge declaration (Lei nº 12.007/2009; docs/collections-declaration.md):
 * everyone who sees the contract's bills lists its years and downloads a declaration (free, at
 * any time); anyone checks a code (public, rate-limited like the other public calls).
 */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { DECLARATION_ANSWERS } from './collections-declaration-answers';
import { endpoints, open, portal } from './define';

const WITH_BILLS = [...CUSTOMER_ROLES, ...SERVICE_ROLES];

export const COLLECTIONS_DECLARATION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/declarations',
    handler: 'declaration.list',
    query: 'none',
    answer: DECLARATION_ANSWERS.declarationList,
    access: portal({ roles: WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'Os anos encerrados do contrato e o estado da declaração de quitação de cada um.',
  },
  {
    // Declared before /:year/download so the router does not take "check" for a year.
    method: 'GET',
    path: '/collections/declarations/check/:code',
    handler: 'declaration.check',
    query: 'none',
    answer: DECLARATION_ANSWERS.declarationCheck,
    access: open(true),
    summary: 'Consulta pública de um código de verificação (titular e contrato mascarados).',
  },
  {
    method: 'GET',
    path: '/collections/declarations/:year/download',
    handler: 'declaration.download',
    query: 'none',
    access: portal({ roles: WITH_BILLS, permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'A declaração do ano em PDF (Declaracao_quitacao_<ano>.pdf).',
  },
]);
