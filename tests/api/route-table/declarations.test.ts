/**
 * The route table's declarations: every route under /api declares the portal policy or an
 * explicit marker; the content API and plugin routes give nothing to anonymous callers nor to
 * portal tokens (valid or revoked), `/api/upload` included; test-support routes hide without
 * the secret; and a route with a body schema answers one field changed at a time with exactly
 * that field's message — written below, literally, not taken from the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@domain/endpoints';
import { QUERY_SCHEMAS } from '@domain/query-schemas';
import { REQUEST_SCHEMAS } from '@domain/request-schemas';
import { FACTORY_PASSWORD, createCustomer } from '../../support/factories';
import { tokenFor } from '../auth-support';
import {
  AT_EDGE,
  accessOf,
  concrete,
  expectedForCaller,
  inputPasses,
  makeCallers,
  mutating,
  routeName,
  send,
  startStack,
  type Caller,
  type Stack,
} from './harness';

let stack: Stack;
let callers: Caller[];

beforeAll(async () => {
  stack = await startStack();
  callers = await makeCallers(stack.cms);
}, 240_000);
afterAll(async () => {
  await stack?.cms.stop();
});

/**
 * The bodies still checked by their use case only (docs/architecture.md, "Where input is parsed"),
 * each with the reason it cannot move. None today: what needs the database, the clock or a
 * secret (a free e-mail, a password's hash, a second-factor challenge) stays in the use case
 * after the edge has parsed the shape. The list only shrinks.
 */
const STILL_IN_USE_CASE: string[] = [];

const BAD_DATE = 'Data inválida.';
const BAD_OPTION = 'Filtro de data inválido.';
const NO_AXIS = 'Eixo não encontrado';
/**
 * What each query schema answers when one parameter of its example is a plain word or repeated
 * (`?p=a&p=b`, not one text): spec 01 §7 (the bills' period), spec 03 §7 (the consumption
 * filters) and the site search. `{}`: the schema accepts it. A schema or parameter not listed here fails.
 */
const EMAIL_REQUIRED = 'Você precisa adicionar um e-mail válido.';
const EMAIL_INVALID = 'Por favor, verifique se o e-mail está correto.';
const QUERY_MESSAGES: Record<string, Record<string, Partial<Record<'a word' | 'repeated', string>>>> = {
  none: {},
  // Spec 02 §2.1 (PORTAL-API.md, administration): the profile list's filters, order and paging.
  'admin.profile-list': {
    rolesIds: {
      'a word': 'Perfil de acesso desconhecido em rolesIds: texto. Use os ids de /api/admin/roles.',
      repeated: 'Perfil de acesso desconhecido em rolesIds: texto. Use os ids de /api/admin/roles.',
    },
    situations: {
      'a word': 'Situação desconhecida em situations: texto. Use ACTIVE, DEACTIVATE ou PENDING.',
      repeated: 'Situação desconhecida em situations: texto. Use ACTIVE, DEACTIVATE ou PENDING.',
    },
    order: {
      'a word': 'Ordenação inválida: order deve ser asc ou desc (omitida, ordem alfabética).',
      repeated: 'Parâmetro order inválido: informe um único valor.',
    },
    start: {
      'a word': 'Parâmetro start inválido: informe um número de 0 a 1000000.',
      repeated: 'Parâmetro start inválido: informe um único valor.',
    },
    pageSize: {
      'a word': 'Parâmetro pageSize inválido: informe um número de 1 a 100.',
      repeated: 'Parâmetro pageSize inválido: informe um único valor.',
    },
    term: { repeated: 'Parâmetro term inválido: informe um único valor.' },
  },
  'users.list': { start: {}, pageSize: {}, situations: {}, term: {}, order: {} },
  'attendance.contracts': { cpfcnpj: { 'a word': 'CNPJ inválido' }, consumerCode: {} },
  'batches.list': { kind: {} },
  'batches.items': { batchId: { 'a word': 'Informe o lote (batchId).', repeated: 'Informe o lote (batchId).' } },
  'connection.verify': {
    cpfCnpj: {
      'a word': 'Por favor, verifique se o documento inserido está correto',
      repeated: 'Por favor, verifique se o documento inserido está correto',
    },
  },
  'connection.locations': { cityName: { repeated: 'Informe a cidade.' } },
  'contract.show': { download: {} },
  'contract.send': { email: { 'a word': EMAIL_INVALID, repeated: EMAIL_REQUIRED } },
  'user.login-email': { newEmail: { 'a word': 'E-mail inválido', repeated: 'E-mail inválido' } },
  'invoices.payment': {
    type: { 'a word': 'Informe o tipo de pagamento: pix ou barCode.', repeated: 'Informe o tipo de pagamento: pix ou barCode.' },
    docDate: {},
  },
  'invoices.doc-date': { docDate: {} },
  'invoices.send': { email: { 'a word': EMAIL_INVALID, repeated: EMAIL_REQUIRED }, docDate: {} },
  'simplified-invoice.bill': { numDoc: {}, docDate: {} },
  'auth.google-start': { binding: {} },
  'auth.google-callback': { code: {}, state: {} },
  'invoices.period': {
    period: { 'a word': 'Informe o período: ALL ou um ano com 4 dígitos.', repeated: 'Informe o período: ALL ou um ano com 4 dígitos.' },
  },
  search: { search: { repeated: 'O termo de busca deve ser um texto.' } },
  'consumption.day': { dates: { 'a word': BAD_DATE, repeated: BAD_DATE } },
  'consumption.range': {
    dateStartAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    dateEndAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
  },
  'consumption.schedule-list': {
    dateStartAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    dateEndAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    groupBy: { 'a word': BAD_OPTION, repeated: BAD_OPTION },
  },
  'consumption.axis': { axisId: { 'a word': NO_AXIS, repeated: NO_AXIS } },
  'consumption.dashboard-range': {
    dateStartAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    dateEndAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    axisId: { 'a word': NO_AXIS, repeated: NO_AXIS },
  },
  'consumption.graph': {
    dateOptions: { 'a word': BAD_OPTION, repeated: BAD_OPTION },
    dateStartAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    dateEndAt: { 'a word': BAD_DATE, repeated: BAD_DATE },
    axisId: { 'a word': NO_AXIS, repeated: NO_AXIS },
  },
  'consumption.daily': {
    month: { 'a word': BAD_DATE, repeated: BAD_DATE },
    weekday: { 'a word': BAD_OPTION, repeated: BAD_OPTION },
    axisId: { 'a word': NO_AXIS, repeated: NO_AXIS },
  },
  // Issue 25 §2 (docs/insights-consumption.md): 12 or 24 months.
  'insights.consumption': { months: { 'a word': 'Escolha 12 ou 24 meses', repeated: 'Escolha 12 ou 24 meses' } },
  // Issue 26 (docs/contract-accounting.md): the month of the cockpit's tables and which table to export.
  'contract-accounting.month': { month: { 'a word': 'Mês inválido: use AAAA-MM.', repeated: 'Mês inválido: use AAAA-MM.' } },
  'contract-accounting.export': {
    month: { 'a word': 'Mês inválido: use AAAA-MM.', repeated: 'Mês inválido: use AAAA-MM.' },
    table: {
      'a word': 'Tabela inválida: use ultrapassagem ou desequilibrio.',
      repeated: 'Tabela inválida: use ultrapassagem ou desequilibrio.',
    },
  },
  // Issue 26 §3 (PORTAL-API.md §31): the staff portfolio's risk kinds and CSV format.
  'contract-accounting.portfolio': {
    kind: {
      'a word': 'Risco inválido: use ultrapassagem, take-or-pay ou desequilibrio (separados por vírgula).',
      repeated: 'Risco inválido: use ultrapassagem, take-or-pay ou desequilibrio (separados por vírgula).',
    },
    format: {
      'a word': 'Formato inválido: use csv, ou omita para a resposta em JSON.',
      repeated: 'Formato inválido: use csv, ou omita para a resposta em JSON.',
    },
  },
};

/**
 * What each body schema answers when one field of its example is missing, empty or an operator
 * object (spec 04 §5 and §8, spec 02 §5, spec 03 and the catalogue of PORTAL-API.md). `{}`: the
 * schema accepts any of the three (an optional field). A schema or field not listed here fails.
 */
// Negotiation (docs/collections-negotiation.md).
const NO_BILLS = 'Selecione ao menos uma fatura vencida.';
const NO_OPTION = 'Escolha uma das opções de parcelamento da simulação.';
const NO_TERMS = 'Para fazer o acordo, aceite os termos.';

const FIELD_MESSAGES: Record<string, Record<string, Partial<Record<'missing' | 'empty' | 'an object', string>>>> = {
  'auth.login': {
    email: { empty: 'Este campo é obrigatório', 'an object': 'Este campo é obrigatório' },
    password: { empty: 'Este campo é obrigatório', 'an object': 'Este campo é obrigatório' },
    keepConnected: {},
  },
  'auth.register': {
    name: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    email: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    password: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    consumerCod: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    cpfcnpj: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    provider: {},
  },
  'auth.forgot-password': {
    cpfcnpj: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
  },
  'auth.customer-code': {
    cpfcnpj: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
  },
  'auth.additional-data': {
    consumerCod: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    cpfcnpj: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    active: {},
    emailVerified: {},
  },
  'auth.reset-password': {
    password: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    confirmpassword: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
  },
  'auth.create-password': {
    password: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    passwordConfirmation: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
  },
  'auth.second-factor-login': {
    code: {
      missing: 'Informe o código de verificação',
      empty: 'Informe o código de verificação',
      'an object': 'Informe o código de verificação',
    },
    challenge: {
      empty: 'A verificação expirou. Entre novamente com seu e-mail e senha.',
      'an object': 'A verificação expirou. Entre novamente com seu e-mail e senha.',
    },
    keepConnected: {},
  },
  'auth.second-factor-setup': {
    password: { empty: 'Informe sua senha atual', 'an object': 'Informe sua senha atual' },
  },
  'auth.second-factor-enable': {
    code: { empty: 'Informe o código de verificação', 'an object': 'Informe o código de verificação' },
    enrolment: {
      empty: 'Gere um novo QR code para ativar a verificação em duas etapas.',
      'an object': 'Gere um novo QR code para ativar a verificação em duas etapas.',
    },
  },
  'auth.second-factor-disable': {
    password: { empty: 'Informe sua senha atual', 'an object': 'Informe sua senha atual' },
    code: { empty: 'Informe o código de verificação', 'an object': 'Informe o código de verificação' },
  },
  'auth.update-password': {
    currentPassword: { empty: 'Informe sua senha atual', 'an object': 'Informe sua senha atual' },
    password: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    confirmpassword: { empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
  },
  'user.login-reauth': {
    currentPassword: { empty: 'Informe sua senha atual', 'an object': 'Informe sua senha atual' },
  },
  // Issue 26 §6 (docs/access-tokens.md): a personal access token's name, scopes and expiry.
  'access-tokens.create': {
    name: { missing: 'Informe um nome para o token', empty: 'Informe um nome para o token', 'an object': 'Informe um nome para o token' },
    scopes: { missing: 'Escolha ao menos um escopo', empty: 'Escolha ao menos um escopo', 'an object': 'Escolha ao menos um escopo' },
    expiresInDays: {
      missing: 'Informe a validade em dias (número inteiro a partir de 1)',
      empty: 'Informe a validade em dias (número inteiro a partir de 1)',
      'an object': 'Informe a validade em dias (número inteiro a partir de 1)',
    },
  },
  // Issue 25 §2 (docs/insights-consumption.md): the high-consumption alert's choices.
  'insights.consumption-alert': {
    ativo: { missing: 'Informe sim ou não', empty: 'Informe sim ou não', 'an object': 'Informe sim ou não' },
    percentual: {
      missing: 'Informe um percentual inteiro entre 5 e 300',
      empty: 'Informe um percentual inteiro entre 5 e 300',
      'an object': 'Informe um percentual inteiro entre 5 e 300',
    },
    email: { missing: 'Informe sim ou não', empty: 'Informe sim ou não', 'an object': 'Informe sim ou não' },
  },
  'collections.paperless-preferences': {
    novaFatura: { empty: 'Informe sim ou não para esta preferência', 'an object': 'Informe sim ou não para esta preferência' },
    lembreteVencimento: {
      missing: 'Informe sim ou não para esta preferência',
      empty: 'Informe sim ou não para esta preferência',
      'an object': 'Informe sim ou não para esta preferência',
    },
    confirmacaoPagamento: {
      missing: 'Informe sim ou não para esta preferência',
      empty: 'Informe sim ou não para esta preferência',
      'an object': 'Informe sim ou não para esta preferência',
    },
  },
  'user.sap-data': {
    faturaEmail: {
      missing: 'Informe se deseja receber a fatura por e-mail',
      empty: 'Informe se deseja receber a fatura por e-mail',
      'an object': 'Informe se deseja receber a fatura por e-mail',
    },
    telefone: { 'an object': 'Telefone incompleto' },
    email: { 'an object': 'E-mail inválido' },
    emailConfirmation: {
      missing: 'Digite seu e-mail exatamente igual ao campo anterior',
      empty: 'Digite seu e-mail exatamente igual ao campo anterior',
      'an object': 'Digite seu e-mail exatamente igual ao campo anterior',
    },
  },
  'connection.request': {
    type: {
      missing: 'Tipo de solicitação inválido.',
      empty: 'Tipo de solicitação inválido.',
      'an object': 'Tipo de solicitação inválido.',
    },
    name: { missing: 'Digite um nome válido', empty: 'Digite um nome válido', 'an object': 'Digite um nome válido' },
    fullName: { missing: 'Digite um nome válido', empty: 'Digite um nome válido', 'an object': 'Digite um nome válido' },
    address: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    number: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    complement: {},
    phone: {
      missing: 'Por favor, verifique se o telefone inserido está correto',
      empty: 'Por favor, verifique se o telefone inserido está correto',
      'an object': 'Por favor, verifique se o telefone inserido está correto',
    },
    email: {
      missing: 'Por favor, verifique se o e-mail inserido está correto',
      empty: 'Por favor, verifique se o e-mail inserido está correto',
      'an object': 'Por favor, verifique se o e-mail inserido está correto',
    },
    cep: { missing: 'CEP inválido', empty: 'CEP inválido', 'an object': 'CEP inválido' },
    socialReason: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    cnpj: {
      missing: 'Por favor, verifique se o CNPJ está correto.',
      empty: 'Por favor, verifique se o CNPJ está correto.',
      'an object': 'Por favor, verifique se o CNPJ está correto.',
    },
    segment: { missing: 'Digite um segmento válido', empty: 'Digite um segmento válido', 'an object': 'Digite um segmento válido' },
    averageConsumption: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
  },
  'privacy.export': {
    format: {
      missing: 'Escolha o formato do arquivo (zip).',
      empty: 'Escolha o formato do arquivo (zip).',
      'an object': 'Escolha o formato do arquivo (zip).',
    },
  },
  'privacy.consent': {
    category: {
      missing: 'Escolha uma categoria de consentimento válida.',
      empty: 'Escolha uma categoria de consentimento válida.',
      'an object': 'Escolha uma categoria de consentimento válida.',
    },
    granted: {
      missing: 'Informe se o consentimento é concedido (true) ou revogado (false).',
      empty: 'Informe se o consentimento é concedido (true) ou revogado (false).',
      'an object': 'Informe se o consentimento é concedido (true) ou revogado (false).',
    },
  },
  'privacy.request': {
    kind: {
      missing: 'Escolha entre exclusão e anonimização.',
      empty: 'Escolha entre exclusão e anonimização.',
      'an object': 'Escolha entre exclusão e anonimização.',
    },
    confirm: {
      missing: 'Confirme que leu o que será mantido e o que será apagado.',
      empty: 'Confirme que leu o que será mantido e o que será apagado.',
      'an object': 'Confirme que leu o que será mantido e o que será apagado.',
    },
  },
  // Débito automático (docs/collections-direct-debit.md).
  'collections.direct-debit': {
    bankCode: { missing: 'Escolha um banco da lista.', empty: 'Escolha um banco da lista.', 'an object': 'Escolha um banco da lista.' },
    agency: {
      missing: 'Informe a agência com 4 algarismos, sem o dígito.',
      empty: 'Informe a agência com 4 algarismos, sem o dígito.',
      'an object': 'Informe a agência com 4 algarismos, sem o dígito.',
    },
    account: {
      missing: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
      empty: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
      'an object': 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
    },
    accountDigit: {
      missing: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
      empty: 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
      'an object': 'Informe a conta corrente com o dígito verificador (até 13 algarismos e o dígito).',
    },
    consent: {
      missing: 'Para ativar o débito automático, confirme a autorização.',
      empty: 'Para ativar o débito automático, confirme a autorização.',
      'an object': 'Para ativar o débito automático, confirme a autorização.',
    },
  },
  'collections.direct-debit-return': {
    fileName: {
      missing: 'Informe o nome do arquivo (até 120 caracteres).',
      empty: 'Informe o nome do arquivo (até 120 caracteres).',
      'an object': 'Informe o nome do arquivo (até 120 caracteres).',
    },
    content: {
      missing: 'Envie o conteúdo do arquivo de retorno.',
      empty: 'O arquivo está vazio.',
      'an object': 'Envie o conteúdo do arquivo de retorno.',
    },
  },
  'insights.self-reading': {
    reading: {
      missing: 'Informe a leitura do medidor.',
      empty: 'Informe a leitura do medidor.',
      'an object': 'Informe a leitura do medidor.',
    },
    confirm: {},
  },
  'insights.contest': {
    reading: {
      missing: 'Informe a leitura do medidor.',
      empty: 'Informe a leitura do medidor.',
      'an object': 'Informe a leitura do medidor.',
    },
  },
  'collections.pix-automatico': {
    ceilingCents: {
      empty: 'Informe o valor máximo em centavos (um número inteiro positivo) ou deixe em branco.',
      'an object': 'Informe o valor máximo em centavos (um número inteiro positivo) ou deixe em branco.',
    },
  },
  'collections.due-date': {
    dueDay: {
      missing: 'Escolha um dos dias de vencimento: 3, 8, 13, 18, 23 ou 28.',
      empty: 'Escolha um dos dias de vencimento: 3, 8, 13, 18, 23 ou 28.',
      'an object': 'Escolha um dos dias de vencimento: 3, 8, 13, 18, 23 ou 28.',
    },
  },
  'privacy.dpo-contact': {
    name: { missing: 'Informe seu nome', empty: 'Informe seu nome', 'an object': 'Informe seu nome' },
    email: { missing: 'Esse campo é obrigatório', empty: 'Esse campo é obrigatório', 'an object': 'Esse campo é obrigatório' },
    message: { missing: 'Escreva a sua mensagem', empty: 'Escreva a sua mensagem', 'an object': 'Escreva a sua mensagem' },
  },
  'admin.group': {
    nome: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    subGrupos: {
      missing: 'É necessário selecionar ao menos uma permissão',
      empty: 'É necessário selecionar ao menos uma permissão',
      'an object': 'É necessário selecionar ao menos uma permissão',
    },
  },
  'admin.platform-user': {
    email: {
      missing: 'Por favor, verifique se o e-mail inserido está correto',
      empty: 'Por favor, verifique se o e-mail inserido está correto',
      'an object': 'Por favor, verifique se o e-mail inserido está correto',
    },
    name: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    cpfCnpj: { missing: 'CPF/CNPJ muito curto', empty: 'CPF/CNPJ muito curto', 'an object': 'CPF/CNPJ muito curto' },
    profile: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    type: {},
  },
  'admin.secondary-user': {
    name: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    cpfCnpj: { missing: 'CPF/CNPJ muito curto', empty: 'CPF/CNPJ muito curto', 'an object': 'CPF/CNPJ muito curto' },
    email: {
      missing: 'Por favor, verifique se o e-mail inserido está correto',
      empty: 'Por favor, verifique se o e-mail inserido está correto',
      'an object': 'Por favor, verifique se o e-mail inserido está correto',
    },
  },
  'collections.receipt': {
    paymentDate: {
      missing: 'Informe a data do pagamento.',
      empty: 'Informe a data do pagamento.',
      'an object': 'Informe a data do pagamento.',
    },
  },
  'service.reconnection': {
    date: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    phone: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Telefone inválido.' },
  },
  'service.supply-suspension': {
    motive: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Selecione um dos motivos da lista.' },
    date: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Campo obrigatório' },
    phone: { missing: 'Campo obrigatório', empty: 'Campo obrigatório', 'an object': 'Telefone inválido.' },
  },
  'service.temporary-block': {
    reason: { missing: 'Selecione uma das opções', empty: 'Selecione uma das opções', 'an object': 'Selecione uma das opções' },
    date: { missing: 'Esse campo é obrigatório', empty: 'Esse campo é obrigatório', 'an object': 'Data inválida.' },
    newAddress: { 'an object': 'Endereço inválido.' },
  },
  'consumption.schedule': {
    dates: {
      missing: 'Informe ao menos um dia com o volume.',
      empty: 'Informe ao menos um dia com o volume.',
      'an object': 'Informe ao menos um dia com o volume.',
    },
  },
  // POST /api/curtailment/notices (docs/curtailment.md): the messages of the issue form.
  'curtailment.issue': {
    contractIds: {
      missing: 'Escolha ao menos um contrato ou um eixo.',
      empty: 'Escolha ao menos um contrato ou um eixo.',
      'an object': 'Escolha ao menos um contrato ou um eixo.',
    },
    kind: {
      missing: 'Escolha o tipo de restrição: volume ou percentual da QDC.',
      empty: 'Escolha o tipo de restrição: volume ou percentual da QDC.',
      'an object': 'Escolha o tipo de restrição: volume ou percentual da QDC.',
    },
    percent: {
      missing: 'Informe o percentual da QDC de 0 a 99,99 (até 2 casas decimais).',
      empty: 'Informe o percentual da QDC de 0 a 99,99 (até 2 casas decimais).',
      'an object': 'Informe o percentual da QDC de 0 a 99,99 (até 2 casas decimais).',
    },
    startsAt: {
      missing: 'Informe a data e a hora de início.',
      empty: 'Informe a data e a hora de início.',
      'an object': 'Informe a data e a hora de início.',
    },
    endsAt: { 'an object': 'Data e hora de término inválidas.' },
    reason: {
      missing: 'Informe o motivo da restrição.',
      empty: 'Informe o motivo da restrição.',
      'an object': 'Informe o motivo da restrição.',
    },
    ackHours: { 'an object': 'Informe o prazo de ciência em horas, de 1 a 168.' },
  },
  'consumption.approve': {
    sendEmail: {
      missing: 'Informe verdadeiro ou falso.',
      empty: 'Informe verdadeiro ou falso.',
      'an object': 'Informe verdadeiro ou falso.',
    },
    approvedVolume: { missing: 'O valor é obrigatório', empty: 'O valor é obrigatório', 'an object': 'Volume inválido' },
    situation: { empty: 'Situação inválida.', 'an object': 'Situação inválida.' },
  },
  'consumption.reprove': {
    sendEmail: {
      missing: 'Informe verdadeiro ou falso.',
      empty: 'Informe verdadeiro ou falso.',
      'an object': 'Informe verdadeiro ou falso.',
    },
  },
  'consumption.available-volume': {
    availableVolume: { missing: 'O valor é obrigatório', empty: 'O valor é obrigatório', 'an object': 'Volume inválido' },
  },
  'consumption.projected-volume': {
    consumptionBaseHour: { missing: 'Hora base inválida.', empty: 'Hora base inválida.', 'an object': 'Hora base inválida.' },
    partialConsumedVolume: { missing: 'Volume inválido', empty: 'Volume inválido', 'an object': 'Volume inválido' },
  },
  'consumption.axis-projection': {
    axisId: { missing: 'Eixo não encontrado', empty: 'Eixo não encontrado', 'an object': 'Eixo não encontrado' },
    partialConsumedVolume: { missing: 'Volume inválido', empty: 'Volume inválido', 'an object': 'Volume inválido' },
  },
  'consumption.axis-stage': {
    axisId: { missing: 'Eixo não encontrado', empty: 'Eixo não encontrado', 'an object': 'Eixo não encontrado' },
    stage: { missing: 'Etapa inválida.', empty: 'Etapa inválida.', 'an object': 'Etapa inválida.' },
  },
  'consumption.axis-final': {
    axisId: { missing: 'Eixo não encontrado', empty: 'Eixo não encontrado', 'an object': 'Eixo não encontrado' },
    finalVolume: { missing: 'O valor é obrigatório', empty: 'O valor é obrigatório', 'an object': 'Volume inválido' },
  },
  'consumption.quarterly': {
    contractId: { missing: 'Contrato não encontrado', empty: 'Contrato não encontrado', 'an object': 'Contrato não encontrado' },
  },
  'negotiation.simulate': {
    bills: { missing: NO_BILLS, empty: NO_BILLS, 'an object': NO_BILLS },
  },
  'negotiation.accept': {
    bills: { missing: NO_BILLS, empty: NO_BILLS, 'an object': NO_BILLS },
    instalments: { missing: NO_OPTION, empty: NO_OPTION, 'an object': NO_OPTION },
    acceptTerms: { missing: NO_TERMS, empty: NO_TERMS, 'an object': NO_TERMS },
  },
};

describe('every route under /api declares its access', () => {
  it('lists the routes Strapi serves, portal ones among them', () => {
    expect(stack.routes.length).toBeGreaterThan(100);
    expect(stack.routes.filter((r) => r.kind === 'portal').length).toBeGreaterThan(80);
  });

  it('has no route without the portal policy, an explicit public or test-support marker, or a content/plugin origin', () => {
    expect(stack.routes.filter((r) => r.kind === 'undeclared').map((r) => `${routeName(r)} (${r.handler})`)).toEqual([]);
  });

  it('gives anonymous callers nothing of the content API, drafts included', async () => {
    const wrong: string[] = [];
    for (const route of stack.routes.filter((r) => r.kind === 'content')) {
      const res = await send(
        stack.cms,
        route.method,
        `${concrete(route)}?status=draft`,
        mutating(route.method) ? { body: { data: {} } } : {},
      );
      if (![401, 403, 405].includes(res.status)) wrong.push(`${routeName(route)}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives anonymous callers no plugin route (users-permissions’ connect included: Google sign-in is the portal’s own)', async () => {
    expect(stack.routes.filter((r) => /^\/api\/connect\//.test(r.path)).map((r) => r.path)).toEqual([]);
    const wrong: string[] = [];
    for (const route of stack.routes.filter((r) => r.kind === 'plugin')) {
      const res = await send(stack.cms, route.method, concrete(route), mutating(route.method) ? { body: {} } : {});
      if (res.status < 400 || res.status >= 500 || typeof res.body?.error?.message !== 'string')
        wrong.push(`${routeName(route)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('hides the test-support routes without the secret (404)', async () => {
    const wrong: string[] = [];
    for (const route of stack.routes.filter((r) => r.kind === 'test-support')) {
      const res = await send(stack.cms, route.method, concrete(route), mutating(route.method) ? { body: {} } : {});
      if (res.status !== 404) wrong.push(`${routeName(route)}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('portal tokens on Strapi’s own routes', () => {
  it('refuses valid and revoked portal tokens — of a customer and of the admin master — on every content route and /api/upload', async () => {
    const made = await createCustomer(stack.cms);
    const revoked = await tokenFor(stack.cms, made.user.email, FACTORY_PASSWORD);
    expect((await send(stack.cms, 'POST', '/api/portal/auth/logout', { token: revoked })).status).toBeLessThan(300);
    expect((await send(stack.cms, 'GET', '/api/portal/me', { token: revoked })).status).toBe(401);
    const tokens: [string, string][] = [
      ['a customer’s token', callers.find((c) => c.name === 'client')!.token],
      ['the admin master’s token', callers.find((c) => c.name === 'admin-master')!.token],
      ['a revoked token', revoked],
    ];
    // A personal access token with every scope (docs/access-tokens.md) is no key to the content API either.
    const personal = await send(stack.cms, 'POST', '/api/access-tokens', {
      token: callers.find((c) => c.name === 'industry')!.token,
      body: { name: 'ERP', scopes: ['consumption:read', 'programming:write'], expiresInDays: 30 },
    });
    expect(personal.status).toBe(201);
    tokens.push(['a personal access token', personal.body.data.token as string]);
    const targets = stack.routes.filter((r) => r.kind === 'content' || r.origin === 'plugin::upload');
    expect(targets.filter((r) => r.path.startsWith('/api/upload')).length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of targets)
      for (const [label, token] of tokens) {
        const res = await send(stack.cms, route.method, `${concrete(route, { id: 1 })}?status=draft`, {
          token,
          ...(mutating(route.method) ? { body: { data: { title: 'x' } } } : {}),
        });
        if (![401, 403, 405].includes(res.status) || typeof res.body?.error?.message !== 'string')
          wrong.push(`${routeName(route)} with ${label}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 100)}`);
      }
    // A multipart upload, as the admin panel would send it.
    for (const [label, token] of tokens) {
      const form = new FormData();
      form.append('files', new Blob(['%PDF-1.4 x'], { type: 'application/pdf' }), 'x.pdf');
      const res = await send(stack.cms, 'POST', '/api/upload', { token, body: form });
      if (![401, 403].includes(res.status)) wrong.push(`POST /api/upload (multipart) with ${label}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    const files = await send(stack.cms, 'GET', '/api/upload/files', { token: stack.cms.readToken });
    expect(Array.isArray(files.body) ? files.body.filter((f: { name?: string }) => f.name === 'x.pdf') : []).toEqual([]);
  });
});

const refusedAtEdge = new Set<string>();

describe('body schemas: one field changed at a time', () => {
  it('parses every body of the table at the edge but the ones still checked by their use case', () => {
    const bodies = [...new Set(ENDPOINTS.flatMap((e) => (e.body ? [e.body] : [])))];
    expect(bodies.filter((id) => !AT_EDGE.includes(id)).sort()).toEqual([...STILL_IN_USE_CASE].sort());
    expect(AT_EDGE.length).toBeGreaterThanOrEqual(34);
  });

  const mutations = (example: Record<string, unknown>) =>
    Object.keys(example).flatMap((field) => {
      const { [field]: _dropped, ...without } = example;
      return [
        { field, label: 'missing' as const, body: without },
        { field, label: 'empty' as const, body: { ...example, [field]: '' } },
        { field, label: 'an object' as const, body: { ...example, [field]: { $ne: null } } },
      ];
    });

  it('lists the expected message of every schema field of the registry', () => {
    const missing = Object.entries(REQUEST_SCHEMAS).flatMap(([id, schema]) =>
      Object.keys(schema.example)
        .filter((field) => !FIELD_MESSAGES[id]?.[field])
        .map((field) => `${id}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('gets exactly the changed field’s message, 400', async () => {
    const declared = stack.routes.filter((r) => r.schema);
    expect(declared.length).toBeGreaterThanOrEqual(30);
    const wrong: string[] = [];
    for (const route of declared) {
      const id = route.schema!;
      const schema = REQUEST_SCHEMAS[id as keyof typeof REQUEST_SCHEMAS];
      if (!schema) {
        wrong.push(`${routeName(route)}: schema '${id}' is not in the registry`);
        continue;
      }
      const allowed =
        route.kind === 'public' ? undefined : callers.find((c) => c.name !== 'attendant-2 serving' && expectedForCaller(route, c).allow);
      if (route.kind === 'portal' && !allowed) {
        wrong.push(`${routeName(route)}: no caller of the table is let in (${JSON.stringify(accessOf(route))})`);
        continue;
      }
      for (const { field, label, body } of mutations(schema.example)) {
        const expected = FIELD_MESSAGES[id]?.[field]?.[label];
        if (!expected) continue; // the schema accepts this change (an optional field)
        const atEdge = AT_EDGE.includes(id);
        const passesBefore = atEdge ? ((await inputPasses(stack.cms))[routeName(route)] ?? 0) : 0;
        const res = await send(stack.cms, route.method, concrete(route), {
          body,
          headers: { authorization: allowed ? `Bearer ${allowed.token}` : 'token-invalido' },
        });
        const got = res.body?.error?.details?.fields?.[field] ?? res.body?.error?.message;
        if (res.status !== 400 || got !== expected)
          wrong.push(`${routeName(route)} with ${field} ${label}: expected 400 '${expected}', got ${res.status} '${got}'`);
        // Parsed at the edge: the refusal comes from global::portal-input, the controller never runs.
        if (atEdge) {
          refusedAtEdge.add(id);
          if (res.body?.error?.details?.fields?.[field] !== expected)
            wrong.push(`${routeName(route)} with ${field} ${label}: no details.fields.${field} '${expected}'`);
          if (((await inputPasses(stack.cms))[routeName(route)] ?? 0) !== passesBefore)
            wrong.push(`${routeName(route)} with ${field} ${label}: the body reached the controller`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([...refusedAtEdge].sort()).toEqual([...AT_EDGE].sort());
  }, 240_000);
});

describe('query schemas: one parameter changed at a time', () => {
  it('declares a query schema for every GET and DELETE route of the table', () => {
    const without = ENDPOINTS.filter((e) => (e.method === 'GET' || e.method === 'DELETE') && !e.query).map(
      (e) => `${e.method} /api${e.path}`,
    );
    expect(without).toEqual([]);
  });

  it('lists the expected answers of every query schema of the registry', () => {
    expect(Object.keys(QUERY_SCHEMAS).filter((id) => !QUERY_MESSAGES[id])).toEqual([]);
  });

  it('serves every route with the query schema the table declares', () => {
    const declared = ENDPOINTS.filter((e) => e.query).map((e) => `${e.method} /api${e.path} ${e.query}`);
    const served = stack.routes.filter((r) => r.querySchema).map((r) => `${routeName(r)} ${r.querySchema}`);
    expect(served.sort()).toEqual(declared.sort());
    expect(declared.length).toBeGreaterThanOrEqual(70);
  });

  it('refuses a malformed parameter before the controller with its message, 400, and lets the example through', async () => {
    const wrong: string[] = [];
    const refused = new Set<string>();
    for (const route of stack.routes.filter((r) => r.querySchema)) {
      const id = route.querySchema!;
      const schema = QUERY_SCHEMAS[id as keyof typeof QUERY_SCHEMAS];
      if (!schema) {
        wrong.push(`${routeName(route)}: query schema '${id}' is not in the registry`);
        continue;
      }
      const allowed =
        route.kind === 'public' ? undefined : callers.find((c) => c.name !== 'attendant-2 serving' && expectedForCaller(route, c).allow);
      // No caller of the table is let in (the simplified invoice's own session): nothing reaches the schema.
      if (route.kind === 'portal' && !allowed) continue;
      const headers = { authorization: allowed ? `Bearer ${allowed.token}` : 'token-invalido' };
      const passes = async () => (await inputPasses(stack.cms))[routeName(route)] ?? 0;
      // A schema of no parameters (`none`) has nothing to change; the route's own calls are the other tests'.
      if (Object.keys(schema.example).length === 0) continue;
      const example = new URLSearchParams(schema.example as Record<string, string>);
      const before = await passes();
      await send(stack.cms, route.method, `${concrete(route)}?${example}`, { headers });
      if ((await passes()) !== before + 1) wrong.push(`${routeName(route)}: the example query did not reach the controller`);
      for (const field of Object.keys(schema.example)) {
        if (!QUERY_MESSAGES[id]?.[field]) wrong.push(`${id}.${field}: no expected message listed`);
        for (const label of ['a word', 'repeated'] as const) {
          const expected = QUERY_MESSAGES[id]?.[field]?.[label];
          if (!expected) continue;
          const query = new URLSearchParams(example);
          query.delete(field);
          query.append(field, 'texto');
          if (label === 'repeated') query.append(field, 'outro');
          const passesBefore = await passes();
          const res = await send(stack.cms, route.method, `${concrete(route)}?${query}`, { headers });
          if (res.status !== 400 || res.body?.error?.message !== expected || !res.body?.error?.details?.fields)
            wrong.push(
              `${routeName(route)} with ${field} ${label}: expected 400 '${expected}', got ${res.status} '${res.body?.error?.message}'`,
            );
          else refused.add(routeName(route));
          if ((await passes()) !== passesBefore) wrong.push(`${routeName(route)} with ${field} ${label}: the query reached the controller`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route whose schema refuses something (a message listed above) refused it.
    const refusing = (id: string) => Object.values(QUERY_MESSAGES[id] ?? {}).some((labels) => Object.keys(labels).length > 0);
    expect([...refused].sort()).toEqual(
      stack.routes
        .filter((r) => r.querySchema && refusing(r.querySchema))
        .map(routeName)
        .sort(),
    );
  }, 240_000);
});

describe('the middleware’s count', () => {
  it('counts the bodies the middleware lets through: a well-formed sign-up of no contract reaches the controller, a malformed one does not', async () => {
    const route = 'POST /api/auth/user/register';
    const before = (await inputPasses(stack.cms))[route] ?? 0;
    const malformed = await send(stack.cms, 'POST', '/api/auth/user/register', {
      body: { ...REQUEST_SCHEMAS['auth.register'].example, name: '' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body?.error?.message).toBe('Esse campo é obrigatório');
    expect((await inputPasses(stack.cms))[route] ?? 0).toBe(before);
    // Well-formed: the use case looks the code and the document up (no such contract, spec 04 §3).
    const res = await send(stack.cms, 'POST', '/api/auth/user/register', { body: REQUEST_SCHEMAS['auth.register'].example });
    expect(res.status).toBe(400);
    expect(res.body?.error?.message).toBe('Código do Cliente e/ou CPF/CNPJ inválidos');
    expect((await inputPasses(stack.cms))[route]).toBe(before + 1);
  });
});
