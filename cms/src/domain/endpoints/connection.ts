/**
 * New-connection contracting flow (spec 04 §4.4, §7; PORTAL-API.md §11f): all public. The
 * verification, the postal-code lookup and the request are rate-limited (every call counts).
 * The request's files (identity documents, selfie) come back only to the portal's administrators.
 */
import { ADMIN_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, open, portal } from './define';

export const CONNECTION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/services/connection/verify',
    handler: 'connection.verify',
    answer: ANSWERS.connectionVerify,
    query: 'connection.verify',
    access: open(true),
  },
  {
    method: 'GET',
    path: '/services/connection/cities',
    handler: 'connection.cities',
    answer: ANSWERS.connectionCities,
    query: 'none',
    access: open(false),
  },
  {
    method: 'GET',
    path: '/services/connection/locations',
    handler: 'connection.locations',
    answer: ANSWERS.connectionLocations,
    query: 'connection.locations',
    access: open(false),
  },
  {
    method: 'GET',
    path: '/services/connection/cep/:cep',
    handler: 'connection.cep',
    answer: ANSWERS.connectionCep,
    query: 'none',
    access: open(true),
  },
  {
    method: 'POST',
    path: '/services/connection',
    handler: 'connection.submit',
    answer: ANSWERS.connectionSubmitted,
    access: open(true),
    body: 'connection.request',
  },
  {
    method: 'GET',
    path: '/services/connection/requests/:protocol/files/:position',
    handler: 'connection.file',
    query: 'none',
    access: portal({ roles: ADMIN_ROLES }),
  },
]);
