/**
 * Curtailment and flow notices (issue 26 §4; PORTAL-API.md §28; docs/curtailment.md): the gas
 * programmer and the administrators issue, list and end notices early; the industrial client
 * reads the notices of its contract and acknowledges them (another account's contract → 404).
 */
import type { PortalRole } from '../roles';
import { CURTAILMENT_ANSWERS } from './curtailment-answers';
import { endpoints, portal } from './define';

const STAFF: PortalRole[] = ['gas-programmer', 'admin', 'admin-master'];
const BASE = '/curtailment';

export const CURTAILMENT_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: `${BASE}/notices`,
    handler: 'curtailment.list',
    query: 'none',
    answer: CURTAILMENT_ANSWERS.curtailmentList,
    access: portal({ roles: STAFF, permissions: ['gestao-consumo.ver'] }),
    summary: 'Avisos de restrição emitidos, com a ciência de cada contrato',
  },
  {
    method: 'POST',
    path: `${BASE}/notices`,
    handler: 'curtailment.issue',
    body: 'curtailment.issue',
    answer: CURTAILMENT_ANSWERS.curtailmentNotice,
    access: portal({ roles: STAFF, permissions: ['gestao-consumo.ver', 'gestao-consumo.editar'] }),
    summary: 'Emite um aviso de restrição a contratos industriais ou a um eixo',
  },
  {
    method: 'PATCH',
    path: `${BASE}/notices/:id/withdraw`,
    handler: 'curtailment.withdraw',
    answer: CURTAILMENT_ANSWERS.curtailmentNotice,
    access: portal({ roles: STAFF, permissions: ['gestao-consumo.ver', 'gestao-consumo.editar'] }),
    summary: 'Encerra um aviso antes do término',
  },
  {
    method: 'GET',
    path: `${BASE}/contract`,
    handler: 'curtailment.contractList',
    query: 'none',
    answer: CURTAILMENT_ANSWERS.curtailmentContractList,
    access: portal({ roles: ['industry'], ownership: 'contract', tokenScope: 'consumption:read' }),
    summary: 'Avisos de restrição do contrato, não encerrados',
  },
  {
    method: 'POST',
    path: `${BASE}/notices/:id/acknowledge`,
    handler: 'curtailment.acknowledge',
    answer: CURTAILMENT_ANSWERS.curtailmentContractNotice,
    access: portal({ roles: ['industry'], ownership: 'contract' }),
    summary: 'Registra a ciência do aviso pelo usuário, para o contrato',
  },
]);
