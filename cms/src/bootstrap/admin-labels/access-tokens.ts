/** Labels of the personal access tokens (issue 26 §6; docs/access-tokens.md) in the Strapi admin. */
import type { LabelTable } from './types';

export const ACCESS_TOKEN_LABELS: LabelTable = {
  'api::access-tokens.access-token': {
    mainField: 'name',
    fields: {
      ownerId: 'Administrador industrial (id do usuário)',
      name: 'Nome',
      scopes: 'Escopos',
      prefix: 'Prefixo (início do token)',
      tokenHash: 'SHA-256 do token',
      expiresAt: 'Válido até',
      revokedAt: 'Revogado em',
      lastUsedAt: 'Último uso',
    },
  },
  'api::audit.token-call': {
    mainField: 'route',
    fields: {
      occurredAt: 'Quando',
      tokenId: 'Token (id)',
      tokenPrefix: 'Prefixo do token',
      ownerId: 'Dono do token (id do usuário)',
      method: 'Método',
      route: 'Rota',
      status: 'Resposta (status HTTP)',
    },
  },
};
