/**
 * New-connection contracting flow (spec 04 §4.4, §7; PORTAL-API.md §11f): all public. The
 * verification, the postal-code lookup and the request are rate-limited (every call counts).
 * The request's files (identity documents, selfie) come back only to the portal's administrators.
 */
import { ADMIN_ROLES } from '../roles';
import { endpoints, open, portal } from './define';

export const CONNECTION_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/services/connection/verify',
    handler: 'connection.verify',
    access: open(true),
  },
  {
    method: 'GET',
    path: '/services/connection/cities',
    handler: 'connection.cities',
    access: open(false),
  },
  {
    method: 'GET',
    path: '/services/connection/locations',
    handler: 'connection.locations',
    access: open(false),
  },
  {
    method: 'GET',
    path: '/services/connection/cep/:cep',
    handler: 'connection.cep',
    access: open(true),
  },
  {
    method: 'POST',
    path: '/services/connection',
    handler: 'connection.submit',
    access: open(true),
    body: 'connection.request',
  },
  {
    method: 'GET',
    path: '/services/connection/requests/:protocol/files/:position',
    handler: 'connection.file',
    access: portal({ roles: ADMIN_ROLES }),
  },
]);
