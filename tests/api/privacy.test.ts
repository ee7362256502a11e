/**
 * LGPD self-service (PORTAL-API.md §13) against a real Strapi: the data export is a
 * job in the database (claimed with a lease, resumed after a restart), holds every kind of the
 * customer's data and nothing of anyone else's, is downloaded only by its owner and only for
 * 24 hours; consents keep every change; a deletion request gets a protocol, staff move it in
 * the admin and the approval anonymizes the customer everywhere while invoices keep their
 * fiscal fields; anyone reaches the encarregado through the public form.
 */
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ADMIN, STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql, tokenFor, withSql } from './auth-support';
import { FACTORY_PASSWORD, createCustomer, createInvoice, createStaff, payInvoice, resetClock, setClock } from '../support/factories';
import { sendNotification } from '../support/notifications';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000', ...STAFF_ADMIN_ENV });
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

const unique = () => Math.random().toString(36).slice(2, 8);

async function customer(options: Parameters<typeof createCustomer>[1] = {}) {
  const made = await createCustomer(cms, { name: `Pessoa Privacidade ${unique()}`, ...options });
  const token = await tokenFor(cms, made.user.email, FACTORY_PASSWORD);
  return { ...made, token };
}

async function latest(token: string) {
  const res = await call(cms, 'GET', '/privacy/exports/latest', { token });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; status: string; expiresAt: string | null; readyAt: string | null; downloadPath: string | null };
}

async function readyExport(token: string) {
  await expect.poll(async () => (await latest(token))?.status, { timeout: 30_000, interval: 200 }).toBe('READY');
  return latest(token);
}

async function download(token: string, id: string) {
  const res = await fetch(new URL(`/api/privacy/exports/${id}/file`, cms.url), { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) };
}

async function unzip(bytes: Buffer) {
  const zip = await JSZip.loadAsync(bytes);
  const files: Record<string, string> = {};
  for (const name of Object.keys(zip.files)) files[name] = await zip.files[name]!.async('string');
  return files;
}

/** A datetime as this database stores it (SQLite: epoch milliseconds; PostgreSQL: a timestamp). */
const dbTime = (date: Date) => (cms.env.DATABASE_URL ? date.toISOString() : date.getTime());

describe('data export', () => {
  it('holds every kind of the customer’s data, nothing of another customer’s, and is announced by notification and e-mail', async () => {
    const a = await customer({ phone: '14991234567', invoiceByEmail: false });
    const b = await customer();
    const contractA = a.contracts[0]!.documentId;
    const paid = (await createInvoice(cms, { contractId: contractA, referenceMonth: '2026-01', amountCents: 12345 })).invoice;
    await payInvoice(cms, { numDoc: paid.numDoc, paymentDate: '2026-02-10' });
    const open = (await createInvoice(cms, { contractId: contractA, referenceMonth: '2026-02', amountCents: 23456 })).invoice;
    const foreign = (await createInvoice(cms, { contractId: b.contracts[0]!.documentId, referenceMonth: '2026-02' })).invoice;
    await sendNotification(cms, { userIds: [a.user.id] }, { title: 'Aviso só da A', description: '<p>a</p>' });
    await sendNotification(cms, { userIds: [b.user.id] }, { title: 'Aviso só do B', description: '<p>b</p>' });
    expect(
      (await call(cms, 'PUT', '/privacy/consents', { token: a.token, body: { category: 'marketing-email', granted: true } })).status,
    ).toBe(200);
    expect(
      (await call(cms, 'PUT', '/privacy/consents', { token: b.token, body: { category: 'cookies-marketing', granted: true } })).status,
    ).toBe(200);
    // A staff change on A's behalf is recorded and exported.
    const attendant = await createStaff(cms, { role: 'attendant-2' });
    const staffToken = await tokenFor(cms, attendant.user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'PATCH', '/attendant/session', { token: staffToken, body: { contractId: contractA } })).status).toBe(200);
    expect(
      (await call(cms, 'PATCH', '/user/sap/data', { token: staffToken, body: { faturaEmail: true, telefone: '(14) 9 9555-0000' } })).status,
    ).toBe(200);

    const requested = await call(cms, 'POST', '/privacy/exports', { token: a.token, body: { format: 'zip' } });
    expect(requested.status).toBe(202);
    expect(requested.body.data).toMatchObject({ status: 'WAITING', downloadPath: null });
    expect(requested.body.message).toBe(
      'Recebemos o seu pedido. Avisaremos por e-mail e notificação quando o arquivo estiver pronto (em alguns minutos).',
    );
    const job = await readyExport(a.token);
    expect(job.downloadPath).toBe(`/api/privacy/exports/${job.id}/file`);

    const file = await download(a.token, job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="meus-dados-necta-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(file.bytes);
    for (const name of [
      'dados.json',
      'LEIA-ME.txt',
      'conta.csv',
      'contratos.csv',
      'faturas.csv',
      'pagamentos.csv',
      'notificacoes.csv',
      'acessos.csv',
      'alteracoes_atendimento.csv',
      'consentimentos.csv',
      'solicitacoes_privacidade.csv',
    ])
      expect(Object.keys(files), name).toContain(name);
    const data = JSON.parse(files['dados.json']!);
    expect(data.conta[0]).toMatchObject({ nome: a.user.name, email: a.user.email, cpfCnpj: a.user.cpfCnpj, telefone: '14995550000' });
    expect(data.contratos.map((c: any) => c.codigoCliente)).toEqual([a.contracts[0]!.consumerCode]);
    expect(data.faturas.map((f: any) => f.numero).sort()).toEqual([paid.numDoc, open.numDoc].sort());
    expect(data.faturas.find((f: any) => f.numero === open.numDoc)).toMatchObject({ valorCentavos: 23456, mesReferencia: '2026-02' });
    expect(data.pagamentos).toEqual([expect.objectContaining({ fatura: paid.numDoc, dataPagamento: '2026-02-10', valorCentavos: 12345 })]);
    expect(data.notificacoes.map((n: any) => n.titulo)).toContain('Aviso só da A');
    expect(data.acessos.length).toBeGreaterThanOrEqual(1);
    expect(data.acessos[0]).toMatchObject({ data: expect.any(String), endereco: expect.any(String), forma: 'password' });
    expect(data.alteracoes_atendimento).toEqual([
      expect.objectContaining({
        contrato: a.contracts[0]!.consumerCode,
        atendente: `attendant-2 #${attendant.user.id}`,
        campos: 'faturaEmail telefone',
      }),
    ]);
    expect(data.consentimentos).toEqual([
      expect.objectContaining({ categoria: 'marketing-email', concedido: true, origem: 'area-cliente' }),
    ]);
    expect(files['faturas.csv']!.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('numero');
    expect(files['faturas.csv']).toContain(open.numDoc);

    // Nothing of B anywhere in the archive.
    const everything = Object.values(files).join('\n');
    for (const datum of [b.user.email, b.user.name, b.user.cpfCnpj!, foreign.numDoc, b.contracts[0]!.consumerCode, 'Aviso só do B'])
      expect(everything, datum).not.toContain(datum);

    // Announced.
    const inbox = await call(cms, 'GET', '/notification', { token: a.token });
    expect(inbox.body.notifications[0].title).toBe('Seus dados estão prontos para download');
    const mail = mails(cms).filter((m) => m.to.includes(a.user.email) && m.subject === 'Seus dados estão prontos - Necta Gás Natural');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('/area-cliente/atualizacao-cadastro?aba=privacidade');

    // Only the owner downloads: another customer → 404, an attendant → 403 (no export on anyone's behalf).
    const other = await download(b.token, job.id);
    expect(other.status).toBe(404);
    expect(other.json().error.message).toBe('Exportação não encontrada');
    const byStaff = await download(staffToken, job.id);
    expect(byStaff.status).toBe(403);
    for (const [method, route, body] of [
      ['POST', '/privacy/exports', { format: 'zip' }],
      ['GET', '/privacy/summary', undefined],
      ['POST', '/privacy/requests', { kind: 'DELETION', confirm: true }],
      ['PUT', '/privacy/consents', { category: 'marketing-email', granted: false }],
    ] as const) {
      const res = await call(cms, method, route, { token: staffToken, body });
      expect(res.status, `${method} ${route}`).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para acessar este recurso.');
    }
  }, 90_000);

  it('gives a secondary user only their own data', async () => {
    const owner = await customer({ role: 'industry' });
    await createInvoice(cms, { contractId: owner.contracts[0]!.documentId, referenceMonth: '2026-01' });
    const secondary = await customer({ role: 'industry', linkContracts: [owner.contracts[0]!.documentId], accountOwnerId: owner.user.id });
    expect((await call(cms, 'POST', '/privacy/exports', { token: secondary.token, body: { format: 'zip' } })).status).toBe(202);
    const job = await readyExport(secondary.token);
    const files = await unzip((await download(secondary.token, job.id)).bytes);
    const data = JSON.parse(files['dados.json']!);
    expect(data.conta[0]).toMatchObject({ email: secondary.user.email, titularDaConta: false });
    expect(data.contratos).toEqual([]);
    expect(data.faturas).toEqual([]);
    expect(Object.values(files).join('\n')).not.toContain(owner.user.email);
    expect((await download(owner.token, job.id)).status).toBe(404);
  }, 60_000);

  it('refuses a second export while one is running and a malformed request', async () => {
    const a = await customer();
    const bad = await call(cms, 'POST', '/privacy/exports', { token: a.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ format: 'Escolha o formato do arquivo (zip).' });
    // A job another instance holds (a lease in the future) is running: a new request waits for it.
    await setClock(cms, '2026-06-01T10:00:00-03:00');
    try {
      expect((await call(cms, 'POST', '/privacy/exports', { token: a.token, body: { format: 'zip' } })).status).toBe(202);
      const job = await readyExport(a.token);
      await sql(
        cms,
        "UPDATE privacy_data_exports SET status = 'PROCESSING', lease_until = ? WHERE document_id = ?",
        "UPDATE privacy_data_exports SET status = 'PROCESSING', lease_until = $1 WHERE document_id = $2",
        [dbTime(new Date('2026-06-01T14:00:00Z')), job.id],
      );
      const again = await call(cms, 'POST', '/privacy/exports', { token: a.token, body: { format: 'zip' } });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Já existe uma exportação em andamento. Aguarde: avisaremos quando o arquivo estiver pronto.');
    } finally {
      await resetClock(cms);
    }
  });

  it('keeps the link 24 hours by the server clock, then refuses it', async () => {
    const a = await customer();
    await setClock(cms, '2026-03-02T10:00:00-03:00');
    try {
      expect((await call(cms, 'POST', '/privacy/exports', { token: a.token, body: { format: 'zip' } })).status).toBe(202);
      const job = await readyExport(a.token);
      expect(job.readyAt).toBe('2026-03-02T13:00:00.000Z');
      expect(job.expiresAt).toBe('2026-03-03T13:00:00.000Z');
      await setClock(cms, '2026-03-03T09:59:00-03:00');
      expect((await download(a.token, job.id)).status).toBe(200);
      await setClock(cms, '2026-03-03T10:00:00-03:00');
      const expired = await download(a.token, job.id);
      expect(expired.status).toBe(410);
      expect(expired.json().error.message).toBe('O link de download expirou. Solicite uma nova exportação.');
      expect((await latest(a.token)).status).toBe('EXPIRED');
      // The loop deletes the file of an expired archive (its record in private storage goes too).
      await expect
        .poll(
          async () => {
            const [row] = await sql<{ status: string; f: number | string }>(
              cms,
              "SELECT e.status AS status, (SELECT count(*) FROM private_files p WHERE p.related_type = 'api::privacy.data-export' AND p.related_id = e.id) AS f FROM privacy_data_exports e WHERE e.document_id = ?",
              "SELECT e.status AS status, (SELECT count(*) FROM private_files p WHERE p.related_type = 'api::privacy.data-export' AND p.related_id = e.id) AS f FROM privacy_data_exports e WHERE e.document_id = $1",
              [job.id],
            );
            return { status: row!.status, files: Number(row!.f) };
          },
          { timeout: 15_000 },
        )
        .toEqual({ status: 'EXPIRED', files: 0 });
    } finally {
      await resetClock(cms);
    }
  }, 60_000);

  it('resumes a job left PROCESSING by a stopped instance once its lease runs out, not before', async () => {
    const a = await customer();
    const b = await customer();
    await setClock(cms, '2026-04-01T10:00:00-03:00');
    try {
      expect((await call(cms, 'POST', '/privacy/exports', { token: a.token, body: { format: 'zip' } })).status).toBe(202);
      const job = await readyExport(a.token);
      // As if an instance had claimed it at 10:00 and died: lease until 10:05, no file.
      await sql(
        cms,
        "UPDATE privacy_data_exports SET status = 'PROCESSING', lease_until = ?, file_data = NULL, ready_at = NULL, expires_at = NULL, attempts = 1 WHERE document_id = ?",
        "UPDATE privacy_data_exports SET status = 'PROCESSING', lease_until = $1, file_data = NULL, ready_at = NULL, expires_at = NULL, attempts = 1 WHERE document_id = $2",
        [dbTime(new Date('2026-04-01T13:05:00Z')), job.id],
      );
      // The loop keeps working (b's job is done) but leaves the leased one alone.
      expect((await call(cms, 'POST', '/privacy/exports', { token: b.token, body: { format: 'zip' } })).status).toBe(202);
      await readyExport(b.token);
      expect((await latest(a.token)).status).toBe('PROCESSING');

      await setClock(cms, '2026-04-01T10:06:00-03:00');
      const resumed = await readyExport(a.token);
      expect(resumed.readyAt).toBe('2026-04-01T13:06:00.000Z');
      const [row] = await sql<{ attempts: number }>(
        cms,
        'SELECT attempts FROM privacy_data_exports WHERE document_id = ?',
        'SELECT attempts FROM privacy_data_exports WHERE document_id = $1',
        [job.id],
      );
      expect(Number(row!.attempts)).toBe(2);
      expect((await download(a.token, job.id)).status).toBe(200);
    } finally {
      await resetClock(cms);
    }
  }, 60_000);
});

describe('consents', () => {
  it('records every change with its date and source; revoking is one call like granting', async () => {
    const a = await customer();
    const before = (await call(cms, 'GET', '/privacy/summary', { token: a.token })).body.data;
    expect(before.consents).toEqual([
      { category: 'marketing-email', granted: false, changedAt: null, history: [] },
      { category: 'cookies-performance', granted: false, changedAt: null, history: [] },
      { category: 'cookies-marketing', granted: false, changedAt: null, history: [] },
    ]);
    try {
      await setClock(cms, '2026-05-01T09:00:00-03:00');
      expect(
        (await call(cms, 'PUT', '/privacy/consents', { token: a.token, body: { category: 'marketing-email', granted: true } })).status,
      ).toBe(200);
      await setClock(cms, '2026-05-03T18:30:00-03:00');
      const revoked = await call(cms, 'PUT', '/privacy/consents', {
        token: a.token,
        body: { category: 'marketing-email', granted: false },
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body.data[0]).toEqual({
        category: 'marketing-email',
        granted: false,
        changedAt: '2026-05-03T21:30:00.000Z',
        history: [
          { granted: false, changedAt: '2026-05-03T21:30:00.000Z', source: 'area-cliente' },
          { granted: true, changedAt: '2026-05-01T12:00:00.000Z', source: 'area-cliente' },
        ],
      });
      const bad = await call(cms, 'PUT', '/privacy/consents', { token: a.token, body: { category: 'sms', granted: 'sim' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.fields).toEqual({
        category: 'Escolha uma categoria de consentimento válida.',
        granted: 'Informe se o consentimento é concedido (true) ou revogado (false).',
      });
      const rows = await sql<{ n: number }>(
        cms,
        'SELECT COUNT(*) AS n FROM privacy_consents WHERE user_id = ?',
        'SELECT COUNT(*)::int AS n FROM privacy_consents WHERE user_id = $1',
        [a.user.id],
      );
      expect(Number(rows[0]!.n)).toBe(2);
    } finally {
      await resetClock(cms);
    }
  });

  it('lists the recipients of the data kept by editors and names the encarregado', async () => {
    const a = await customer();
    const summary = (await call(cms, 'GET', '/privacy/summary', { token: a.token })).body.data;
    expect(summary.recipients.map((r: any) => r.name)).toEqual([
      'Bancos e instituições de pagamento (arrecadação de boletos e Pix)',
      'Correios (Empresa Brasileira de Correios e Telégrafos)',
      'ARSESP — Agência Reguladora de Serviços Públicos do Estado de São Paulo',
      'Secretaria da Fazenda e Planejamento do Estado de São Paulo',
    ]);
    expect(summary.recipients[0]).toEqual({
      name: expect.any(String),
      purpose: expect.any(String),
      dataShared: expect.any(String),
      legalBasis: expect.any(String),
    });
    expect(summary.dpo).toEqual({ name: 'Ana Paula Ferreira', email: 'privacidade@necta.local', phone: '0800 773 6099' });
    expect(summary.account).toMatchObject({ email: a.user.email, isAccountOwner: true });
  });
});

describe('deletion and anonymization', () => {
  const CM = '/content-manager/collection-types/api::privacy.privacy-request';

  const staffToken = () => staffAdminToken(cms);

  async function admin(method: string, path: string, token: string, body?: unknown) {
    const res = await fetch(new URL(path, cms.url), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** Every text column of every table holding `needle` (case-insensitive): "table.column". */
  async function tablesHolding(needle: string): Promise<string[]> {
    return withSql(cms, async (run) => {
      const columns = await run<{ t: string; c: string }>(
        "SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE 'portal_search%' AND (p.type LIKE '%CHAR%' OR p.type LIKE '%TEXT%' OR p.type LIKE '%CLOB%' OR p.type = '' OR p.type LIKE 'json%')",
        "SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('character varying', 'text', 'json', 'jsonb', 'character')",
      );
      const found: string[] = [];
      for (const { t, c } of columns) {
        const [row] = await run<{ n: number | string }>(
          `SELECT COUNT(*) AS n FROM "${t}" WHERE lower(CAST("${c}" AS TEXT)) LIKE ?`,
          `SELECT COUNT(*) AS n FROM "${t}" WHERE lower(CAST("${c}" AS TEXT)) LIKE $1`,
          [`%${needle.toLowerCase()}%`],
        );
        if (Number(row!.n) > 0) found.push(`${t}.${c}`);
      }
      return found;
    });
  }

  it('gives a protocol, follows the staff’s moves in the admin and, once approved, leaves no personal datum while invoices stay', async () => {
    const name = `Zuleica Anonimizável ${unique()}`;
    const phone = `1498${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const a = await customer({ name, phone });
    const contract = a.contracts[0]!;
    const bills = [
      (await createInvoice(cms, { contractId: contract.documentId, referenceMonth: '2026-01', amountCents: 11111 })).invoice,
      (await createInvoice(cms, { contractId: contract.documentId, referenceMonth: '2026-02', amountCents: 22222 })).invoice,
    ];
    await payInvoice(cms, { numDoc: bills[0]!.numDoc, paymentDate: '2026-02-09' });
    await sendNotification(cms, { userIds: [a.user.id] }, { title: `Olá ${name}`, description: `<p>${a.user.email}</p>` });
    await call(cms, 'PUT', '/privacy/consents', { token: a.token, body: { category: 'cookies-performance', granted: true } });
    expect((await call(cms, 'POST', '/privacy/exports', { token: a.token, body: { format: 'zip' } })).status).toBe(202);
    await readyExport(a.token);
    // The same person also wrote to the encarregado from the site.
    expect(
      (
        await call(cms, 'POST', '/privacy/dpo-contact', {
          body: { name, email: a.user.email, message: `Sou ${name}, CPF ${a.user.cpfCnpj}` },
        })
      ).status,
    ).toBe(201);

    const bad = await call(cms, 'POST', '/privacy/requests', { token: a.token, body: { kind: 'DELETION' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toEqual({ confirm: 'Confirme que leu o que será mantido e o que será apagado.' });

    const created = await call(cms, 'POST', '/privacy/requests', { token: a.token, body: { kind: 'ANONYMIZATION', confirm: true } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Solicitação registrada. Guarde o número do protocolo.');
    const request = created.body.data;
    expect(request.protocol).toMatch(/^LGPD-\d{8}-[A-Z0-9]{6}$/);
    expect(request).toMatchObject({ kind: 'ANONYMIZATION', status: 'OPEN' });
    const receipt = mails(cms).filter(
      (m) => m.to.includes(a.user.email) && m.subject === 'Recebemos sua solicitação de privacidade - Necta Gás Natural',
    );
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain(request.protocol);
    const twice = await call(cms, 'POST', '/privacy/requests', { token: a.token, body: { kind: 'DELETION', confirm: true } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Você já tem uma solicitação em andamento. Acompanhe o status abaixo.');

    // Staff: one step at a time.
    const token = await staffToken();
    const skip = await admin('PUT', `${CM}/${request.id}`, token, { requestStatus: 'APPROVED' });
    expect(skip.status).toBe(400);
    expect(skip.body.error.message).toBe('Mudança de status não permitida: siga Aberta → Em análise → Aprovada ou Recusada → Concluída.');
    expect((await admin('PUT', `${CM}/${request.id}`, token, { requestStatus: 'IN_REVIEW' })).status).toBe(200);
    const summary = (await call(cms, 'GET', '/privacy/summary', { token: a.token })).body.data;
    expect(summary.requests[0]).toMatchObject({ protocol: request.protocol, status: 'IN_REVIEW' });

    const approved = await admin('PUT', `${CM}/${request.id}`, token, { requestStatus: 'APPROVED', protocol: 'LGPD-FORJADO' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const stored = (await admin('GET', `${CM}/${request.id}`, token)).body.data;
    expect(stored).toMatchObject({ protocol: request.protocol, requestStatus: 'DONE', name: null, email: null, cpfCnpj: null });
    expect(stored.history.map((h: any) => [h.from, h.to])).toEqual([
      [null, 'OPEN'],
      ['OPEN', 'IN_REVIEW'],
      ['IN_REVIEW', 'APPROVED'],
      ['APPROVED', 'DONE'],
    ]);
    expect(stored.history[1].by).toContain(STAFF_ADMIN.email);

    // The account is closed: the session is gone and the credentials no longer sign in.
    expect((await call(cms, 'GET', '/portal/me', { token: a.token })).status).toBe(401);
    const login = await call(cms, 'POST', '/portal/auth/login', { body: { email: a.user.email, password: FACTORY_PASSWORD } });
    expect(login.status).toBe(400);
    expect(login.body.error.message).toBe('Dados não encontrados.');

    // No personal datum of the customer in any table…
    for (const datum of [name, a.user.email, a.user.cpfCnpj!, phone]) expect(await tablesHolding(datum), datum).toEqual([]);
    // …while the invoices keep their fiscal fields.
    const kept = await sql<{ num_doc: string; amount_cents: number | string; issue_date: unknown; payment_date: unknown }>(
      cms,
      'SELECT num_doc, amount_cents, issue_date, payment_date FROM invoices WHERE num_doc IN (?, ?) ORDER BY amount_cents',
      'SELECT num_doc, amount_cents, issue_date, payment_date FROM invoices WHERE num_doc IN ($1, $2) ORDER BY amount_cents',
      [bills[0]!.numDoc, bills[1]!.numDoc],
    );
    expect(kept.map((r) => [r.num_doc, Number(r.amount_cents)])).toEqual([
      [bills[0]!.numDoc, 11111],
      [bills[1]!.numDoc, 22222],
    ]);
    expect(kept.every((r) => r.issue_date)).toBe(true);
    expect(kept[0]!.payment_date).toBeTruthy();
    const [closed] = await sql<{ situation: string; code: string }>(
      cms,
      'SELECT situation, consumer_code AS code FROM contracts WHERE document_id = ?',
      'SELECT situation, consumer_code AS code FROM contracts WHERE document_id = $1',
      [contract.documentId],
    );
    expect(closed).toEqual({ situation: 'DEACTIVATE', code: contract.consumerCode });
  }, 120_000);

  it('refuses a move out of order on a request already closed', async () => {
    const a = await customer();
    const created = await call(cms, 'POST', '/privacy/requests', { token: a.token, body: { kind: 'DELETION', confirm: true } });
    const token = await staffToken();
    expect((await admin('PUT', `${CM}/${created.body.data.id}`, token, { requestStatus: 'IN_REVIEW' })).status).toBe(200);
    expect(
      (
        await admin('PUT', `${CM}/${created.body.data.id}`, token, {
          requestStatus: 'REJECTED',
          decisionNote: 'Contrato ativo com débito.',
        })
      ).status,
    ).toBe(200);
    expect((await admin('PUT', `${CM}/${created.body.data.id}`, token, { requestStatus: 'OPEN' })).status).toBe(400);
    expect((await admin('PUT', `${CM}/${created.body.data.id}`, token, { requestStatus: 'DONE' })).status).toBe(200);
    const summary = (await call(cms, 'GET', '/privacy/summary', { token: a.token })).body.data;
    expect(summary.requests[0].status).toBe('DONE');
    expect(summary.requests[0].history.map((h: any) => h.to)).toEqual(['OPEN', 'IN_REVIEW', 'REJECTED', 'DONE']);
    // Rejected: the account is untouched.
    expect((await call(cms, 'GET', '/portal/me', { token: a.token })).status).toBe(200);
  });
});

describe('the encarregado’s public form', () => {
  it('answers a protocol, e-mails a copy to the sender and the message to the encarregado', async () => {
    const email = `visitante-${unique()}@exemplo.test`;
    const res = await call(cms, 'POST', '/privacy/dpo-contact', {
      body: { name: 'Visitante do Site', email, message: 'Quais dados vocês têm sobre mim?' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Mensagem enviada ao encarregado. Enviamos uma cópia com o protocolo para o seu e-mail.');
    const protocol = res.body.data.protocol as string;
    expect(protocol).toMatch(/^LGPD-\d{8}-[A-Z0-9]{6}$/);
    const copy = mails(cms).find((m) => m.to.includes(email));
    expect(copy?.subject).toBe('Sua mensagem ao encarregado de dados - Necta Gás Natural');
    expect(copy?.text).toContain(protocol);
    // The sender's copy has the protocol and fixed text only, never what was typed in the form.
    expect(copy?.text).not.toContain('Quais dados vocês têm sobre mim?');
    expect(copy?.text).not.toContain('Visitante do Site');
    const toDpo = mails(cms).find((m) => m.to.includes('privacidade@necta.local') && m.subject.includes(protocol));
    expect(toDpo?.text).toContain('Quais dados vocês têm sobre mim?');
    const [row] = await sql<{ kind: string; status: string; source: string }>(
      cms,
      'SELECT kind, request_status AS status, source FROM privacy_requests WHERE protocol = ?',
      'SELECT kind, request_status AS status, source FROM privacy_requests WHERE protocol = $1',
      [protocol],
    );
    expect(row).toEqual({ kind: 'DPO_CONTACT', status: 'OPEN', source: 'site' });
  });

  it('sends to the DPO address of the server settings, whatever an editor writes in the site settings', async () => {
    const login = await fetch(new URL('/admin/login', cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
    });
    const adminToken = ((await login.json()) as any).data.token as string;
    const settings = '/content-manager/single-types/api::site-setting.site-setting';
    const current = (await (await fetch(new URL(settings, cms.url), { headers: { authorization: `Bearer ${adminToken}` } })).json()) as any;
    expect(current.data).not.toHaveProperty('dpoEmail');
    await fetch(new URL(settings, cms.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...current.data, dpoEmail: 'desvio@exemplo.test', supportEmail: 'desvio@exemplo.test' }),
    });
    const res = await call(cms, 'POST', '/privacy/dpo-contact', {
      body: { name: 'Pessoa', email: `visitante-${unique()}@exemplo.test`, message: 'Meu CPF é 529.982.247-25', cpfCnpj: '529.982.247-25' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const protocol = res.body.data.protocol as string;
    expect(mails(cms).some((m) => m.to.includes('desvio@exemplo.test'))).toBe(false);
    expect(mails(cms).some((m) => m.to.includes('privacidade@necta.local') && m.subject.includes(protocol))).toBe(true);
    const site = (await (
      await fetch(new URL('/api/site-setting', cms.url), { headers: { authorization: `Bearer ${cms.readToken}` } })
    ).json()) as any;
    expect(site.data).toMatchObject({ dpoEmail: 'privacidade@necta.local', supportEmail: 'atendimento@necta.local' });
  });

  it('names each missing or wrong field', async () => {
    const res = await call(cms, 'POST', '/privacy/dpo-contact', { body: { name: ' ', email: 'nao-e-email', message: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      name: 'Informe seu nome',
      email: 'Digite um formato de email válido',
      message: 'Escreva a sua mensagem',
    });
  });
});
