/**
 * What the client area says when the CMS does not answer (down, restarting, a 5xx): the spec has
 * no screen for it, so this text is designed here (docs/scaling.md, "Load and faults"). The page keeps the
 * web session and offers 'Tentar novamente', the same address again.
 */
export const UNAVAILABLE = {
  title: 'Serviço temporariamente indisponível',
  text: 'Não conseguimos carregar a área do cliente agora. Sua sessão continua ativa: tente novamente em instantes.',
  retry: 'Tentar novamente',
} as const;
