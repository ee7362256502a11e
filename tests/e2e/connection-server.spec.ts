/**
 * The contracting flow's server side through the built site (PORTAL-API.md §11f): the web
 * server's /session/connection/verify decrypts the CMS's code with the shared key, and the
 * /api proxy carries the public calls — the request with 3 files of 4 MB included, over the
 * proxy's general 10 MB multipart limit. The island's screens are tested in their own spec.
 */
import { createContract } from '../support/factories';
import { cmsUrl, expect, SITE_REQUEST_HEADERS, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('GET /session/connection/verify answers realData decrypted by the web server', async ({ request, baseURL }) => {
  const { contract } = await createContract(cmsUrl());
  const origin = new URL(baseURL!).origin;
  const res = await request.get(`/session/connection/verify?cpfCnpj=${contract.consumerCpfCnpj}`, {
    headers: { origin, ...SITE_REQUEST_HEADERS },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ realData: 3 });
  const invalid = await request.get('/session/connection/verify?cpfCnpj=123', { headers: { origin, ...SITE_REQUEST_HEADERS } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).error.message).toBe('Por favor, verifique se o documento inserido está correto');
  const crossSite = await request.get(`/session/connection/verify?cpfCnpj=${contract.consumerCpfCnpj}`, {
    headers: { origin: 'https://outro-site.test', ...SITE_REQUEST_HEADERS },
  });
  expect(crossSite.status()).toBe(403);
});

test('the /api proxy carries cities, condominiums and a request with 12 MB of files', async ({ request, baseURL }) => {
  const cities = await request.get('/api/services/connection/cities', { headers: SITE_REQUEST_HEADERS });
  expect(cities.status()).toBe(200);
  expect((await cities.json()).data).toContainEqual({ name: 'São Carlos' });
  const locations = await request.get('/api/services/connection/locations?cityName=SAO%20CARLOS', { headers: SITE_REQUEST_HEADERS });
  expect((await locations.json()).data.map((l: { name: string }) => l.name)).toContain('Edifício Jardim Lutfalla');

  const fourMb = new Uint8Array(Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024)]));
  const form = new FormData();
  const fields = {
    type: 'BUSINESS',
    name: 'Maria',
    fullName: 'Maria Souza',
    address: 'Rua Episcopal',
    number: '2210',
    phone: '(16) 9 9123-4567',
    email: 'maria.proxy@exemplo.test',
    cep: '13560-570',
    socialReason: 'Doces da Maria Ltda',
    cnpj: '11.222.333/0001-81',
    segment: 'Doceria',
    averageConsumption: '0,00 A 50,00 M³',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const name of ['contrato-social.pdf', 'cartao-cnpj.pdf', 'conta-de-luz.pdf'])
    form.append('files', new Blob([fourMb], { type: 'application/pdf' }), name);
  // A browser's fetch sends its Origin; Astro's checkOrigin refuses a multipart POST without one.
  const res = await request.post('/api/services/connection', {
    multipart: form,
    headers: { origin: new URL(baseURL!).origin, ...SITE_REQUEST_HEADERS },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).data.protocol).toMatch(/^CON-\d{4}-\d{6}$/);
});
