/** GET /api/collections/declarations/check/{code} (public, rate-limited; docs/collections-declaration.md). */
import type { DeclarationCheckView } from '@domain/collections/declaration/types';
import { COLLECTIONS_DECLARATION_ENDPOINTS } from '@domain/endpoints/collections-declaration';
import { call, endpointOf } from '~/lib/api-call';

const CHECK = endpointOf(COLLECTIONS_DECLARATION_ENDPOINTS, 'GET', '/collections/declarations/check/:code');

export const checkDeclaration = (code: string) => call(CHECK, { params: { code } }) as Promise<DeclarationCheckView>;
