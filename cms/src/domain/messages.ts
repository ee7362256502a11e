/**
 * Message catalogue of the access area, in the spec's Portuguese (spec 04 §5, §8; spec 02 §5,
 * §8). Texts marked "server" are not in the spec: they are the portal API's own answers where
 * the spec says the server message is shown.
 */
export const ACCESS_MESSAGES = {
  // spec 04 §5
  required: 'Este campo é obrigatório',
  fieldRequired: 'Esse campo é obrigatório',
  captchaFailed: 'Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.',
  // spec 04 §8
  additionalDataFailed: 'Ocorreu um erro ao atualizar o cadastro do usuário',
  badCredentials: 'Dados não encontrados.',
  badCredentialsEmail: 'Por favor, verifique se o e-mail inserido está correto',
  badCredentialsPassword: 'Por favor, verifique se a sua senha está correta',
  loginFailed: 'Ocorreu um erro ao realizar o login',
  forgotFailed: 'Por favor, confira os dados e tente novamente',
  notFound: 'Dados não encontrados',
  passwordChangeFailed: 'Ocorreu um erro ao alterar a senha',
  passwordCreateFailed: 'Ocorreu um erro ao definir a senha',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordCreated: 'Sua senha foi definida!',
  signUpFailed: 'Ocorreu um erro ao cadastrar usuário',
  otherProvider: 'Usuário cadastrado com outro provider',
  invalidCodeOrDocument: 'Código do Cliente e/ou CPF/CNPJ inválidos',
  unexpected: 'Ocorreu um erro inesperado',
  // spec 02 §5 and §8
  duplicateCpf: 'CPF já existente',
  duplicateEmail: 'E-mail já cadastrado',
  contractSearchFailed: 'Erro ao buscar contrato',
  documentNotCustomer: 'O CPF ou CNPJ ainda não é cliente Necta',
  consumerCodeNotFound: 'Código de cliente não encontrado',
  serviceStartFailed: 'Erro ao iniciar atendimento',
  loggedPasswordChanged: 'Senha alterada com sucesso',
  requestFailed: 'Falha na requisição',
  // server
  signUpEmailSent: 'Enviamos um link de confirmação para o seu e-mail.',
  resetEmailSent: 'Enviamos um link para redefinir sua senha para o e-mail cadastrado.',
  emailValidated: 'E-mail confirmado com sucesso! Faça login para continuar.',
  linkExpired: 'O link expirou ou já foi utilizado. Solicite um novo link.',
  sessionExpired: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  additionalDataNotAllowed: 'Os dados adicionais só podem ser enviados por clientes que ainda não concluíram o cadastro.',
  accessDeactivated: 'Seu acesso está desativado. Entre em contato com o administrador da sua conta.',
  contractNotFound: 'Contrato não encontrado',
  notificationsDisabled: 'As notificações não estão habilitadas para o seu acesso.',
  serviceNotStarted: 'Inicie um atendimento para acessar os dados do cliente.',
  searchNeedsOne: 'Informe o CPF/CNPJ ou o código do cliente',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  googleFailed: 'Não foi possível entrar com o Google. Tente novamente.',
} as const;
