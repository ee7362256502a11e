/**
 * Negotiation of overdue bills (docs/collections-negotiation.md): the roles that pay bills, and
 * attendants for the contract of the service they started (ownership 'contract': another
 * customer's contract → 404). The agreement is audited when staff make it.
 */
import { PAY_ROLES } from '../role-capabilities';
import { ATTENDANT_ROLES } from '../roles';
import { COLLECTIONS_NEGOTIATION_ANSWERS as ANSWERS } from './collections-negotiation-answers';
import { endpoints, portal } from './define';

const NEGOTIATING_ROLES = [...PAY_ROLES, ...ATTENDANT_ROLES];
const access = (limited = false) => portal({ roles: NEGOTIATING_ROLES, permissions: ['faturas.ver'], ownership: 'contract' }, limited);

export const COLLECTIONS_NEGOTIATION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/collections/negotiation/bills',
    handler: 'negotiation.bills',
    query: 'none',
    answer: ANSWERS.negotiableBills,
    access: access(),
    summary: 'Faturas vencidas que podem ser negociadas e as regras do parcelamento',
  },
  {
    method: 'POST',
    path: '/collections/negotiation/simulation',
    handler: 'negotiation.simulate',
    body: 'negotiation.simulate',
    answer: ANSWERS.negotiationSimulation,
    access: access(),
    summary: 'Simulação do parcelamento (entrada, 1 a N parcelas, juros, total, CET)',
  },
  {
    method: 'POST',
    path: '/collections/negotiation/agreements',
    handler: 'negotiation.accept',
    body: 'negotiation.accept',
    answer: ANSWERS.negotiationAgreement,
    access: access(true),
    summary: 'Aceita os termos: protocolo, fatura da entrada, faturas negociadas e parcelas',
  },
  {
    method: 'GET',
    path: '/collections/negotiation/agreements',
    handler: 'negotiation.agreements',
    query: 'none',
    answer: ANSWERS.negotiationAgreements,
    access: access(),
    summary: 'Acordos do contrato com sua situação, faturas e parcelas',
  },
]);
