/** Profile calls of spec 01 §7: GET /api/user/sap, PATCH /api/user/sap/data, the login e-mail change (step-up, confirm, cancel). */
import { CUSTOMER_ROLES, SERVICE_ROLES } from '../roles';
import { ANSWERS } from './answers';
import { endpoints, open, portal } from './define';

export const USER_SAP_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/user/sap',
    handler: 'user-sap.find',
    query: 'none',
    answer: ANSWERS.sapData,
    // Personal access tokens (docs/access-tokens.md): the contract's registration data.
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], ownership: 'contract', tokenScope: 'consumption:read' }),
  },
  {
    method: 'PATCH',
    path: '/user/sap/data',
    handler: 'user-sap.update',
    answer: ANSWERS.sapDataUpdate,
    access: portal({ roles: [...CUSTOMER_ROLES, ...SERVICE_ROLES], permissions: ['cadastro.editar'], ownership: 'contract' }),
    body: 'user.sap-data',
  },
  {
    method: 'GET',
    path: '/user/login',
    handler: 'user-sap.checkLoginEmail',
    query: 'user.login-email',
    answer: ANSWERS.loginEmailCheck,
    access: portal({ roles: [...CUSTOMER_ROLES], permissions: ['cadastro.editar'] }, true),
  },
  {
    method: 'POST',
    path: '/user/login/reauth',
    handler: 'user-sap.reauthLoginEmail',
    access: portal({ roles: [...CUSTOMER_ROLES], permissions: ['cadastro.editar'] }, true),
    body: 'user.login-reauth',
  },
  {
    method: 'PATCH',
    path: '/user/login/confirm',
    handler: 'user-sap.confirmLoginEmail',
    access: open(true),
  },
  {
    method: 'PATCH',
    path: '/user/login/cancel',
    handler: 'user-sap.cancelLoginEmail',
    access: open(true),
  },
]);
