/**
 * "Acesso por API" (issue 26 §6; docs/access-tokens.md, PORTAL-API.md §30): the industrial
 * administrator's personal access tokens. Only the account's main user (the screen is
 * `accountOwnerOnly`), never with a token: these routes declare no token scope.
 */
import { ACCESS_TOKEN_ANSWERS } from './access-tokens-answers';
import { endpoints, portal } from './define';

const owner = portal({ roles: ['industry'], screen: 'acesso-api' });

export const ACCESS_TOKENS_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/access-tokens',
    handler: 'access-tokens.list',
    query: 'none',
    answer: ACCESS_TOKEN_ANSWERS.accessTokenList,
    access: owner,
    summary: 'Tokens de acesso da conta (nome, escopos, criação, último uso, validade, prefixo); nunca o token',
  },
  {
    method: 'POST',
    path: '/access-tokens',
    handler: 'access-tokens.create',
    body: 'access-tokens.create',
    answer: ACCESS_TOKEN_ANSWERS.accessTokenCreated,
    access: owner,
    summary: 'Cria um token de acesso; a resposta é a única vez em que o token aparece',
  },
  {
    method: 'DELETE',
    path: '/access-tokens/:id',
    handler: 'access-tokens.revoke',
    query: 'none',
    answer: ACCESS_TOKEN_ANSWERS.accessTokenRevoked,
    access: owner,
    summary: 'Revoga um token de acesso: as chamadas seguintes com ele recebem 401',
  },
]);
