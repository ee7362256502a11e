/** Texts of uploads and batches (spec 02 §2.10, §2.11, §8; the rest designed, PORTAL-API.md §16). */
export const BATCH_MESSAGES = {
  // spec 02 §2.10 / §8
  noFile: 'Selecione um arquivo para enviar',
  wrongFormatXlsx: 'Formato de arquivo não suportado. Apenas arquivos XLSX são aceitos.',
  wrongFormatCsv: 'Formato de arquivo não suportado. Apenas arquivos CSV são aceitos.',
  tooLarge: 'O tamanho total dos arquivos não pode ultrapassar 10MB.',
  tooManyFiles: 'Você atingiu o limite de arquivos permitidos.',
  addFileFailed: 'Ocorreu um erro ao adicionar o arquivo, tente novamente.',
  invoicesProgrammed: 'Faturas programadas com sucesso!',
  installationsAdded: 'Instalações adicionadas com sucesso!',
  uploadFailed: 'Arquivo não adicionado. Tente novamente',
  itemsFetchFailed: 'Erro ao buscar as faturas.',
  noItems: 'Nenhuma fatura processada.',
  noBatches: 'Nenhuma batch disponível',
  fetchFailed: 'Ocorreu um erro ao buscar os dados',
  // designed (the spec shows the server's text)
  emptyFile: 'O arquivo não tem linhas de dados: inclua o cabeçalho e ao menos uma linha.',
  unreadableCsv: 'Não foi possível ler o arquivo CSV. Verifique se ele é um texto separado por ponto e vírgula.',
  unreadableXlsx: 'Não foi possível ler a planilha. Verifique se o arquivo é um .xlsx válido.',
  missingColumns: (columns: string[]) => `O arquivo não tem as colunas obrigatórias: ${columns.join(', ')}.`,
  tooManyRows: (max: number) => `O arquivo passa do limite de ${max.toLocaleString('pt-BR')} linhas.`,
  batchNotFound: 'Lote não encontrado',
  itemNotFound: 'Item do lote não encontrado',
  badBatchId: 'Informe o lote (batchId).',
  unexpectedRow: 'Erro inesperado ao processar a linha. Tente enviar o arquivo novamente.',
} as const;

/** Reasons of refused rows (shown in the items modal). */
export const ROW_MESSAGES = {
  required: (column: string) => `A coluna ${column} é obrigatória.`,
  consumerCode: 'Código do cliente inválido: use só dígitos (até 12).',
  contractNotFound: 'Código do cliente não encontrado.',
  documentInvalid: 'CPF/CNPJ inválido.',
  documentMismatch: 'O CPF/CNPJ não é o titular deste código de cliente.',
  numDoc: 'Número da fatura inválido: use de 1 a 17 dígitos.',
  numDocTaken: 'Já existe uma fatura com este número.',
  referenceMonth: 'Mês de referência inválido: use MM/AAAA.',
  date: (column: string) => `Data inválida em ${column}: use dd/mm/aaaa.`,
  deadlineBeforeIssue: 'O vencimento não pode ser anterior à data de emissão.',
  price: 'Valor inválido: use reais com vírgula, por exemplo 187,65.',
  reading: (column: string) => `Valor inválido em ${column}: use um número com até 3 casas decimais.`,
  readingsOrder: 'A leitura atual não pode ser menor que a leitura anterior.',
  scheduledPast: 'A data programada não pode ser anterior a hoje.',
  cep: 'CEP inválido: use 8 dígitos.',
  locationType: 'Tipo inválido: use Individual ou Coletivo.',
  tooLong: (column: string) => `O valor da coluna ${column} é muito longo.`,
} as const;
