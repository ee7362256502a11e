/**
 * LGPD self-service rules (Lei 13.709/2018 art. 18 and 41), shared by the server
 * (cms/src/portal/privacy) and the client area's 'Privacidade e dados' tab through
 * `@domain/privacy/rules`: categories of consent, kinds and states of a privacy request and
 * the moves staff may make, the export job's states and validity, what is kept by legal duty,
 * the catalogue of messages and the field rules of each request body. No framework imports.
 */
import { isValidEmail, normalizeEmail } from '../email';
import { cpfCnpjError } from '../cpf-cnpj';

// --- consent ------------------------------------------------------------------------------

export const CONSENT_CATEGORIES = ['marketing-email', 'cookies-performance', 'cookies-marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_LABELS: Record<ConsentCategory, { label: string; description: string }> = {
  'marketing-email': {
    label: 'E-mails de novidades e ofertas',
    description: 'Comunicações de marketing da Necta por e-mail. As faturas e os avisos do serviço não dependem desta escolha.',
  },
  'cookies-performance': {
    label: 'Cookies de desempenho',
    description: 'Medem o uso do site para melhorá-lo (páginas visitadas, tempo de carregamento).',
  },
  'cookies-marketing': {
    label: 'Cookies de marketing',
    description: 'Permitem mostrar anúncios da Necta de acordo com os seus interesses.',
  },
};

export const isConsentCategory = (value: unknown): value is ConsentCategory =>
  typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value);

export interface ConsentChange {
  category: ConsentCategory;
  granted: boolean;
  changedAt: string;
  source: string;
}

/** The current choice per category: the newest change, else not granted (consent is opt-in). */
export function currentConsents(
  history: readonly ConsentChange[],
): Record<ConsentCategory, { granted: boolean; changedAt: string | null }> {
  const out = Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, { granted: false, changedAt: null }])) as Record<
    ConsentCategory,
    { granted: boolean; changedAt: string | null }
  >;
  const sorted = [...history].sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  for (const change of sorted) out[change.category] = { granted: change.granted, changedAt: change.changedAt };
  return out;
}

// --- privacy requests ---------------------------------------------------------------------

export const REQUEST_KINDS = ['DELETION', 'ANONYMIZATION', 'DPO_CONTACT'] as const;
export type PrivacyRequestKind = (typeof REQUEST_KINDS)[number];
/** What a signed-in customer may ask for in the tab (the DPO contact comes from the public form). */
export const ACCOUNT_REQUEST_KINDS = ['DELETION', 'ANONYMIZATION'] as const satisfies readonly PrivacyRequestKind[];
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['OPEN', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DONE'] as const;
export type PrivacyRequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  DELETION: 'Exclusão dos dados',
  ANONYMIZATION: 'Anonimização dos dados',
  DPO_CONTACT: 'Contato com o encarregado',
};

export const REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  OPEN: 'Aberta',
  IN_REVIEW: 'Em análise',
  APPROVED: 'Aprovada',
  REJECTED: 'Recusada',
  DONE: 'Concluída',
};

/** The moves staff may make: OPEN → IN_REVIEW → APPROVED | REJECTED → DONE. */
export const REQUEST_TRANSITIONS: Record<PrivacyRequestStatus, readonly PrivacyRequestStatus[]> = {
  OPEN: ['IN_REVIEW'],
  IN_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: ['DONE'],
  REJECTED: ['DONE'],
  DONE: [],
};

export const canMoveRequest = (from: PrivacyRequestStatus, to: PrivacyRequestStatus) => REQUEST_TRANSITIONS[from].includes(to);
export const isOpenRequest = (status: PrivacyRequestStatus) => status === 'OPEN' || status === 'IN_REVIEW' || status === 'APPROVED';

export interface RequestAuditEntry {
  at: string;
  by: string;
  from: PrivacyRequestStatus | null;
  to: PrivacyRequestStatus;
}

/**
 * Protocol of a request: `LGPD-YYYYMMDD-XXXXXX` (the day in Brasília, six characters of a
 * 31-letter alphabet without 0/O/1/I/L). `random` gives integers in [0, 31).
 */
const PROTOCOL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function makeProtocol(now: Date, random: (max: number) => number): string {
  const day = new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += PROTOCOL_ALPHABET[random(PROTOCOL_ALPHABET.length)];
  return `LGPD-${day}-${tail}`;
}
export const PROTOCOL_PATTERN = /^LGPD-\d{8}-[2-9A-HJKMNP-Z]{6}$/;

// --- export job ---------------------------------------------------------------------------

export const EXPORT_STATUSES = ['WAITING', 'PROCESSING', 'READY', 'ERROR', 'EXPIRED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const EXPORT_FORMATS = ['zip'] as const;

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  WAITING: 'Na fila',
  PROCESSING: 'Em preparação',
  READY: 'Pronto para baixar',
  ERROR: 'Não foi possível gerar o arquivo',
  EXPIRED: 'Link expirado',
};

/** A READY archive may be downloaded until `expiresAt` (exclusive). */
export const isExportDownloadable = (status: ExportStatus, expiresAt: string | null, now: Date) =>
  status === 'READY' && expiresAt !== null && now.getTime() < new Date(expiresAt).getTime();

/** The kinds of data in the archive: one CSV each (and one key of dados.json). */
export const EXPORT_KINDS = {
  conta: 'Conta',
  contratos: 'Contratos',
  faturas: 'Faturas',
  pagamentos: 'Pagamentos',
  notificacoes: 'Notificações',
  acessos: 'Acessos (data e endereço)',
  alteracoes_atendimento: 'Alterações feitas por atendentes',
  consentimentos: 'Consentimentos',
  solicitacoes_privacidade: 'Solicitações de privacidade',
  solicitacoes_servico: 'Solicitações de serviço',
  solicitacoes_ligacao: 'Solicitações de ligação',
  programacao_consumo: 'Programação de consumo',
  debito_automatico: 'Débito automático (autorizações)',
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;

// --- retention (what is kept by legal duty, what goes) --------------------------------------

/** Bills and payment records are kept 5 years (CTN arts. 173 and 174). */
export const LEGAL_RETENTION_YEARS = 5;

export const RETENTION = {
  kept: [
    `Faturas e registros de cobrança e pagamento (número, datas, valores, consumo e dados fiscais do documento): guardados por ${LEGAL_RETENTION_YEARS} anos, por obrigação legal (Código Tributário Nacional, arts. 173 e 174).`,
    'O código do cliente e o endereço da instalação, que pertencem ao ponto de fornecimento e às faturas acima.',
  ],
  removed: [
    'Nome, e-mail, CPF/CNPJ e telefone da sua conta e dos contratos de que você é titular são anonimizados.',
    'Notificações, sessões, links enviados por e-mail, registros de acesso e arquivos de exportação são apagados.',
    'Suas solicitações e o histórico de consentimentos ficam sem qualquer dado que identifique você.',
    'A conta é encerrada: não será mais possível entrar na área do cliente.',
  ],
} as const;

// --- messages -------------------------------------------------------------------------------

export const PRIVACY_MESSAGES = {
  required: 'Esse campo é obrigatório',
  exportFormat: 'Escolha o formato do arquivo (zip).',
  exportInProgress: 'Já existe uma exportação em andamento. Aguarde: avisaremos quando o arquivo estiver pronto.',
  exportNotFound: 'Exportação não encontrada',
  exportNotReady: 'O arquivo ainda não está pronto.',
  exportExpired: 'O link de download expirou. Solicite uma nova exportação.',
  exportRequested: 'Recebemos o seu pedido. Avisaremos por e-mail e notificação quando o arquivo estiver pronto (em alguns minutos).',
  exportReadyTitle: 'Seus dados estão prontos para download',
  exportReadySubject: 'Seus dados estão prontos - Necta Gás Natural',
  consentCategory: 'Escolha uma categoria de consentimento válida.',
  consentGranted: 'Informe se o consentimento é concedido (true) ou revogado (false).',
  requestKind: 'Escolha entre exclusão e anonimização.',
  requestConfirm: 'Confirme que leu o que será mantido e o que será apagado.',
  requestDuplicate: 'Você já tem uma solicitação em andamento. Acompanhe o status abaixo.',
  requestCreated: 'Solicitação registrada. Guarde o número do protocolo.',
  requestSubject: 'Recebemos sua solicitação de privacidade - Necta Gás Natural',
  invalidTransition: 'Mudança de status não permitida: siga Aberta → Em análise → Aprovada ou Recusada → Concluída.',
  name: 'Informe seu nome',
  email: 'Digite um formato de email válido',
  message: 'Escreva a sua mensagem',
  messageTooLong: 'A mensagem deve ter no máximo 4000 caracteres.',
  dpoSent: 'Mensagem enviada ao encarregado. Enviamos uma cópia com o protocolo para o seu e-mail.',
  dpoSubject: 'Sua mensagem ao encarregado de dados - Necta Gás Natural',
  staffOnlyOwner: 'Somente o titular dos dados pode fazer esta solicitação.',
} as const;

export const DPO_MESSAGE_MAX = 4000;
export const DPO_NAME_MAX = 120;

// --- request bodies (the server and the forms use the same rules) ----------------------------

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** POST /api/privacy/exports { format: 'zip' } */
export function exportRequestErrors(body: Record<string, unknown>): Record<string, string> {
  return (EXPORT_FORMATS as readonly unknown[]).includes(body.format) ? {} : { format: PRIVACY_MESSAGES.exportFormat };
}

/** PUT /api/privacy/consents { category, granted } */
export function consentErrors(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isConsentCategory(body.category)) out.category = PRIVACY_MESSAGES.consentCategory;
  if (typeof body.granted !== 'boolean') out.granted = PRIVACY_MESSAGES.consentGranted;
  return out;
}

/** POST /api/privacy/requests { kind: DELETION | ANONYMIZATION, confirm: true, details? } */
export function accountRequestErrors(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(ACCOUNT_REQUEST_KINDS as readonly unknown[]).includes(body.kind)) out.kind = PRIVACY_MESSAGES.requestKind;
  if (body.confirm !== true) out.confirm = PRIVACY_MESSAGES.requestConfirm;
  if (body.details !== undefined && (typeof body.details !== 'string' || body.details.length > DPO_MESSAGE_MAX))
    out.details = PRIVACY_MESSAGES.messageTooLong;
  return out;
}

/** POST /api/privacy/dpo-contact { name, email, message, cpfCnpj?, captchaToken? } */
export function dpoContactErrors(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const name = text(body.name);
  if (!name) out.name = PRIVACY_MESSAGES.name;
  else if (name.length > DPO_NAME_MAX) out.name = `O nome deve ter no máximo ${DPO_NAME_MAX} caracteres.`;
  const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
  if (!email) out.email = PRIVACY_MESSAGES.required;
  else if (!isValidEmail(email)) out.email = PRIVACY_MESSAGES.email;
  const message = text(body.message);
  if (!message) out.message = PRIVACY_MESSAGES.message;
  else if (message.length > DPO_MESSAGE_MAX) out.message = PRIVACY_MESSAGES.messageTooLong;
  if (body.cpfCnpj !== undefined && body.cpfCnpj !== '' && body.cpfCnpj !== null) {
    const error = typeof body.cpfCnpj === 'string' ? cpfCnpjError(body.cpfCnpj) : 'CPF inválido';
    if (error) out.cpfCnpj = error;
  }
  return out;
}
