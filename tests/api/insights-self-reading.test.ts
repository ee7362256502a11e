/**
 * Self-reading against a real Strapi (docs/insights-self-reading.md) on a fixed clock: the cycle's
 * window, the reading with its photo (checked by content, private storage), the checks against the
 * last reading (meter rollover) and the history's range (confirmation, staff review), staff's
 * decision in the CMS admin and the customer told, and the photos' retention sweep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff, resetClock, setClock } from '../support/factories';
import { STAFF_ADMIN, STAFF_ADMIN_ENV, staffAdminToken, startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ ...STAFF_ADMIN_ENV, JOBS_POLL_MS: '200', SELF_READING_PHOTO_RETENTION_DAYS: '30' });
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const photo = [{ bytes: PNG, type: 'image/png', name: 'medidor.png' }];

/**
 * A customer with three bills of 30 m³ every 30 days (1 m³ a day): readings 1000 on 01/01/2026,
 * 1030 on 31/01 and 1060 on 02/03 (issue dates, the bills' reading dates). The next cycle's
 * reading date is 02/04/2026; with the default 5-day window it opens on 28/03.
 */
async function customerWithHistory() {
  const made = await createCustomer(cms, {});
  const contract = made.contracts[0]!;
  const bill = (issueDate: string, previousReading: string, currentReading: string, consumptionM3: string) =>
    createInvoice(cms, {
      contractId: contract.documentId,
      issueDate,
      previousReading,
      currentReading,
      consumptionM3,
      paymentDate: issueDate,
    });
  await bill('2026-01-01', '970', '1000', '30');
  await bill('2026-01-31', '1000', '1030', '30');
  await bill('2026-03-02', '1030', '1060', '30');
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, contract, token };
}

async function send(
  token: string,
  contractId: string,
  fields: { reading?: string; confirm?: string; files?: { bytes: Buffer; type: string; name: string }[] },
) {
  const form = new FormData();
  if (fields.reading !== undefined) form.append('reading', fields.reading);
  if (fields.confirm !== undefined) form.append('confirm', fields.confirm);
  for (const f of fields.files ?? []) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${cms.url}/api/insights/self-reading?contractId=${contractId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const state = async (token: string, contractId: string) => {
  const res = await call(cms, 'GET', '/insights/self-reading', { token, query: { contractId } });
  expect(res.status).toBe(200);
  return res.body.data;
};

const readingsOf = (contractId: number) =>
  sql<{ id: number; protocol: string; reading_status: string; photo_deleted_at: unknown }>(
    cms,
    'SELECT r.id, r.protocol, r.reading_status, r.photo_deleted_at FROM insights_meter_readings r JOIN insights_meter_readings_contract_lnk l ON l.meter_reading_id = r.id WHERE l.contract_id = ? ORDER BY r.id',
    'SELECT r.id, r.protocol, r.reading_status, r.photo_deleted_at FROM insights_meter_readings r JOIN insights_meter_readings_contract_lnk l ON l.meter_reading_id = r.id WHERE l.contract_id = $1 ORDER BY r.id',
    [contractId],
  );

const photosOf = async (readingId: number) =>
  Number(
    (
      await sql<{ n: number | string }>(
        cms,
        "SELECT COUNT(*) AS n FROM private_files WHERE related_type = 'api::insights.meter-reading' AND related_id = ? AND kind = 'METER_PHOTO'",
        "SELECT COUNT(*) AS n FROM private_files WHERE related_type = 'api::insights.meter-reading' AND related_id = $1 AND kind = 'METER_PHOTO'",
        [readingId],
      )
    )[0]!.n,
  );

describe('the reading window', () => {
  it('is closed before the 5 days that lead to the cycle reading date, and says when it opens', async () => {
    await setClock(cms, '2026-03-27T10:00:00-03:00');
    const c = await customerWithHistory();
    const seen = await state(c.token, c.contract.documentId);
    expect(seen.window).toEqual({ readingDate: '2026-04-02', opensOn: '2026-03-28', closesOn: '2026-04-02', open: false });
    expect(seen.lastReading).toEqual({ reading: '1060', date: '2026-03-02' });
    // No reading informed yet: 1 m³ a day of history over the 31 days from 02/03 to 02/04.
    expect(seen.projection).toMatchObject({ projectedM3: '31', basis: 'HISTORY', days: 31 });
    const res = await send(c.token, c.contract.documentId, { reading: '1085', files: photo });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('A autoleitura está fechada. Ela abre alguns dias antes da data de leitura do seu ciclo.');
    expect(await readingsOf(c.contract.id)).toHaveLength(0);
  });
});

describe('informing the reading', () => {
  it('accepts at once a reading within the range of the history, once per cycle', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const c = await customerWithHistory();
    const res = await send(c.token, c.contract.documentId, { reading: '1085', files: photo });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Leitura recebida e aceita. Ela será usada na sua próxima fatura.');
    expect(res.body.data).toMatchObject({
      kind: 'CYCLE',
      reading: '1085',
      readOn: '2026-03-30',
      cycleReadingDate: '2026-04-02',
      consumedM3: '25',
      rollover: false,
      status: 'ACCEPTED',
      statusLabel: 'Aceita',
      refusalReason: null,
      numDoc: null,
    });
    const seen = await state(c.token, c.contract.documentId);
    expect(seen.current).toMatchObject({ protocol: res.body.data.protocol, status: 'ACCEPTED' });
    expect(seen.lastReading).toEqual({ reading: '1085', date: '2026-03-30' });
    // 25 m³ in the 28 days since the bill's reading of 02/03: 31 days to 02/04 make 27.679 m³.
    expect(seen.projection).toMatchObject({
      periodStart: '2026-03-02',
      periodEnd: '2026-04-02',
      days: 31,
      elapsedDays: 28,
      consumedM3: '25',
      projectedM3: '27.679',
      basis: 'INFORMED',
      correctedM3: '27.679',
    });
    const rows = await readingsOf(c.contract.id);
    expect(rows).toHaveLength(1);
    expect(await photosOf(rows[0]!.id)).toBe(1);

    const again = await send(c.token, c.contract.documentId, { reading: '1086', files: photo });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Você já informou a leitura deste ciclo.');
  });

  it('refuses a reading below the last one, a missing photo and a photo that is not an image, writing nothing', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const c = await customerWithHistory();
    const below = await send(c.token, c.contract.documentId, { reading: '1050', files: photo });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toBe('A leitura informada é menor que a última leitura do medidor. Confira os números.');
    const none = await send(c.token, c.contract.documentId, { reading: '1085' });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Anexe a foto do medidor.');
    const pdf = await send(c.token, c.contract.documentId, {
      reading: '1085',
      files: [{ bytes: PDF, type: 'image/png', name: 'medidor.png' }],
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe('A foto do medidor deve ser uma imagem JPG ou PNG.');
    const empty = await send(c.token, c.contract.documentId, { reading: '', files: photo });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Informe a leitura do medidor.');
    expect(await readingsOf(c.contract.id)).toHaveLength(0);
  });

  it('handles the meter that wrapped: 99 990 → 00 015 is 25 m³', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const made = await createCustomer(cms, {});
    const contract = made.contracts[0]!;
    await createInvoice(cms, {
      contractId: contract.documentId,
      issueDate: '2026-01-31',
      previousReading: '99930',
      currentReading: '99960',
      consumptionM3: '30',
      paymentDate: '2026-01-31',
    });
    await createInvoice(cms, {
      contractId: contract.documentId,
      issueDate: '2026-03-02',
      previousReading: '99960',
      currentReading: '99990',
      consumptionM3: '30',
      paymentDate: '2026-03-02',
    });
    const token = await tokenFor(cms, made.user.email, made.user.password!);
    const res = await send(token, contract.documentId, { reading: '15', files: photo });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reading: '15', consumedM3: '25', rollover: true, status: 'ACCEPTED' });
  });
});

describe('a reading out of the expected range', () => {
  const READINGS = '/content-manager/collection-types/api::insights.meter-reading';

  async function admin(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  async function documentIdOf(token: string, protocol: string) {
    const list = await admin(token, 'GET', `${READINGS}?filters[protocol][$eq]=${protocol}`);
    expect(list.status).toBe(200);
    return list.body.results[0].documentId as string;
  }

  const titles = async (userId: number) =>
    (
      await sql<{ title: string }>(
        cms,
        'SELECT title FROM portal_notifications WHERE user_id = ?',
        'SELECT title FROM portal_notifications WHERE user_id = $1',
        [userId],
      )
    ).map((t) => t.title);

  it('asks the customer to confirm, then waits for staff; a refusal names its reason and frees the cycle', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const c = await customerWithHistory();
    const ask = await send(c.token, c.contract.documentId, { reading: '1200', files: photo });
    expect(ask.status).toBe(409);
    expect(ask.body.error.message).toBe(
      'A leitura informada está fora do esperado para o seu histórico de consumo. Confira os números e confirme o envio: a leitura será analisada pela nossa equipe.',
    );
    expect(await readingsOf(c.contract.id)).toHaveLength(0);

    const sent = await send(c.token, c.contract.documentId, { reading: '1200', confirm: 'true', files: photo });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Leitura recebida. Ela será analisada pela nossa equipe e avisaremos o resultado.');
    expect(sent.body.data).toMatchObject({ status: 'RECEIVED', statusLabel: 'Recebida (em análise)', consumedM3: '140' });

    const token = await staffAdminToken(cms);
    const id = await documentIdOf(token, sent.body.data.protocol);
    const noReason = await admin(token, 'PUT', `${READINGS}/${id}`, { readingStatus: 'REFUSED' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe('Informe o motivo da recusa.');
    const refused = await admin(token, 'PUT', `${READINGS}/${id}`, {
      readingStatus: 'REFUSED',
      refusalReason: 'Foto ilegível',
      reading: '1',
    });
    expect(refused.status).toBe(200);
    const seen = await state(c.token, c.contract.documentId);
    expect(seen.current).toBeNull();
    expect(seen.readings[0]).toMatchObject({ reading: '1200', status: 'REFUSED', statusLabel: 'Recusada', refusalReason: 'Foto ilegível' });
    expect(await titles(c.user.id)).toContain('Autoleitura recusada');
    const rows = await sql<{ reviewed_by: string }>(
      cms,
      'SELECT reviewed_by FROM insights_meter_readings WHERE protocol = ?',
      'SELECT reviewed_by FROM insights_meter_readings WHERE protocol = $1',
      [sent.body.data.protocol],
    );
    expect(rows[0]!.reviewed_by).toBe(STAFF_ADMIN.email);

    const change = await admin(token, 'PUT', `${READINGS}/${id}`, { readingStatus: 'ACCEPTED' });
    expect(change.status).toBe(400);
    expect(change.body.error.message).toBe('Esta leitura já foi analisada; a decisão não muda.');

    // The cycle is free again: a new reading, confirmed, and this time accepted.
    const second = await send(c.token, c.contract.documentId, { reading: '1150', confirm: 'true', files: photo });
    expect(second.status).toBe(200);
    const secondId = await documentIdOf(token, second.body.data.protocol);
    expect((await admin(token, 'PUT', `${READINGS}/${secondId}`, { readingStatus: 'ACCEPTED' })).status).toBe(200);
    expect((await state(c.token, c.contract.documentId)).current).toMatchObject({ reading: '1150', status: 'ACCEPTED' });
    expect(await titles(c.user.id)).toContain('Autoleitura aceita');
  });
});

describe('the contest of a bill issued from an estimated reading', () => {
  const READINGS = '/content-manager/collection-types/api::insights.meter-reading';
  const TARIFFS = '/content-manager/collection-types/api::insights.tariff';

  async function admin(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  async function contest(token: string, contractId: string, numDoc: string, reading: string) {
    const form = new FormData();
    form.append('reading', reading);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'medidor.png');
    const res = await fetch(`${cms.url}/api/insights/invoices/${numDoc}/contest?contractId=${contractId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  it('registers the contest with its protocol, and the accepted one corrects the bill by the tariff', async () => {
    await setClock(cms, '2026-03-20T10:00:00-03:00');
    const staff = await staffAdminToken(cms);
    // A residential tariff of R$ 5,00 per m³ in one tier, R$ 10,00 a month, no taxes (a test table, not the regulator's).
    const tariff = await admin(staff, 'POST', TARIFFS, {
      name: 'Tarifa de teste da autoleitura',
      tariffClass: 'RESIDENCIAL',
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      fixedPerMonth: '10',
      tiers: [{ label: 'Faixa única', upToM3: null, pricePerM3: '5' }],
      taxes: [],
    });
    expect(tariff.status).toBe(201);
    const made = await createCustomer(cms, {});
    const contract = made.contracts[0]!;
    const estimated = (
      await createInvoice(cms, {
        contractId: contract.documentId,
        issueDate: '2026-03-05',
        dueDate: '2026-03-25',
        amountCents: 30_000,
        previousReading: '1000',
        currentReading: '1040',
        consumptionM3: '40',
        previousReadingDate: '2026-02-02',
        currentReadingDate: '2026-03-04',
        readingType: 'ESTIMATED',
        measuredM3: '40',
        correctionFactor: '1',
        correctedM3: '40',
      })
    ).invoice.numDoc;
    const real = (
      await createInvoice(cms, { contractId: contract.documentId, issueDate: '2026-02-05', readingType: 'REAL', paymentDate: '2026-02-10' })
    ).invoice.numDoc;
    const token = await tokenFor(cms, made.user.email, made.user.password!);
    const before = await state(token, contract.documentId);
    expect(before.contestable).toEqual([{ numDoc: estimated, readOn: '2026-03-04', reading: '1040', consumedM3: '40' }]);

    const notEstimated = await contest(token, contract.documentId, real, '1025');
    expect(notEstimated.status).toBe(422);
    expect(notEstimated.body.error.message).toBe('Só é possível contestar uma fatura emitida com leitura estimada.');

    const sent = await contest(token, contract.documentId, estimated, '1025');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Contestação registrada. Vamos analisar a leitura e avisar você do resultado.');
    expect(sent.body.data).toMatchObject({ kind: 'CONTEST', numDoc: estimated, reading: '1025', consumedM3: '25', status: 'RECEIVED' });
    expect(sent.body.data.protocol).toMatch(/^LEI-2026-[0-9A-F]{10}$/);
    const again = await contest(token, contract.documentId, estimated, '1026');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Já existe uma contestação em análise para esta fatura.');

    const list = await admin(staff, 'GET', `${READINGS}?filters[protocol][$eq]=${sent.body.data.protocol}`);
    const accepted = await admin(staff, 'PUT', `${READINGS}/${list.body.results[0].documentId}`, { readingStatus: 'ACCEPTED' });
    expect(accepted.status).toBe(200);
    // 15 m³ less at R$ 5,00: R$ 300,00 − R$ 75,00; the fixed part is the same period's.
    const bills = await sql<{ amount_cents: number | string; reading_type: string; current_reading: string; corrected_m_3: string }>(
      cms,
      'SELECT amount_cents, reading_type, current_reading, corrected_m_3 FROM invoices WHERE num_doc = ?',
      'SELECT amount_cents, reading_type, current_reading, corrected_m_3 FROM invoices WHERE num_doc = $1',
      [estimated],
    );
    expect(bills.map((b) => ({ ...b, amount_cents: Number(b.amount_cents) }))).toEqual([
      { amount_cents: 22_500, reading_type: 'INFORMED', current_reading: '1025', corrected_m_3: '25' },
    ]);
    const titles = await sql<{ title: string }>(
      cms,
      'SELECT title FROM portal_notifications WHERE user_id = ?',
      'SELECT title FROM portal_notifications WHERE user_id = $1',
      [made.user.id],
    );
    expect(titles.map((t) => t.title)).toContain('Contestação de leitura aceita');
    const after = await state(token, contract.documentId);
    expect(after.contestable).toEqual([]);
    expect(after.readings[0]).toMatchObject({ kind: 'CONTEST', status: 'ACCEPTED', numDoc: estimated });
    await admin(staff, 'DELETE', `${TARIFFS}/${tariff.body.data.documentId}`);
  });
});

describe('the photos retention', () => {
  it('deletes a decided reading’s photo after SELF_READING_PHOTO_RETENTION_DAYS and keeps the reading', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const c = await customerWithHistory();
    expect((await send(c.token, c.contract.documentId, { reading: '1085', files: photo })).status).toBe(200);
    const [row] = await readingsOf(c.contract.id);
    expect(await photosOf(row!.id)).toBe(1);
    // 32 days after the acceptance, past the 30 days of retention.
    await setClock(cms, '2026-05-01T10:00:00-03:00', { advance: true });
    for (let i = 0; i < 300 && (await photosOf(row!.id)) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await photosOf(row!.id)).toBe(0);
    const after = await readingsOf(c.contract.id);
    expect(after[0]!.photo_deleted_at).not.toBeNull();
    expect(after[0]!.reading_status).toBe('ACCEPTED');
  });
});

describe('an accepted reading feeds its cycle’s bill and the consumption alert', () => {
  const READINGS = '/content-manager/collection-types/api::insights.meter-reading';
  const TARIFFS = '/content-manager/collection-types/api::insights.tariff';

  async function admin(token: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${cms.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  /** A residential tariff of R$ 5,00 per m³ in one tier, R$ 10,00 a month, no taxes (a test table, not the regulator's). */
  const testTariff = async (staff: string) => {
    const tariff = await admin(staff, 'POST', TARIFFS, {
      name: 'Tarifa de teste da leitura informada',
      tariffClass: 'RESIDENCIAL',
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      fixedPerMonth: '10',
      tiers: [{ label: 'Faixa única', upToM3: null, pricePerM3: '5' }],
      taxes: [],
    });
    expect(tariff.status).toBe(201);
    return tariff.body.data.documentId as string;
  };

  /**
   * Three bills of 30 m³ in 30 days (1 m³ a day) with their reading dates, 01/01, 31/01 and
   * 02/03/2026 (meter 970 → 1 000 → 1 030 → 1 060): the cycle's reading date is 02/04/2026.
   */
  async function customerWithDatedHistory() {
    const made = await createCustomer(cms, {});
    const contract = made.contracts[0]!;
    const dated = [
      ['2026-01', '2025-12-02', '2026-01-01', '970', '1000'],
      ['2026-02', '2026-01-01', '2026-01-31', '1000', '1030'],
      ['2026-03', '2026-01-31', '2026-03-02', '1030', '1060'],
    ] as const;
    for (const [referenceMonth, previousReadingDate, currentReadingDate, previousReading, currentReading] of dated)
      await createInvoice(cms, {
        contractId: contract.documentId,
        referenceMonth,
        issueDate: currentReadingDate,
        previousReadingDate,
        currentReadingDate,
        previousReading,
        currentReading,
        consumptionM3: '30',
        readingType: 'REAL',
        measuredM3: '30',
        correctionFactor: '1',
        correctedM3: '30',
        paymentDate: currentReadingDate,
      });
    const token = await tokenFor(cms, made.user.email, made.user.password!);
    return { ...made, contract, token };
  }

  /** The April bill as the billing system issues it from an estimated reading: 1 060 → 1 091 (31 m³), 31 × R$ 5,00 + R$ 10,00 = R$ 165,00. */
  const estimatedApril = (contractId: string) =>
    createInvoice(cms, {
      contractId,
      referenceMonth: '2026-04',
      issueDate: '2026-04-05',
      dueDate: '2026-04-25',
      amountCents: 16_500,
      previousReadingDate: '2026-03-02',
      currentReadingDate: '2026-04-02',
      previousReading: '1060',
      currentReading: '1091',
      consumptionM3: '31',
      readingType: 'ESTIMATED',
      measuredM3: '31',
      correctionFactor: '1',
      correctedM3: '31',
    });

  const billRow = async (numDoc: string) =>
    (
      await sql<{
        amount_cents: number | string;
        reading_type: string;
        current_reading: string;
        measured_m_3: string;
        corrected_m_3: string;
      }>(
        cms,
        'SELECT amount_cents, reading_type, current_reading, measured_m_3, corrected_m_3 FROM invoices WHERE num_doc = ?',
        'SELECT amount_cents, reading_type, current_reading, measured_m_3, corrected_m_3 FROM invoices WHERE num_doc = $1',
        [numDoc],
      )
    ).map((b) => ({ ...b, amount_cents: Number(b.amount_cents) }))[0];

  const alertRows = (contractId: number) =>
    sql<{ key: string; kind: string; litres: number | string; days: number | string }>(
      cms,
      'SELECT "key" AS key, kind, litres, days FROM insights_consumption_alerts WHERE contract_id = ? ORDER BY id',
      'SELECT "key" AS key, kind, litres, days FROM insights_consumption_alerts WHERE contract_id = $1 ORDER BY id',
      [contractId],
    );

  async function pdfText(pdf: Buffer): Promise<string> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++)
      pages.push((await (await document.getPage(n)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
    // Runs of spaces (and the no-break space of R$ 1,00) folded: pdf.js splits a line into several items.
    return pages.join(' ').replace(/[\s\u00a0]+/g, ' ');
  }
  const flat = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

  it('issues the cycle’s bill from the reading accepted at once, explains and prints it as informed, and queues the projection alert', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const staff = await staffAdminToken(cms);
    const tariff = await testTariff(staff);
    const c = await customerWithDatedHistory();
    // 40 m³ in the 28 days since 02/03: within the history's range (28 m³ ± 60 %: 11,2 to 44,8 m³), accepted at once.
    const sent = await send(c.token, c.contract.documentId, { reading: '1100', files: photo });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'ACCEPTED', consumedM3: '40' });
    // Queued with the reading, before the answer: 40 m³ × 31 days ÷ 28 days = 44,285714… → 44 286 litres, for 04/2026.
    expect(
      (await alertRows(c.contract.id)).map((r) => ({ key: r.key, kind: r.kind, litres: Number(r.litres), days: Number(r.days) })),
    ).toEqual([{ key: `PROJECTION:${c.contract.id}:2026-04`, kind: 'PROJECTION', litres: 44_286, days: 31 }]);
    // Usual: the median of 1 m³ a day × 31 days = 31 m³; the alert at 30 % above: 31 × 1,3 = 40,3 m³ < 44,286 m³.
    await expect
      .poll(async () => (await titlesOf(c.user.id)).filter((t) => t === 'Projeção de consumo acima do habitual').length, {
        timeout: 60_000,
      })
      .toBe(1);
    const note = await sql<{ description: string }>(
      cms,
      "SELECT description FROM portal_notifications WHERE user_id = ? AND title = 'Projeção de consumo acima do habitual'",
      "SELECT description FROM portal_notifications WHERE user_id = $1 AND title = 'Projeção de consumo acima do habitual'",
      [c.user.id],
    );
    expect(note[0]!.description).toContain(
      'A projeção da fatura de 04/2026 indica 44,286 m³, acima do seu limite de alerta de 40,3 m³ (30 % acima do habitual de 31 m³ para 31 dias).',
    );

    // The billing system issues April from an estimated reading; the portal issues it from the informed one.
    const { invoice } = await estimatedApril(c.contract.documentId);
    // 1 100 − 1 060 = 40 m³; R$ 165,00 − (31 × 5 + 10) + (40 × 5 + 10) = R$ 210,00.
    expect(await billRow(invoice.numDoc)).toEqual({
      amount_cents: 21_000,
      reading_type: 'INFORMED',
      current_reading: '1100',
      measured_m_3: '40',
      corrected_m_3: '40',
    });
    const explained = await call(cms, 'GET', `/insights/explain/${invoice.numDoc}`, { token: c.token });
    expect(explained.status).toBe(200);
    expect(explained.body.consumption).toMatchObject({
      currentReading: '1100',
      readingType: 'INFORMED',
      readingTypeLabel: 'leitura informada pelo cliente',
      measuredM3: '40',
      correctedM3: '40',
    });
    const lines = explained.body.lines as { title: string; sentence: string; amountCents: number }[];
    // 40 m³ × R$ 5,00 = R$ 200,00; the fixed part R$ 10,00 for the whole 31 days.
    expect(lines.map((l) => [l.title, l.amountCents])).toEqual([
      ['Consumo acima de 0 m³', 20_000],
      ['Parte fixa', 1_000],
    ]);

    // The PDF prints the same lines, each with its sentence and amount, and the reading type.
    const res = await fetch(new URL(`/api/invoices/${invoice.numDoc}/download?docDate=${invoice.docDate}`, cms.url), {
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(res.status).toBe(200);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Tipo de leitura: leitura informada pelo cliente');
    expect(text).toContain('Entenda sua conta');
    expect(text).toContain('Consumo acima de 0 m³: R$ 200,00');
    expect(text).toContain('Parte fixa: R$ 10,00');
    for (const line of lines) expect(text).toContain(flat(line.sentence));
    expect(text).toContain('40 m³ nesta faixa × R$ 5,00 por m³.');

    const reading = await sql<{ num_doc: string; corrected_amount_cents: number | string }>(
      cms,
      'SELECT num_doc, corrected_amount_cents FROM insights_meter_readings WHERE protocol = ?',
      'SELECT num_doc, corrected_amount_cents FROM insights_meter_readings WHERE protocol = $1',
      [sent.body.data.protocol],
    );
    expect(reading.map((r) => ({ ...r, corrected_amount_cents: Number(r.corrected_amount_cents) }))).toEqual([
      { num_doc: invoice.numDoc, corrected_amount_cents: 21_000 },
    ]);
    await admin(staff, 'DELETE', `${TARIFFS}/${tariff}`);
  });

  it('issues from the accepted reading a bill of the invoice upload that carries its reading data', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const staff = await staffAdminToken(cms);
    const tariff = await testTariff(staff);
    const c = await customerWithDatedHistory();
    expect((await send(c.token, c.contract.documentId, { reading: '1100', files: photo })).body.data.status).toBe('ACCEPTED');
    await setClock(cms, '2026-04-05T09:00:00-03:00');
    const made = await createStaff(cms, { role: 'admin' });
    const adminToken = await tokenFor(cms, made.user.email, made.user.password!);
    const numDoc = `7${String(Date.now()).slice(-12)}`;
    // The billing system's file with the optional consumption columns: April estimated at 31 m³, R$ 165,00.
    const csv = [
      'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate;previousReadingDate;currentReadingDate;readingType;measuredM3;correctionFactor;correctedM3',
      `${c.contract.consumerCode};${c.contract.consumerCpfCnpj};${numDoc};04/2026;05/04/2026;25/04/2026;165,00;1060;1091;31;05/04/2026;02/03/2026;02/04/2026;ESTIMATED;31;1;31`,
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([`${csv}\r\n`], { type: 'text/csv' }), 'faturas.csv');
    const upload = await fetch(new URL('/api/batch', cms.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    await expect.poll(async () => (await billRow(numDoc))?.reading_type, { timeout: 60_000 }).toBe('INFORMED');
    // 1 100 − 1 060 = 40 m³; R$ 165,00 − (31 × 5 + 10) + (40 × 5 + 10) = R$ 210,00.
    expect(await billRow(numDoc)).toEqual({
      amount_cents: 21_000,
      reading_type: 'INFORMED',
      current_reading: '1100',
      measured_m_3: '40',
      corrected_m_3: '40',
    });
    // Days later the customer signs in again.
    const token = await tokenFor(cms, c.user.email, c.user.password!);
    const explained = await call(cms, 'GET', `/insights/explain/${numDoc}`, { token });
    expect(explained.status).toBe(200);
    expect(explained.body.consumption).toMatchObject({
      readingTypeLabel: 'leitura informada pelo cliente',
      previousReadingDate: '2026-03-02',
    });
    await admin(staff, 'DELETE', `${TARIFFS}/${tariff}`);
  });

  it('rewrites the bill already issued when staff accept the reading later, and keeps a bill read on site', async () => {
    await setClock(cms, '2026-03-30T10:00:00-03:00');
    const staff = await staffAdminToken(cms);
    const tariff = await testTariff(staff);
    const c = await customerWithDatedHistory();
    // 140 m³ in 28 days is out of the history's range: confirmed, it waits for staff.
    const sent = await send(c.token, c.contract.documentId, { reading: '1200', confirm: 'true', files: photo });
    expect(sent.body.data).toMatchObject({ status: 'RECEIVED', consumedM3: '140' });
    const { invoice } = await estimatedApril(c.contract.documentId);
    expect((await billRow(invoice.numDoc))!.reading_type).toBe('ESTIMATED');

    const list = await admin(staff, 'GET', `${READINGS}?filters[protocol][$eq]=${sent.body.data.protocol}`);
    expect((await admin(staff, 'PUT', `${READINGS}/${list.body.results[0].documentId}`, { readingStatus: 'ACCEPTED' })).status).toBe(200);
    // 1 200 − 1 060 = 140 m³; R$ 165,00 − R$ 165,00 + (140 × 5 + 10) = R$ 710,00.
    expect(await billRow(invoice.numDoc)).toEqual({
      amount_cents: 71_000,
      reading_type: 'INFORMED',
      current_reading: '1200',
      measured_m_3: '140',
      corrected_m_3: '140',
    });
    // The reading fed a bill already issued: no projection to judge (that bill is judged as a bill).
    expect((await alertRows(c.contract.id)).filter((r) => r.kind === 'PROJECTION')).toEqual([]);

    // A bill read on site by Necta keeps its reading.
    await setClock(cms, '2026-04-30T10:00:00-03:00');
    // 30 m³ in 28 days since 02/04, within the range of a history that now has April's 140 m³: accepted at once.
    // A month later the session has expired: sign in again.
    const token = await tokenFor(cms, c.user.email, c.user.password!);
    const may = await send(token, c.contract.documentId, { reading: '1230', files: photo });
    expect(may.status, JSON.stringify(may.body)).toBe(200);
    expect(may.body.data).toMatchObject({ status: 'ACCEPTED', consumedM3: '30' });
    const real = await createInvoice(cms, {
      contractId: c.contract.documentId,
      referenceMonth: '2026-05',
      issueDate: '2026-05-05',
      amountCents: 17_000,
      previousReadingDate: '2026-04-02',
      currentReadingDate: '2026-05-02',
      previousReading: '1200',
      currentReading: '1232',
      consumptionM3: '32',
      readingType: 'REAL',
      measuredM3: '32',
      correctionFactor: '1',
      correctedM3: '32',
    });
    expect(await billRow(real.invoice.numDoc)).toEqual({
      amount_cents: 17_000,
      reading_type: 'REAL',
      current_reading: '1232',
      measured_m_3: '32',
      corrected_m_3: '32',
    });
    await admin(staff, 'DELETE', `${TARIFFS}/${tariff}`);
  });
});

const titlesOf = async (userId: number) =>
  (
    await sql<{ title: string }>(
      cms,
      'SELECT title FROM portal_notifications WHERE user_id = ?',
      'SELECT title FROM portal_notifications WHERE user_id = $1',
      [userId],
    )
  ).map((t) => t.title);
