/**
 * Service requests of spec 02 §7 (PORTAL-API.md §15): reconnection, supply suspension,
 * temporary block and the technical-assistance partners. Customers reach their own selected
 * contract, attendants the contract of the started service (ownership 'contract'); requests
 * send e-mail, so they are rate-limited like every e-mailing call.
 */
import type { PermissionKey } from '../permissions';
import { ADMIN_ROLES, type PortalRole } from '../roles';
import { findScreen } from '../menu';
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

const rolesOf = (slug: string) => findScreen(slug)!.roles as readonly PortalRole[];

const read = (slug: string) =>
  portal({ roles: rolesOf(slug), permissions: ['servicos.ver'] as PermissionKey[], screen: slug, ownership: 'contract' });
const write = (slug: string) =>
  portal(
    { roles: rolesOf(slug), permissions: ['servicos.ver', 'servicos.criar'] as PermissionKey[], screen: slug, ownership: 'contract' },
    true,
  );

export const SERVICE_ENDPOINTS = endpoints([
  // A request's payment proofs (private storage): the portal's administrators with 'servicos.ver'.
  {
    method: 'GET',
    path: '/services/requests/:protocol/files/:position',
    handler: 'service.requestFile',
    query: 'none',
    access: portal({ roles: ADMIN_ROLES, permissions: ['servicos.ver'] as PermissionKey[] }),
  },
  {
    method: 'GET',
    path: '/services/reconnection/verify',
    handler: 'service.reconnectionVerify',
    query: 'none',
    answer: ANSWERS.serviceVerify,
    access: read('religacao-gas'),
  },
  {
    method: 'GET',
    path: '/services/reconnection/calendar',
    handler: 'service.reconnectionCalendar',
    query: 'none',
    answer: ANSWERS.serviceCalendar,
    access: read('religacao-gas'),
  },
  {
    method: 'GET',
    path: '/services/reconnection/type',
    handler: 'service.reconnectionType',
    query: 'none',
    answer: ANSWERS.reconnectionType,
    access: read('religacao-gas'),
  },
  {
    method: 'GET',
    path: '/services/reconnection/notice-image',
    handler: 'service.reconnectionNoticeImage',
    query: 'none',
    access: portal({
      roles: rolesOf('religacao-gas'),
      permissions: ['servicos.ver'] as PermissionKey[],
      screen: 'religacao-gas',
    }),
  },
  {
    method: 'GET',
    path: '/services/debits',
    handler: 'service.debits',
    query: 'none',
    answer: ANSWERS.serviceDebits,
    access: read('religacao-gas'),
  },
  {
    method: 'POST',
    path: '/services/reconnection',
    handler: 'service.reconnection',
    answer: ANSWERS.serviceProtocol,
    access: write('religacao-gas'),
    body: 'service.reconnection',
  },
  {
    method: 'GET',
    path: '/services/supply-suspension/verify',
    handler: 'service.suspensionVerify',
    query: 'none',
    answer: ANSWERS.serviceVerify,
    access: read('suspensao-fornecimento'),
  },
  {
    method: 'GET',
    path: '/services/supply-suspension/calendar',
    handler: 'service.suspensionCalendar',
    query: 'none',
    answer: ANSWERS.suspensionCalendar,
    access: read('suspensao-fornecimento'),
  },
  {
    method: 'POST',
    path: '/services/supply-suspension',
    handler: 'service.suspension',
    answer: ANSWERS.serviceProtocol,
    access: write('suspensao-fornecimento'),
    body: 'service.supply-suspension',
  },
  {
    method: 'GET',
    path: '/services/temporary-block/verify',
    handler: 'service.temporaryBlockVerify',
    query: 'none',
    answer: ANSWERS.serviceVerify,
    access: read('bloqueio-temporario'),
  },
  {
    method: 'POST',
    path: '/services/temporary-block',
    handler: 'service.temporaryBlock',
    answer: ANSWERS.serviceProtocol,
    access: write('bloqueio-temporario'),
    body: 'service.temporary-block',
  },
  {
    method: 'GET',
    path: '/services/technical-assistance',
    handler: 'service.assistance',
    query: 'none',
    answer: ANSWERS.assistancePartners,
    access: portal({ roles: rolesOf('assistencia-tecnica'), screen: 'assistencia-tecnica' }),
  },
]);
