/**
 * Consumption-schedule calls of spec 03 §7 (PORTAL-API.md §17). Clients (industry) reach only
 * their own contracts (checked in the use case: another contract → 404); the analysis side is
 * the gas programmer and the administrators.
 */
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';
import type { PortalRole } from '../roles';

const CLIENT: PortalRole[] = ['industry'];
const STAFF: PortalRole[] = ['gas-programmer', 'admin', 'admin-master'];
const BOTH = [...CLIENT, ...STAFF];
const BASE = '/consumption-schedule';

const staffRead = portal({ roles: STAFF, permissions: ['gestao-consumo.ver'] });
const staffEdit = portal({ roles: STAFF, permissions: ['gestao-consumo.ver', 'gestao-consumo.editar'] });
const dashboard = portal({ roles: STAFF, permissions: ['dashboard.ver'] });

export const CONSUMPTION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: `${BASE}/list`,
    handler: 'consumption.list',
    answer: ANSWERS.consumptionList,
    // Personal access tokens (docs/access-tokens.md): the contract's data, days and measured volumes.
    access: portal({ roles: BOTH, permissions: ['protocolos.ver'], tokenScope: 'consumption:read' }),
    query: 'consumption.schedule-list',
  },
  {
    method: 'POST',
    path: BASE,
    handler: 'consumption.create',
    answer: ANSWERS.consumptionCreated,
    // Personal access tokens (docs/access-tokens.md): the same use case, rules and cut-offs as the screen.
    access: portal({ roles: CLIENT, permissions: ['programacao-consumo.salvar'], tokenScope: 'programming:write' }, false),
    body: 'consumption.schedule',
  },
  {
    // ★ The contract's daily volumes as CSV.
    method: 'GET',
    path: `${BASE}/export`,
    handler: 'consumption.export',
    access: portal({ roles: BOTH, permissions: ['protocolos.ver'], tokenScope: 'consumption:read' }),
    query: 'consumption.range',
  },
  {
    method: 'POST',
    path: `${BASE}/send-email`,
    handler: 'consumption.sendEmail',
    answer: ANSWERS.consumptionMessage,
    access: portal({ roles: BOTH, permissions: ['protocolos.enviar'] }, true),
  },
  {
    method: 'POST',
    path: `${BASE}/send-request-email`,
    handler: 'consumption.sendRequestEmail',
    answer: ANSWERS.consumptionMessage,
    access: portal({ roles: STAFF, permissions: ['gestao-consumo.ver'] }, true),
  },
  {
    method: 'GET',
    path: `${BASE}/total-qdc`,
    handler: 'consumption.totalQdc',
    answer: ANSWERS.consumptionTotalQdc,
    access: staffRead,
    query: 'consumption.range',
  },
  {
    method: 'GET',
    path: `${BASE}/total-requested`,
    handler: 'consumption.totalRequested',
    answer: ANSWERS.consumptionTotalRequested,
    access: staffRead,
    query: 'consumption.range',
  },
  {
    method: 'GET',
    path: `${BASE}/companies-situation`,
    handler: 'consumption.companiesSituation',
    answer: ANSWERS.consumptionCompaniesSituation,
    access: staffRead,
    query: 'consumption.day',
  },
  {
    method: 'GET',
    path: `${BASE}/companies-by-axis`,
    handler: 'consumption.companiesByAxis',
    answer: ANSWERS.consumptionCompaniesByAxis,
    access: portal({ roles: STAFF, permissions: ['gestao-clientes.ver'] }),
    query: 'consumption.day',
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id/approve`,
    handler: 'consumption.approve',
    answer: ANSWERS.consumptionDateChanged,
    access: staffEdit,
    body: 'consumption.approve',
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id/reprove`,
    handler: 'consumption.reprove',
    answer: ANSWERS.consumptionDateChanged,
    access: staffEdit,
    body: 'consumption.reprove',
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id/available-volume`,
    handler: 'consumption.availableVolume',
    answer: ANSWERS.consumptionDateChanged,
    access: staffEdit,
    body: 'consumption.available-volume',
  },
  {
    method: 'PATCH',
    path: `${BASE}/:id/projected-volume`,
    handler: 'consumption.projectedVolume',
    answer: ANSWERS.consumptionProjectedVolume,
    access: staffEdit,
    body: 'consumption.projected-volume',
  },
  {
    method: 'PATCH',
    path: `${BASE}/projection/update-axis`,
    handler: 'consumption.updateAxisProjection',
    answer: ANSWERS.consumptionAxisProjectionUpdated,
    access: staffEdit,
    body: 'consumption.axis-projection',
  },
  {
    method: 'GET',
    path: `${BASE}/projection/get-axis-projection`,
    handler: 'consumption.axisProjection',
    answer: ANSWERS.consumptionAxisProjection,
    access: staffRead,
    query: 'consumption.day',
  },
  {
    method: 'GET',
    path: `${BASE}/decision/get-axis-usage`,
    handler: 'consumption.axisUsage',
    answer: ANSWERS.consumptionAxisUsage,
    access: staffRead,
    query: 'consumption.day',
  },
  {
    method: 'PATCH',
    path: `${BASE}/decision/stage`,
    handler: 'consumption.axisStage',
    answer: ANSWERS.consumptionAxisStage,
    access: staffEdit,
    body: 'consumption.axis-stage',
  },
  {
    method: 'PATCH',
    path: `${BASE}/decision/update-axis`,
    handler: 'consumption.updateAxisFinal',
    answer: ANSWERS.consumptionAxisFinal,
    access: staffEdit,
    body: 'consumption.axis-final',
  },
  {
    method: 'GET',
    path: `${BASE}/dashboard/axis-proportion`,
    handler: 'consumption.axisProportion',
    answer: ANSWERS.consumptionAxisProportion,
    access: dashboard,
    query: 'consumption.dashboard-range',
  },
  {
    method: 'GET',
    path: `${BASE}/dashboard/get-map-and-infos`,
    handler: 'consumption.mapAndInfos',
    answer: ANSWERS.consumptionMapAndInfos,
    access: dashboard,
    query: 'consumption.axis',
  },
  {
    method: 'GET',
    path: `${BASE}/dashboard/pending-clients`,
    handler: 'consumption.pendingClients',
    answer: ANSWERS.consumptionPendingClients,
    access: dashboard,
    query: 'consumption.axis',
  },
  {
    method: 'GET',
    path: `${BASE}/dashboard/top-clients`,
    handler: 'consumption.topClients',
    answer: ANSWERS.consumptionTopClients,
    access: dashboard,
    query: 'consumption.axis',
  },
  {
    method: 'GET',
    path: `${BASE}/dashboard/consumed-graph`,
    handler: 'consumption.consumedGraph',
    answer: ANSWERS.consumptionGraph,
    access: dashboard,
    query: 'consumption.graph',
  },
  {
    method: 'GET',
    path: `${BASE}/dashboard/daily`,
    handler: 'consumption.daily',
    answer: ANSWERS.consumptionDaily,
    access: dashboard,
    query: 'consumption.daily',
  },
  {
    method: 'POST',
    path: `${BASE}/dashboard/send-request-quarterly-schedule`,
    handler: 'consumption.sendQuarterly',
    answer: ANSWERS.consumptionMessage,
    access: portal({ roles: STAFF, permissions: ['dashboard.ver'] }, true),
    body: 'consumption.quarterly',
  },
  // Daily-data upload of the dashboard's 'Atualizar' (multipart .xlsx; PORTAL-API.md §17 "Daily data upload").
  { method: 'POST', path: `${BASE}/import-daily`, handler: 'consumption.importDaily', answer: ANSWERS.batchUploaded, access: dashboard },
  {
    method: 'GET',
    path: `${BASE}/import-daily/:id`,
    handler: 'consumption.importDailyStatus',
    answer: ANSWERS.batchState,
    query: 'none',
    access: dashboard,
  },
  // Hourly measurements (issue 26 §5; PORTAL-API.md §29): the same roles as the daily upload; the
  // gas day's curve for the industrial client (its contracts only) and the gas programmer.
  { method: 'POST', path: `${BASE}/import-hourly`, handler: 'consumption.importHourly', answer: ANSWERS.batchUploaded, access: dashboard },
  {
    method: 'GET',
    path: `${BASE}/import-hourly/:id`,
    handler: 'consumption.importHourlyStatus',
    answer: ANSWERS.batchState,
    query: 'none',
    access: dashboard,
  },
  {
    method: 'GET',
    path: `${BASE}/hourly`,
    handler: 'consumption.hourly',
    answer: ANSWERS.consumptionHourly,
    access: portal({ roles: BOTH, permissions: ['protocolos.ver'], tokenScope: 'consumption:read' }),
    query: 'consumption.day',
  },
]);
