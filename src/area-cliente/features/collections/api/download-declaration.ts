/** `GET /api/collections/declarations/{year}/download` (docs/collections-declaration.md): the declaration's PDF. */
import { COLLECTIONS_DECLARATION_ENDPOINTS } from '@domain/endpoints/collections-declaration';
import { call, endpointOf } from '~/lib/api-call';

const DOWNLOAD = endpointOf(COLLECTIONS_DECLARATION_ENDPOINTS, 'GET', '/collections/declarations/:year/download');

export const declarationFileName = (year: number) => `Declaracao_quitacao_${year}.pdf`;

export const downloadDeclaration = (contractId: string, year: number) =>
  call(
    DOWNLOAD,
    { params: { year: String(year) }, query: { contractId } },
    { responseType: 'blob', headers: { accept: 'application/pdf' } },
  ) as Promise<Blob>;
