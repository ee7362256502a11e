/** Labels of the curtailment notices (issue 26 §4; docs/curtailment.md) in the Strapi admin (read-only records, issued from the portal). */
import type { LabelTable } from './types';

export const CURTAILMENT_LABELS: LabelTable = {
  'api::curtailment.curtailment-notice': {
    mainField: 'reason',
    fields: {
      kind: { label: 'Tipo de restrição', description: 'VOLUME: m³ por dia; PERCENT: percentual da QDC de cada contrato.' },
      volume: 'Volume máximo (m³/dia)',
      percent: 'Percentual da QDC',
      startsAt: 'Início',
      endsAt: 'Término previsto',
      reason: 'Motivo',
      ackHours: 'Prazo de ciência (horas)',
      ackDeadline: 'Ciência até',
      axisRef: 'Eixo (id)',
      issuedAt: 'Emitido em',
      issuedById: 'Emitido por (id)',
      issuedByEmail: 'Emitido por (e-mail)',
      withdrawnAt: 'Encerrado em',
      withdrawnById: 'Encerrado por (id)',
      withdrawnByEmail: 'Encerrado por (e-mail)',
    },
  },
  'api::curtailment.curtailment-target': {
    mainField: 'key',
    fields: {
      key: 'Chave (aviso e contrato)',
      noticeId: 'Aviso (id)',
      contractRef: 'Contrato (id)',
      limitVolume: 'Limite diário (m³)',
      ackDeadline: 'Ciência até',
      acknowledgedAt: 'Ciência em',
      acknowledgedById: 'Ciência por (id)',
      acknowledgedByEmail: 'Ciência por (e-mail)',
      status: 'Situação da escalada',
      leaseUntil: 'Reservado até',
      attempts: 'Tentativas',
      escalatedAt: 'Escalado em',
      recipients: 'E-mails da escalada',
      error: 'Erro',
    },
  },
};
