/** Labels of self-reading (issue 25 §3; docs/insights-self-reading.md) in the Strapi admin. */
import type { LabelTable } from './types';

export const INSIGHTS_SELF_READING_LABELS: LabelTable = {
  'api::insights.meter-reading': {
    mainField: 'protocol',
    fields: {
      protocol: 'Protocolo',
      kind: { label: 'Tipo', description: 'CYCLE: autoleitura do ciclo; CONTEST: contestação de fatura com leitura estimada.' },
      contract: 'Contrato',
      invoice: 'Fatura contestada',
      numDoc: 'Número da fatura contestada',
      customer: 'Cliente',
      attendant: 'Atendente',
      submittedBy: 'Enviada por',
      reading: 'Leitura informada (m³)',
      readOn: 'Informada em',
      cycleReadingDate: 'Data de leitura do ciclo',
      lastReading: 'Última leitura conhecida (m³)',
      consumedM3: 'Consumo desde a última leitura (m³)',
      rollover: { label: 'Virada do medidor', description: 'O contador passou do máximo e voltou a zero.' },
      plausible: { label: 'Dentro do esperado', description: 'Falso: fora da faixa do histórico do cliente, que confirmou o envio.' },
      expectedMinM3: 'Consumo esperado mínimo (m³)',
      expectedMaxM3: 'Consumo esperado máximo (m³)',
      readingStatus: {
        label: 'Situação',
        description: 'RECEIVED: em análise. Aceite (ACCEPTED) ou recuse (REFUSED, com o motivo); a decisão é única e o cliente é avisado.',
      },
      refusalReason: 'Motivo da recusa',
      submittedAt: 'Enviada em',
      reviewedAt: 'Analisada em',
      reviewedBy: 'Analisada por',
      photoLink: 'Link da foto do medidor (administradores do portal)',
      photoDeletedAt: 'Foto apagada em (prazo de guarda)',
      correctedAmountCents: 'Valor da fatura corrigida (centavos)',
      waitingKey: 'Chave de análise',
    },
  },
};
