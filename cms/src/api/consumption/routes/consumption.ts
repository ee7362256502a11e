/**
 * Consumption-schedule calls of spec 03 §7 (PORTAL-API.md §17). Clients (industry) reach only
 * their own contracts (checked in the use case: another contract → 404); the analysis side is
 * the gas programmer and the administrators.
 */
import { protectedRoute } from '../../../portal/core/route-config';
import type { PortalRole } from '../../../domain/roles';

const CLIENT: PortalRole[] = ['industry'];
const STAFF: PortalRole[] = ['gas-programmer', 'admin', 'admin-master'];
const BOTH = [...CLIENT, ...STAFF];
const BASE = '/consumption-schedule';

const staffRead = protectedRoute({ roles: STAFF, permissions: ['gestao-consumo.ver'] });
const staffEdit = (schema?: Parameters<typeof protectedRoute>[2]) =>
  protectedRoute({ roles: STAFF, permissions: ['gestao-consumo.ver', 'gestao-consumo.editar'] }, false, schema);
const dashboard = protectedRoute({ roles: STAFF, permissions: ['dashboard.ver'] });

export default {
  routes: [
    {
      method: 'GET',
      path: `${BASE}/list`,
      handler: 'consumption.list',
      config: protectedRoute({ roles: BOTH, permissions: ['protocolos.ver'] }),
    },
    {
      method: 'POST',
      path: BASE,
      handler: 'consumption.create',
      config: protectedRoute({ roles: CLIENT, permissions: ['programacao-consumo.salvar'] }, false, { schema: 'consumption.schedule' }),
    },
    {
      // ★ The contract's daily volumes as CSV.
      method: 'GET',
      path: `${BASE}/export`,
      handler: 'consumption.export',
      config: protectedRoute({ roles: BOTH, permissions: ['protocolos.ver'] }),
    },
    {
      method: 'POST',
      path: `${BASE}/send-email`,
      handler: 'consumption.sendEmail',
      config: protectedRoute({ roles: BOTH, permissions: ['protocolos.enviar'] }, true),
    },
    {
      method: 'POST',
      path: `${BASE}/send-request-email`,
      handler: 'consumption.sendRequestEmail',
      config: protectedRoute({ roles: STAFF, permissions: ['gestao-consumo.ver'] }, true),
    },
    { method: 'GET', path: `${BASE}/total-qdc`, handler: 'consumption.totalQdc', config: staffRead },
    { method: 'GET', path: `${BASE}/total-requested`, handler: 'consumption.totalRequested', config: staffRead },
    { method: 'GET', path: `${BASE}/companies-situation`, handler: 'consumption.companiesSituation', config: staffRead },
    {
      method: 'GET',
      path: `${BASE}/companies-by-axis`,
      handler: 'consumption.companiesByAxis',
      config: protectedRoute({ roles: STAFF, permissions: ['gestao-clientes.ver'] }),
    },
    { method: 'PATCH', path: `${BASE}/:id/approve`, handler: 'consumption.approve', config: staffEdit({ schema: 'consumption.approve' }) },
    { method: 'PATCH', path: `${BASE}/:id/reprove`, handler: 'consumption.reprove', config: staffEdit({ schema: 'consumption.reprove' }) },
    {
      method: 'PATCH',
      path: `${BASE}/:id/available-volume`,
      handler: 'consumption.availableVolume',
      config: staffEdit({ schema: 'consumption.available-volume' }),
    },
    {
      method: 'PATCH',
      path: `${BASE}/:id/projected-volume`,
      handler: 'consumption.projectedVolume',
      config: staffEdit({ schema: 'consumption.projected-volume' }),
    },
    {
      method: 'PATCH',
      path: `${BASE}/projection/update-axis`,
      handler: 'consumption.updateAxisProjection',
      config: staffEdit({ schema: 'consumption.axis-projection' }),
    },
    { method: 'GET', path: `${BASE}/projection/get-axis-projection`, handler: 'consumption.axisProjection', config: staffRead },
    { method: 'GET', path: `${BASE}/decision/get-axis-usage`, handler: 'consumption.axisUsage', config: staffRead },
    {
      method: 'PATCH',
      path: `${BASE}/decision/stage`,
      handler: 'consumption.axisStage',
      config: staffEdit({ schema: 'consumption.axis-stage' }),
    },
    {
      method: 'PATCH',
      path: `${BASE}/decision/update-axis`,
      handler: 'consumption.updateAxisFinal',
      config: staffEdit({ schema: 'consumption.axis-final' }),
    },
    { method: 'GET', path: `${BASE}/dashboard/axis-proportion`, handler: 'consumption.axisProportion', config: dashboard },
    { method: 'GET', path: `${BASE}/dashboard/get-map-and-infos`, handler: 'consumption.mapAndInfos', config: dashboard },
    { method: 'GET', path: `${BASE}/dashboard/pending-clients`, handler: 'consumption.pendingClients', config: dashboard },
    { method: 'GET', path: `${BASE}/dashboard/top-clients`, handler: 'consumption.topClients', config: dashboard },
    { method: 'GET', path: `${BASE}/dashboard/consumed-graph`, handler: 'consumption.consumedGraph', config: dashboard },
    { method: 'GET', path: `${BASE}/dashboard/daily`, handler: 'consumption.daily', config: dashboard },
    {
      method: 'POST',
      path: `${BASE}/dashboard/send-request-quarterly-schedule`,
      handler: 'consumption.sendQuarterly',
      config: protectedRoute({ roles: STAFF, permissions: ['dashboard.ver'] }, true, { schema: 'consumption.quarterly' }),
    },
    // Daily-data upload of the dashboard's 'Atualizar' (multipart .xlsx; PORTAL-API.md §17 "Daily data upload").
    { method: 'POST', path: `${BASE}/import-daily`, handler: 'consumption.importDaily', config: dashboard },
    { method: 'GET', path: `${BASE}/import-daily/:id`, handler: 'consumption.importDailyStatus', config: dashboard },
  ],
};
