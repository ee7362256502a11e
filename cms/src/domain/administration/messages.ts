/**
 * Messages of the administration screens, in the spec's Portuguese (spec 02 §5, §8). Texts
 * under "server" are not in the spec: the API's own answers where the spec shows the server's.
 */
export const ADMIN_MESSAGES = {
  // spec 02 §5 — user and secondary-user form
  cpfCnpjTooShort: 'CPF/CNPJ muito curto',
  cpfCnpjInvalid: 'CPF ou CNPJ inválido',
  required: 'Campo obrigatório',
  emailInvalid: 'Por favor, verifique se o e-mail inserido está correto',
  duplicateCpf: 'CPF já existente',
  duplicateEmail: 'E-mail já cadastrado',
  noChanges: 'Nenhuma alteração foi realizada.',
  // spec 02 §5 — profile form
  atLeastOnePermission: 'É necessário selecionar ao menos uma permissão',
  profileNameTaken: 'Nome de perfil já utilizado. Escolha outro nome para continuar',
  // spec 02 §8
  profilesFetchFailed: 'Erro ao buscar os perfis',
  dataFetchFailed: 'Erro ao buscar Dados',
  dataFetchFailedLong: 'Ocorreu um erro ao buscar os dados',
  userNotSaved: 'Cadastro não salvo',
  unexpected: 'Erro inesperado.',
  changesNotSaved: 'As alterações não foram salvas.',
  changesSaved: 'As alterações foram salvas.',
  userAdded: 'O novo usuário foi incluído à lista.',
  groupCreateFailed: 'Erro ao criar grupo',
  profileEdited: 'O perfil foi editado com sucesso.',
  profileAdded: 'O novo perfil foi incluído à lista.',
  profileNotFound: 'Perfil não encontrado',
  noData: 'Nenhum dado encontrado',
  // server
  userNotFound: 'Usuário não encontrado',
  secondaryLimit: 'Você atingiu o limite de 3 usuários secundários.',
  situationLocked: 'A situação deste usuário não pode ser alterada.',
  situationInvalid: 'Situação inválida',
  groupHasUsers: 'Não é possível excluir um perfil com usuários vinculados.',
  roleInvalid: 'Tipo de acesso inválido',
  notYourself: 'Você não pode alterar ou excluir o seu próprio acesso por aqui.',
  masterOnly: 'Somente o administrador master pode alterar administradores master.',
  resetLinkSent: 'Enviamos um link para redefinir a senha para o e-mail do usuário.',
  secondaryCreated: 'Enviamos um link de validação para o e-mail do novo usuário.',
  contractsInvalid: 'Contrato não encontrado',
  // server — the profile list's query (GET /api/admin/users/list)
  rolesIdsInvalid: (id: string) => `Perfil de acesso desconhecido em rolesIds: ${id}. Use os ids de /api/admin/roles.`,
  situationsInvalid: (value: string) => `Situação desconhecida em situations: ${value}. Use ACTIVE, DEACTIVATE ou PENDING.`,
  orderInvalid: 'Ordenação inválida: order deve ser asc ou desc (omitida, ordem alfabética).',
  paramInvalid: (name: string) => `Parâmetro ${name} inválido: informe um único valor.`,
  paramOutOfRange: (name: string, min: number, max: number) => `Parâmetro ${name} inválido: informe um número de ${min} a ${max}.`,
  permissionUnknown: 'Permissão desconhecida',
  // server — the grant ceiling and ranks (docs/security.md, "Staff permissions")
  grantBeyondOwn: 'Você só pode conceder permissões que você mesmo possui.',
  ownGroup: 'Você não pode alterar as permissões do seu próprio perfil.',
  peerRank: 'Você não pode alterar o e-mail, a senha, o perfil ou o acesso de um usuário do mesmo nível ou de nível superior ao seu.',
  groupHasPeers: 'Este perfil tem usuários do mesmo nível ou de nível superior ao seu. Somente um nível acima pode alterá-lo.',
  roleAboveOwn: 'Você só pode atribuir um tipo de acesso abaixo do seu.',
  emailChangeSent:
    'As alterações foram salvas. Enviamos um link de confirmação para o novo e-mail; a troca vale somente depois da confirmação.',
} as const;
