/** Labels of the planned interruptions (issue 25 §5; docs/insights-interruptions.md) in the Strapi admin. */
import type { LabelTable } from './types';

export const INSIGHTS_INTERRUPTIONS_LABELS: LabelTable = {
  'api::insights.planned-interruption': {
    mainField: 'reason',
    fields: {
      reason: { label: 'Motivo', description: 'Aparece no aviso ao cliente e na página pública, por exemplo "Manutenção da rede".' },
      city: { label: 'Cidade', description: 'A cidade afetada, como no cadastro dos contratos (por exemplo Bauru).' },
      streets: {
        label: 'Ruas afetadas',
        description: 'Uma rua por linha. Em branco (e sem faixas de CEP): a cidade inteira.',
        placeholder: 'Rua Araújo Leite',
      },
      cepRanges: {
        label: 'Faixas de CEP afetadas',
        description: 'Uma faixa por linha, por exemplo 17000-000 a 17099-999, ou um CEP só.',
        placeholder: '17000-000 a 17099-999',
      },
      consumerCodes: {
        label: 'Contratos afetados (códigos do cliente)',
        description: 'Preencha para avisar só estes contratos (um por linha ou separados por vírgula); a área acima é então ignorada.',
      },
      startsAt: {
        label: 'Início',
        description: 'Registre com pelo menos a antecedência mínima do aviso (INTERRUPTION_NOTICE_HOURS, 72 horas).',
      },
      expectedEndAt: {
        label: 'Previsão de término',
        description: 'Se a obra atrasar, adie a previsão antes de ela passar: ao passar, o cliente é avisado da volta do gás.',
      },
      endedAt: {
        label: 'Término (fornecimento restabelecido)',
        description: 'Preencha quando o gás voltar: os clientes avisados recebem o restabelecimento.',
      },
      revision: 'Versão (alterações avisadas)',
      plannedRevision: 'Versão já avisada',
      restoredQueued: 'Restabelecimento avisado',
    },
  },
  'api::insights.interruption-notice': {
    mainField: 'key',
    fields: {
      key: 'Chave (interrupção, versão e contrato)',
      interruptionId: 'Interrupção (id)',
      contractId: 'Contrato (id)',
      event: 'Evento',
      revision: 'Versão',
      status: 'Situação',
      leaseUntil: 'Reservado até',
      attempts: 'Tentativas',
      recipients: 'E-mails enviados',
      sentAt: 'Enviado em',
      error: 'Erro',
    },
  },
};
