/** Labels of "Meu consumo" (issue 25 §2; docs/insights-consumption.md) in the Strapi admin. */
import type { LabelTable } from './types';

export const INSIGHTS_CONSUMPTION_LABELS: LabelTable = {
  'api::insights.consumption-alert-setting': {
    mainField: 'contractId',
    fields: { contractId: 'Contrato (id)', active: 'Ativo', percent: 'Percentual acima do habitual', email: 'Avisar por e-mail' },
  },
  'api::insights.consumption-alert': {
    mainField: 'key',
    fields: {
      key: 'Chave (fatura ou projeção)',
      kind: 'Tipo',
      contractId: 'Contrato (id)',
      invoiceId: 'Fatura (id)',
      referenceMonth: 'Mês de referência',
      litres: 'Consumo (litros)',
      days: 'Dias do ciclo',
      reason: 'Motivo principal',
      status: 'Situação',
      leaseUntil: 'Reservado até',
      attempts: 'Tentativas',
      sentAt: 'Enviado em',
      error: 'Erro',
    },
  },
  'api::insights.consumption-group': {
    mainField: 'key',
    fields: {
      key: 'Chave (classe, cidade e mês)',
      segment: 'Classe',
      city: 'Cidade',
      month: 'Mês de referência',
      customers: 'Clientes',
      medianLitresPerDay: 'Mediana (litros por dia)',
      bestQuarterLitresPerDay: 'Melhor quarto (litros por dia)',
      dirty: 'A recalcular (marca)',
      computedAt: 'Calculado em',
    },
  },
};
