/**
 * Service requests of spec 02 §7 (PORTAL-API.md §15): reconnection, supply suspension,
 * temporary block and the technical-assistance partners. Customers reach their own selected
 * contract, attendants the contract of the started service (ownership 'contract'); requests
 * send e-mail, so they are rate-limited like every e-mailing call.
 */
import type { PermissionKey } from '../../../domain/permissions';
import { ADMIN_ROLES, type PortalRole } from '../../../domain/roles';
import { findScreen } from '../../../domain/menu';
import { protectedRoute } from '../../../portal/core/route-config';
import type { RequestSchemaId } from '../../../domain/request-schemas';

const rolesOf = (slug: string) => findScreen(slug)!.roles as readonly PortalRole[];

const read = (slug: string) =>
  protectedRoute({ roles: rolesOf(slug), permissions: ['servicos.ver'] as PermissionKey[], screen: slug, ownership: 'contract' });
const write = (slug: string, schema: RequestSchemaId) =>
  protectedRoute(
    { roles: rolesOf(slug), permissions: ['servicos.ver', 'servicos.criar'] as PermissionKey[], screen: slug, ownership: 'contract' },
    true,
    { schema },
  );

export default {
  routes: [
    // A request's payment proofs (private storage): the portal's administrators with 'servicos.ver'.
    {
      method: 'GET',
      path: '/services/requests/:protocol/files/:position',
      handler: 'service.requestFile',
      config: protectedRoute({ roles: ADMIN_ROLES, permissions: ['servicos.ver'] as PermissionKey[] }),
    },
    { method: 'GET', path: '/services/reconnection/verify', handler: 'service.reconnectionVerify', config: read('religacao-gas') },
    { method: 'GET', path: '/services/reconnection/calendar', handler: 'service.reconnectionCalendar', config: read('religacao-gas') },
    { method: 'GET', path: '/services/reconnection/type', handler: 'service.reconnectionType', config: read('religacao-gas') },
    {
      method: 'GET',
      path: '/services/reconnection/notice-image',
      handler: 'service.reconnectionNoticeImage',
      config: protectedRoute({
        roles: rolesOf('religacao-gas'),
        permissions: ['servicos.ver'] as PermissionKey[],
        screen: 'religacao-gas',
      }),
    },
    { method: 'GET', path: '/services/debits', handler: 'service.debits', config: read('religacao-gas') },
    {
      method: 'POST',
      path: '/services/reconnection',
      handler: 'service.reconnection',
      config: write('religacao-gas', 'service.reconnection'),
    },
    {
      method: 'GET',
      path: '/services/supply-suspension/verify',
      handler: 'service.suspensionVerify',
      config: read('suspensao-fornecimento'),
    },
    {
      method: 'GET',
      path: '/services/supply-suspension/calendar',
      handler: 'service.suspensionCalendar',
      config: read('suspensao-fornecimento'),
    },
    {
      method: 'POST',
      path: '/services/supply-suspension',
      handler: 'service.suspension',
      config: write('suspensao-fornecimento', 'service.supply-suspension'),
    },
    {
      method: 'GET',
      path: '/services/temporary-block/verify',
      handler: 'service.temporaryBlockVerify',
      config: read('bloqueio-temporario'),
    },
    {
      method: 'POST',
      path: '/services/temporary-block',
      handler: 'service.temporaryBlock',
      config: write('bloqueio-temporario', 'service.temporary-block'),
    },
    {
      method: 'GET',
      path: '/services/technical-assistance',
      handler: 'service.assistance',
      config: protectedRoute({ roles: rolesOf('assistencia-tecnica'), screen: 'assistencia-tecnica' }),
    },
  ],
};
