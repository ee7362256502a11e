/** Labels of the consumption-insight domain (issue 25, docs/insights.md): the tariff table staff keep. */
import type { LabelTable } from './types';

export const INSIGHTS_LABELS: LabelTable = {
  'api::insights.tariff': {
    mainField: 'name',
    fields: {
      name: 'Nome da tarifa',
      tariffClass: 'Classe (segmento do contrato)',
      validFrom: 'Vigente desde',
      validTo: { label: 'Vigente até', description: 'Vazio enquanto estiver em vigor.' },
      fixedPerMonth: {
        label: 'Parte fixa (R$ por mês, sem tributos)',
        description: 'Até 6 casas decimais, com ponto: 25.123456.',
        placeholder: '0.000000',
      },
      tiers: {
        label: 'Faixas de consumo (em cascata)',
        description: 'Cada m³ é cobrado pelo preço da faixa em que cai; a última faixa não tem limite.',
      },
      taxes: {
        label: 'Tributos',
        description: 'ICMS por dentro, como cobra o Estado de São Paulo; PIS/COFINS se a tarifa os inclui.',
      },
      deliberation: { label: 'Deliberação ARSESP', description: 'Número e data da deliberação que publicou esta tarifa.' },
    },
  },
  'insights.tariff-tier': {
    mainField: 'label',
    fields: {
      label: 'Nome da faixa',
      upToM3: { label: 'Até (m³ por mês)', description: 'Limite superior da faixa; vazio na última faixa.' },
      pricePerM3: { label: 'Preço por m³ (R$, sem tributos)', description: 'Até 6 casas decimais, com ponto: 4.123456.' },
      gasPerM3: {
        label: 'Parcela do gás (molécula), R$ por m³',
        description:
          'Deliberação ARSESP nº 1.151/2021: as quatro parcelas somam exatamente o preço por m³. Vazias nas quatro, a conta não mostra a composição.',
      },
      transportPerM3: { label: 'Parcela do transporte, R$ por m³', description: 'Até 6 casas decimais, com ponto: 0.512345.' },
      marginPerM3: { label: 'Margem da distribuidora, R$ por m³', description: 'Até 6 casas decimais, com ponto: 3.123456.' },
      recoveryPerM3: {
        label: 'Recuperação das contas gráficas, R$ por m³',
        description: 'Pode ser negativa (devolução aos usuários) ou zero: -0.012345.',
      },
    },
  },
  'insights.tariff-tax': {
    mainField: 'name',
    fields: {
      name: 'Tributo',
      ratePercent: { label: 'Alíquota (%)', description: 'Com ponto: 18 ou 1.65.' },
      inside: 'Calculado por dentro (faz parte da própria base)',
    },
  },
};
