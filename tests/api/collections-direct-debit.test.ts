/**
 * Débito automático against a real Strapi (docs/collections-direct-debit.md), on a fixed clock:
 * the request with its consent, ownership, cancellation, the remessa job of a business day (read
 * back field by field), the retorno uploaded by staff (enrolment confirmed, debits paid or not with
 * the return code's reason, the bill settled), bad and repeated files refused with nothing applied.
 */
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRemittance } from '@domain/collections/direct-debit/layout';
import { createCustomer, createInvoice, createStaff, resetClock, setClock, type MadeContract } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({
    DIRECT_DEBIT_BANKS: '001:Banco do Brasil:0012345:1;341:Itau Unibanco:ITAU99:40',
    DIRECT_DEBIT_FILE_TIME: '06:00',
    DIRECT_DEBIT_LEAD_DAYS: '2',
    JOBS_POLL_MS: '200',
  });
});
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

async function customer() {
  const made = await createCustomer(cms, {});
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  /** A new session after the clock moved days ahead (the old one expired on that clock). */
  const again = () => tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, again, contract: made.contracts[0]! };
}

async function staff(role: 'admin' | 'attendant-only', serving?: MadeContract) {
  const made = await createStaff(cms, { role });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  if (serving)
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: serving.documentId } })).status).toBe(200);
  return { token, name: made.user.name, again: () => tokenFor(cms, made.user.email, made.user.password!) };
}

const show = (token: string, contractId?: string) =>
  call(cms, 'GET', '/collections/direct-debit', { token, query: contractId ? { contractId } : {} });
const enrol = (token: string, body: Record<string, unknown>) => call(cms, 'POST', '/collections/direct-debit', { token, body });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface FileView {
  id: number;
  direction: string;
  bankCode: string;
  businessDate: string;
  nsa: number | null;
  status: string;
  summary: string | null;
  error: string | null;
}

async function files(admin: string): Promise<FileView[]> {
  const res = await call(cms, 'GET', '/collections/direct-debit/files', { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as FileView[];
}

async function remessaOf(admin: string, bank: string, date: string): Promise<FileView> {
  return (await until(
    async () => (await files(admin)).find((f) => f.direction === 'REMESSA' && f.bankCode === bank && f.businessDate === date),
    (f) => f?.status === 'DONE',
    `the remessa of ${bank} on ${date}`,
  ))!;
}

async function download(admin: string, id: number): Promise<string> {
  const res = await fetch(new URL(`/api/collections/direct-debit/files/${id}/file`, cms.url), {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('latin1');
}

/** A retorno record written position by position (1-based), as the bank sends it. */
function line(parts: [number, string][]): string {
  const out = Array.from({ length: 150 }, () => ' ');
  for (const [from, text] of parts) for (let i = 0; i < text.length; i++) out[from - 1 + i] = text[i]!;
  return out.join('');
}
const header = (nsa: string, date: string) =>
  line([
    [1, 'A2'],
    [3, '0012345'],
    [23, 'NECTA'],
    [43, '001'],
    [46, 'BANCO DO BRASIL'],
    [66, date],
    [74, nsa],
    [80, '08'],
    [82, 'DEBITO AUTOMATICO'],
  ]);
const crlf = (lines: string[]) => lines.map((l) => `${l}\r\n`).join('');
const upload = (admin: string, content: string, fileName = 'RET.TXT') =>
  call(cms, 'POST', '/collections/direct-debit/returns', { token: admin, body: { fileName, content } });

describe('débito automático, from the request to the bank return', () => {
  it('runs the whole flow on a fixed clock', async () => {
    await setClock(cms, '2026-03-16T05:00:00-03:00'); // Monday, before the file time
    const a = await customer();
    const adminAccount = await staff('admin');
    let admin = adminAccount.token;

    // Nothing yet: the banks of the settings and the right to ask.
    const empty = await show(a.token);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      company: 'Necta Gás Natural',
      banks: [
        { code: '001', name: 'Banco do Brasil' },
        { code: '341', name: 'Itau Unibanco' },
      ],
      enrolment: null,
      debits: [],
      canEnrol: true,
    });

    // A bank outside the list and a missing consent are refused with their messages, nothing written.
    const wrongBank = await enrol(a.token, { bankCode: '237', agency: '0987', account: '012345', accountDigit: '6', consent: true });
    expect(wrongBank.status).toBe(400);
    expect(wrongBank.body.error.message).toBe('Escolha um banco da lista.');
    const noConsent = await enrol(a.token, { bankCode: '001', agency: '0987', account: '012345', accountDigit: '6', consent: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.message).toBe('Para ativar o débito automático, confirme a autorização.');
    expect((await show(a.token)).body.data.enrolment).toBeNull();

    const asked = await enrol(a.token, { bankCode: '001', agency: '0987', account: '012345', accountDigit: '6', consent: true });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe('Pedido de débito automático registrado. Ele será enviado ao banco no próximo dia útil.');
    expect(asked.body.data.enrolment).toMatchObject({
      status: 'PENDING',
      statusLabel: 'Pendente: aguardando envio ao banco',
      bankCode: '001',
      bankName: 'Banco do Brasil',
      agency: '0987',
      account: '•••345-6',
      consentAt: '2026-03-16T08:00:00.000Z',
      canCancel: true,
    });
    expect(asked.body.data.enrolment.consentText).toContain('conta corrente 012345-6, agência 0987, do banco 001 – Banco do Brasil');
    expect(asked.body.data.enrolment.consentText).toContain(`do contrato ${a.contract.consumerCode}`);
    expect(asked.body.data.canEnrol).toBe(false);
    const twice = await enrol(a.token, { bankCode: '341', agency: '1111', account: '22', accountDigit: '3', consent: true });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Este contrato já tem um débito automático ativo ou pendente.');

    // Another customer cannot read this contract's enrolment.
    const other = await customer();
    expect((await show(other.token, a.contract.documentId)).status).toBe(404);

    // Cancelled before it was sent: cancelled at once.
    const c = await customer();
    await enrol(c.token, { bankCode: '001', agency: '1234', account: '98765', accountDigit: 'x', consent: true });
    const cancelled = await call(cms, 'DELETE', '/collections/direct-debit', { token: c.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.enrolment).toMatchObject({ status: 'CANCELLED', statusLabel: 'Cancelado', canCancel: false });
    expect(cancelled.body.data.canEnrol).toBe(true);

    // Bills of A: due Wednesday 18th and Thursday 19th, and one due later.
    const due18 = (
      await createInvoice(cms, {
        contractId: a.contract.documentId,
        referenceMonth: '2026-02',
        issueDate: '2026-03-02',
        dueDate: '2026-03-18',
        amountCents: 15_790,
      })
    ).invoice;
    const due19 = (
      await createInvoice(cms, {
        contractId: a.contract.documentId,
        referenceMonth: '2026-01',
        issueDate: '2026-03-02',
        dueDate: '2026-03-19',
        amountCents: 8_015,
      })
    ).invoice;
    await createInvoice(cms, {
      contractId: a.contract.documentId,
      referenceMonth: '2026-03',
      issueDate: '2026-03-10',
      dueDate: '2026-03-25',
      amountCents: 9_999,
    });

    // Monday 07:00: the remessa of each bank; A's enrolment goes (B, inclusão), no debit yet.
    await setClock(cms, '2026-03-16T07:00:00-03:00');
    const monday = await remessaOf(admin, '001', '2026-03-16');
    expect(monday.nsa).toBe(1);
    expect(monday.summary).toBe('1 autorização(ões), 0 cancelamento(s), 0 débito(s) (R$ 0,00)');
    const sent = readRemittance(await download(admin, monday.id));
    expect(sent.header).toMatchObject({ agreement: '0012345', bankCode: '001', date: '2026-03-16', nsa: 1 });
    expect(sent.enrolments).toEqual([
      { customerId: a.contract.consumerCode, agency: '0987', account: '0123456', date: '2026-03-16', action: 'INCLUDE' },
    ]);
    expect(sent.debits).toEqual([]);
    const itau = await remessaOf(admin, '341', '2026-03-16');
    expect(itau).toMatchObject({ nsa: null, summary: 'Nada a enviar neste dia.' });
    expect((await show(a.token)).body.data.enrolment.statusLabel).toBe('Pendente: aguardando confirmação do banco');

    // The bank confirms the enrolment (B) in its retorno.
    const confirm = crlf([
      header('000501', '20260316'),
      line([
        [1, `B${a.contract.consumerCode}`],
        [27, '0987'],
        [31, '0123456'],
        [45, '20260316'],
        [150, '2'],
      ]),
      line([
        [1, 'Z000003'],
        [8, '00000000000000000'],
      ]),
    ]);
    const queued = await upload(admin, confirm);
    expect(queued.status).toBe(202);
    expect(queued.body.message).toBe('Arquivo de retorno recebido. Ele será processado em instantes.');
    await until(
      () => files(admin),
      (list) => list.find((f) => f.id === queued.body.data.id)?.status === 'DONE',
      'the retorno',
    );
    const confirmed = (await show(a.token)).body.data;
    expect(confirmed.enrolment).toMatchObject({ status: 'CONFIRMED', statusLabel: 'Confirmado', canCancel: true });

    // The same retorno again is refused.
    const again = await upload(admin, confirm);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('O retorno do banco 001 com NSA 501 já foi carregado.');

    // Tuesday: the debits of the bills debited in 1–2 business days (18th and 19th), NSA 2.
    await setClock(cms, '2026-03-17T07:00:00-03:00');
    admin = await adminAccount.again();
    a.token = await a.again();
    const tuesday = await remessaOf(admin, '001', '2026-03-17');
    expect(tuesday.nsa).toBe(2);
    const debits = readRemittance(await download(admin, tuesday.id)).debits;
    expect(debits.map((d) => [d.reference, d.dueDate, d.amountCents, d.account, d.document])).toEqual([
      [due18.numDoc, '2026-03-18', 15_790, '0123456', a.contract.consumerCpfCnpj.replace(/\D/g, '')],
      [due19.numDoc, '2026-03-19', 8_015, '0123456', a.contract.consumerCpfCnpj.replace(/\D/g, '')],
    ]);
    const scheduled = (await show(a.token)).body.data.debits;
    expect(scheduled).toEqual([
      { numDoc: due19.numDoc, dueDate: '2026-03-19', debitDate: '2026-03-19', amountCents: 8_015, status: 'SCHEDULED', reason: null },
      { numDoc: due18.numDoc, dueDate: '2026-03-18', debitDate: '2026-03-18', amountCents: 15_790, status: 'SCHEDULED', reason: null },
    ]);

    // A retorno whose trailer does not add up is refused whole: nothing applied.
    const before = (await files(admin)).length;
    const f18 = line([
      [1, `F${a.contract.consumerCode}`],
      [27, '0987'],
      [31, '0123456'],
      [45, '20260318'],
      [53, '000000000015790'],
      [68, '00'],
      [70, due18.numDoc],
      [150, '0'],
    ]);
    const f19 = line([
      [1, `F${a.contract.consumerCode}`],
      [27, '0987'],
      [31, '0123456'],
      [45, '20260319'],
      [53, '000000000008015'],
      [68, '01'],
      [70, due19.numDoc],
      [150, '0'],
    ]);
    const bad = await upload(
      admin,
      crlf([
        header('000502', '20260319'),
        f18,
        f19,
        line([
          [1, 'Z000004'],
          [8, '00000000000023806'],
        ]),
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Linha 4: o trailer soma 23806 centavos; os registros "F" somam 23805.');
    expect((await files(admin)).length).toBe(before);
    expect((await show(a.token)).body.data.debits.map((d: { status: string }) => d.status)).toEqual(['SCHEDULED', 'SCHEDULED']);

    // The good retorno: the 18th paid (00), the 19th not (01, saldo insuficiente).
    await setClock(cms, '2026-03-19T20:00:00-03:00');
    admin = await adminAccount.again();
    a.token = await a.again();
    const good = await upload(
      admin,
      crlf([
        header('000502', '20260319'),
        f18,
        f19,
        line([
          [1, 'Z000004'],
          [8, '00000000000023805'],
        ]),
      ]),
    );
    expect(good.status).toBe(202);
    await until(
      () => files(admin),
      (list) => list.find((f) => f.id === good.body.data.id)?.status === 'DONE',
      'the debit retorno',
    );
    const settled = (await show(a.token)).body.data.debits;
    expect(settled).toEqual([
      {
        numDoc: due19.numDoc,
        dueDate: '2026-03-19',
        debitDate: '2026-03-19',
        amountCents: 8_015,
        status: 'FAILED',
        reason: 'Débito não efetuado: saldo insuficiente',
      },
      { numDoc: due18.numDoc, dueDate: '2026-03-18', debitDate: '2026-03-18', amountCents: 15_790, status: 'PAID', reason: null },
    ]);
    const bills = (await call(cms, 'GET', '/invoices', { token: a.token, query: { period: 'ALL' } })).body.data.invoices as {
      numDoc: string;
      status: string;
      paymentDate: string | null;
    }[];
    expect(bills.find((b) => b.numDoc === due18.numDoc)).toMatchObject({ status: 'PAYED', paymentDate: '18/03/2026' });
    expect(bills.find((b) => b.numDoc === due19.numDoc)).toMatchObject({ status: 'TO_EXPIRE', paymentDate: null });
    // The failed debit is told to the customer: an e-mail and a portal notification with the bank's reason and the other ways to pay.
    const failedMail = mails(cms).find(
      (m) => m.to.includes(a.user.email) && m.subject === `Débito automático não efetuado - fatura ${due19.numDoc}`,
    );
    expect(failedMail).toBeDefined();
    const text = failedMail!.text.replace(/\s+/g, ' ');
    expect(text).toContain(`O débito automático da fatura ${due19.numDoc} (vencimento 19/03/2026, valor R$ 80,15) não foi efetuado.`);
    expect(text).toContain('Motivo informado pelo banco: Débito não efetuado: saldo insuficiente');
    expect(text).toContain(
      'Você pode pagar pela Conta digital da área do cliente, com Pix (QR Code ou copia e cola) ou pelo código de barras do boleto.',
    );
    expect(mails(cms).filter((m) => m.to.includes(a.user.email) && m.subject.startsWith('Débito automático não efetuado'))).toHaveLength(1);
    const notices = JSON.stringify((await call(cms, 'GET', '/notification', { token: a.token })).body);
    expect(notices).toContain('Débito automático não efetuado');
    expect(notices).toContain('saldo insuficiente');
  });

  it("puts the contract's authorisations, with the consent given, in the customer's data export (LGPD)", async () => {
    await setClock(cms, '2026-03-16T05:00:00-03:00');
    const e = await customer();
    const asked = await enrol(e.token, { bankCode: '341', agency: '0987', account: '012345', accountDigit: '6', consent: true });
    expect(asked.status).toBe(201);
    const requested = await call(cms, 'POST', '/privacy/exports', { token: e.token, body: { format: 'zip' } });
    expect(requested.status).toBe(202);
    const ready = await until(
      async () =>
        (await call(cms, 'GET', '/privacy/exports/latest', { token: e.token })).body.data as { status: string; downloadPath: string },
      (job) => job.status === 'READY',
      'the data export',
    );
    const res = await fetch(new URL(ready.downloadPath, cms.url), { headers: { authorization: `Bearer ${e.token}` } });
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(await zip.files['dados.json']!.async('string'));
    expect(data.debito_automatico).toHaveLength(1);
    expect(data.debito_automatico[0]).toMatchObject({
      bankCode: '341',
      bankName: 'Itau Unibanco',
      agency: '0987',
      accountDigit: '6',
      consumerCode: e.contract.consumerCode,
      status: 'PENDING',
    });
    expect(data.debito_automatico[0].consentText).toContain(
      'Autorizo a Necta Gás Natural a debitar na conta corrente 012345-6, agência 0987, do banco 341',
    );
    expect(Object.keys(zip.files)).toContain('debito_automatico.csv');
  });

  it('lets the attendant ask for it on the served contract (audited) and writes no remessa on a Saturday', async () => {
    await setClock(cms, '2026-03-21T10:00:00-03:00'); // Saturday: no remessa today
    const d = await customer();
    const attendant = await staff('attendant-only', d.contract);
    const asked = await enrol(attendant.token, { bankCode: '341', agency: '4321', account: '777', accountDigit: '0', consent: true });
    expect(asked.status).toBe(201);
    expect(asked.body.data.enrolment.consentByName).toBe(attendant.name);
    const changes = await call(cms, 'GET', '/user/attendant-changes', { token: d.token });
    expect(changes.status).toBe(200);
    expect(changes.body.data[0]).toMatchObject({ actionLabel: 'Débito automático' });
    expect(changes.body.data[0].description).toBe('Débito automático solicitado - banco 341, agência 4321, conta 777-0');
    const files0 = await files((await staff('admin')).token);
    expect(files0.some((f) => f.businessDate === '2026-03-21')).toBe(false);
  });

  it('refuses a file from a bank without agreement and a retorno of another layout version', async () => {
    const admin = (await staff('admin')).token;
    const bradesco = line([
      [1, 'A2'],
      [3, 'X'],
      [43, '237'],
      [66, '20260316'],
      [74, '000001'],
      [80, '08'],
      [82, 'DEBITO AUTOMATICO'],
    ]);
    const res = await upload(admin, crlf([bradesco, line([[1, 'Z00000200000000000000000']])]));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O banco 237 do arquivo não tem convênio de débito automático configurado.');
    const v05 = `${header('000900', '20260316').slice(0, 79)}05${header('000900', '20260316').slice(81)}`;
    const old = await upload(admin, crlf([v05, line([[1, 'Z00000200000000000000000']])]));
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe('Linha 1: versão do layout "05"; o portal lê a versão 08.');
  });
});
