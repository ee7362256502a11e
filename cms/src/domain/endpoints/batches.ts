/**
 * Uploads and batches (spec 02 §2.10, §2.11, §7; PORTAL-API.md §16). Staff only: uploads need the
 * screen's `upload` permission, the history its `ver`, the downloads `acompanhar-programacao.download`.
 * `/batches/items` is declared before `/batches/:id/...` (no clash today; kept explicit).
 */
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

export const BATCHES_ENDPOINTS = endpoints([
  {
    method: 'POST',
    path: '/batch',
    handler: 'batches.uploadInvoices',
    answer: ANSWERS.batchUploaded,
    access: portal({ screen: 'programar-faturas', permissions: ['programar-faturas.upload'] }),
  },
  {
    method: 'POST',
    path: '/services/connection/locations/import',
    handler: 'batches.uploadInstallations',
    answer: ANSWERS.batchUploaded,
    access: portal({ screen: 'disponibilidade-enderecos', permissions: ['disponibilidade-enderecos.upload'] }),
  },
  {
    method: 'GET',
    path: '/batches',
    handler: 'batches.list',
    answer: ANSWERS.batchList,
    query: 'batches.list',
    access: portal({ screen: 'acompanhar-programacao', permissions: ['acompanhar-programacao.ver'] }),
  },
  {
    method: 'GET',
    path: '/batches/items',
    handler: 'batches.items',
    answer: ANSWERS.batchItems,
    query: 'batches.items',
    access: portal({ screen: 'acompanhar-programacao', permissions: ['acompanhar-programacao.ver'] }),
  },
  {
    method: 'GET',
    path: '/batches/items/:id/file-download',
    handler: 'batches.itemFile',
    query: 'none',
    access: portal({ screen: 'acompanhar-programacao', permissions: ['acompanhar-programacao.download'] }),
  },
  {
    method: 'GET',
    path: '/batches/:id/file-download',
    handler: 'batches.file',
    query: 'none',
    access: portal({ screen: 'acompanhar-programacao', permissions: ['acompanhar-programacao.download'] }),
  },
]);
