/** "Meu consumo" (issue 25 §2; docs/insights-consumption.md): the chart's series, the comparison and the alert. */
import { SERVICE_ROLES } from '../roles';
import { INSIGHTS_CONSUMPTION_ANSWERS } from './insights-consumption-answers';
import { endpoints, portal } from './define';

/** Residential and commercial customers (the client role and its individual users) and staff serving the contract; not industry nor GNV. */
const ROLES = ['client', 'individual', ...SERVICE_ROLES] as const;

export const INSIGHTS_CONSUMPTION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/insights/consumption',
    handler: 'insights-consumption.series',
    query: 'insights.consumption',
    answer: INSIGHTS_CONSUMPTION_ANSWERS.consumption,
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'Consumo mês a mês (12 ou 24 meses), média por dia, mesmo mês do ano anterior e comparação com clientes semelhantes',
  },
  {
    method: 'GET',
    path: '/insights/consumption/alert',
    handler: 'insights-consumption.alert',
    query: 'none',
    answer: INSIGHTS_CONSUMPTION_ANSWERS.alertSettings,
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
    summary: 'Alerta de consumo alto do contrato (ativo, percentual acima do habitual, e-mail)',
  },
  {
    method: 'PUT',
    path: '/insights/consumption/alert',
    handler: 'insights-consumption.updateAlert',
    answer: INSIGHTS_CONSUMPTION_ANSWERS.alertSettingsUpdate,
    access: portal({ roles: ROLES, permissions: ['faturas.ver'], ownership: 'contract' }),
    body: 'insights.consumption-alert',
    summary: 'Altera o alerta de consumo alto do contrato',
  },
]);
