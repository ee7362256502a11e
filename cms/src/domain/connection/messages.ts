/**
 * Texts of the contracting flow (spec 04 §5, §8). Those marked "server" are not in the spec:
 * they are the portal API's own answers (PORTAL-API.md §11f).
 */
export const CONNECTION_MESSAGES = {
  // spec 04 §5 — fields
  required: 'Campo obrigatório',
  invalidSegment: 'Digite um segmento válido',
  invalidName: 'Digite um nome válido',
  invalidPhone: 'Por favor, verifique se o telefone inserido está correto',
  invalidEmail: 'Por favor, verifique se o e-mail inserido está correto',
  invalidCep: 'CEP inválido',
  invalidNumber: 'Número inválido',
  invalidCpf: 'CPF inválido',
  invalidPersonName: 'Nome inválido',
  invalidBirthDate: 'Data de nascimento inválida',
  invalidEmailShort: 'E-mail inválido',
  invalidValue: 'Informe um valor válido',
  checkCpf: 'Por favor, verifique se o CPF está correto.',
  checkCnpj: 'Por favor, verifique se o CNPJ está correto.',
  checkCpfInserted: 'Por favor, verifique se o CPF inserido está correto',
  checkDocument: 'Por favor, verifique se o documento inserido está correto',
  // spec 04 §8
  verifyFailed: 'Erro ao verificar documento',
  notSent: 'Sua solicitação não foi enviada. Por favor, tente novamente.',
  sendFailed: 'Ocorreu um erro ao enviar o formulário. Tente novamente.',
  extensionNotAllowed: 'Formato de arquivo não suportado. Tente novamente.',
  successTitle: 'Tudo certo com seu cadastro!',
  notFoundTitle: 'Vamos entrar em contato com você',
  // contract (connection-contract.md §3, §4)
  cityRequired: 'Informe a cidade.',
  cepNotFound: 'CEP inválido',
  cepUnavailable: 'Não foi possível consultar o CEP. Preencha o endereço.',
  // server
  invalidType: 'Tipo de solicitação inválido.',
  invalidRg: 'RG inválido',
  whoMorador: 'Moradores devem pedir ao síndico do condomínio que entre em contato com a Necta.',
  fileTooLarge: 'Cada arquivo pode ter no máximo 5 MB.',
  tooManyFiles: 'Envie no máximo 3 arquivos.',
  unknownLocation: 'Condomínio não encontrado nesta cidade.',
  unknownCity: 'Cidade não atendida.',
  collectiveLocation: 'Este condomínio já possui gás instalado.',
  mailSubjectCustomer: 'Recebemos sua solicitação de ligação - Necta Gás Natural',
  mailSubjectSales: 'Nova solicitação de ligação',
} as const;

/** The `data.error` code of a refused file (spec 04 §8: the island shows `extensionNotAllowed`). */
export const EXTENSION_NOT_ALLOWED = 'ExtensionNotAllowed';
/** The `data.error` code of a file over the size limit. */
export const FILE_TOO_LARGE = 'FileTooLarge';
