/**
 * The industrial contract cockpit (issue 26 §2–§3, PORTAL-API.md §27): the industrial client and
 * its secondary users on their own contracts (another contract → 404), the gas programmer and the
 * administrators on any industrial contract. Ownership is checked in the use case, as the
 * consumption calls do (staff name any contract).
 */
import type { PortalRole } from '../roles';
import { CONTRACT_ACCOUNTING_ANSWERS } from './contract-accounting-answers';
import { endpoints, portal } from './define';

const ROLES: PortalRole[] = ['industry', 'gas-programmer', 'admin', 'admin-master'];
const access = portal({ roles: ROLES, permissions: ['programacao-consumo.ver'], tokenScope: 'consumption:read' });
/** The portfolio (§31): staff only — the gas programmer and the administrators, as the 'Contratos industriais' screen. */
const STAFF: PortalRole[] = ['gas-programmer', 'admin', 'admin-master'];

export const CONTRACT_ACCOUNTING_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/contract-accounting/contracts',
    handler: 'contract-accounting.contracts',
    query: 'none',
    answer: CONTRACT_ACCOUNTING_ANSWERS.contractAccountingContracts,
    summary: 'Cockpit do contrato: os contratos industriais que o usuário pode abrir.',
    access,
  },
  {
    method: 'GET',
    path: '/contract-accounting/portfolio',
    handler: 'contract-accounting.portfolio',
    query: 'contract-accounting.portfolio',
    answer: CONTRACT_ACCOUNTING_ANSWERS.contractAccountingPortfolio,
    summary:
      'Carteira de contratos industriais: riscos do mês (ultrapassagem, take-or-pay, desequilíbrio) pelo valor simulado; CSV com format=csv.',
    access: portal({ roles: STAFF, permissions: ['programacao-consumo.ver'] }),
  },
  {
    method: 'GET',
    path: '/contract-accounting/:contractId/cockpit',
    handler: 'contract-accounting.cockpit',
    query: 'contract-accounting.month',
    answer: CONTRACT_ACCOUNTING_ANSWERS.contractAccountingCockpit,
    summary: 'Cockpit do contrato: condições, hoje, ultrapassagem, take-or-pay/ship-or-pay e desequilíbrio do mês.',
    access,
  },
  {
    method: 'GET',
    path: '/contract-accounting/:contractId/export',
    handler: 'contract-accounting.export',
    query: 'contract-accounting.export',
    summary: 'Cockpit do contrato: a tabela diária de ultrapassagem ou de desequilíbrio do mês em CSV.',
    access,
  },
]);
