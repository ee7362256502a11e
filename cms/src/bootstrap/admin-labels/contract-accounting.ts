/** Labels of the industrial contract's terms (issue 26 §1, docs/contract-accounting.md): what staff keep per validity period. */
import type { LabelTable } from './types';

const PERCENT = 'Percentual com ponto e até 2 casas decimais: 80 ou 5.5.';
const FACTOR = 'Multiplicador da tarifa, com ponto e até 2 casas decimais: 2 = o dobro da tarifa; 0.5 = metade.';

export const CONTRACT_ACCOUNTING_LABELS: LabelTable = {
  'api::contract-accounting.contract-term': {
    mainField: 'validFrom',
    fields: {
      contractRef: {
        label: 'Contrato (id)',
        description: 'O id do contrato industrial no portal (o mesmo do Contrato industrial do eixo).',
      },
      validFrom: 'Vigente desde',
      validTo: {
        label: 'Vigente até',
        description: 'Vazio enquanto estiver em vigor. Duas vigências do mesmo contrato não podem se sobrepor.',
      },
      qdc: {
        label: 'QDC (m³/dia)',
        description: 'Quantidade diária contratada. Vazio: usa a QDC do contrato industrial.',
        placeholder: '18000',
      },
      monthlyVolume: { label: 'Volume mensal contratado (m³)', description: 'Base do take-or-pay mensal.' },
      annualVolume: { label: 'Volume anual contratado (m³)', description: 'Base do take-or-pay anual.' },
      contractYearStartMonth: {
        label: 'Início do ano contratual: mês',
        description: 'De 1 a 12 (1 = janeiro: a apuração anual é em janeiro).',
      },
      contractYearStartDay: { label: 'Início do ano contratual: dia', description: 'De 1 a 28.' },
      takeOrPayPercent: {
        label: 'Take-or-pay (% do volume contratado)',
        description: `Retirada mínima paga mesmo se não consumida. ${PERCENT}`,
      },
      takeOrPayPeriod: {
        label: 'Período do take-or-pay',
        description: 'monthly = apurado a cada mês; annual = apurado no fim do ano contratual.',
      },
      shipOrPayPercent: { label: 'Ship-or-pay (% da capacidade QDC × dias)', description: PERCENT },
      overrunTolerancePercent: {
        label: 'Tolerância de ultrapassagem (% da QDC)',
        description: `Acima da QDC mais esta tolerância o dia é de ultrapassagem. ${PERCENT}`,
      },
      overrunPenaltyFactor: { label: 'Fator de penalidade de ultrapassagem', description: `Aplicado ao volume acima da QDC. ${FACTOR}` },
      makeUpYears: {
        label: 'Make-up: anos para recuperar',
        description: 'Anos seguintes em que o volume pago e não retirado pode ser recuperado (0 = sem recuperação).',
      },
      makeUpSharePercent: { label: 'Make-up: parcela recuperável (%)', description: PERCENT },
      imbalanceTolerancePercent: { label: 'Faixa de tolerância de desequilíbrio (% do programado)', description: PERCENT },
      imbalanceChargeFactor: { label: 'Fator de cobrança de desequilíbrio', description: `Aplicado ao volume fora da faixa. ${FACTOR}` },
      tariffCentsPerM3: {
        label: 'Tarifa (centavos por m³)',
        description: 'Tarifa que precifica penalidades, take-or-pay e desequilíbrio: centavos por m³, com ponto e até 4 casas decimais.',
        placeholder: '245.1234',
      },
      reference: { label: 'Referência', description: 'Contrato, aditivo e deliberação ARSESP em que estas condições se baseiam.' },
    },
  },
  'api::contract-accounting.contract-alert': {
    mainField: 'key',
    fields: {
      key: { label: 'Chave', description: 'Tipo, contrato e período: um alerta só uma vez.' },
      kind: 'Tipo de alerta',
      contractRef: 'Contrato (id)',
      period: { label: 'Período', description: 'O dia (ultrapassagem) ou o mês (take-or-pay, desequilíbrio).' },
      title: 'Título',
      lines: 'Texto do alerta',
      status: 'Situação do envio',
      leaseUntil: 'Em envio até',
      attempts: 'Tentativas',
      sentAt: 'Enviado em',
      recipients: 'Destinatários',
      error: 'Erro',
    },
  },
};
