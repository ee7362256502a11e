/**
 * Pix Automático (issue 24 §2) end to end: a real CMS with a LOCAL PIX PROVIDER (tests/support/bcb:
 * HTTPS + mTLS, OAuth2, every request and answer checked against the BCB OpenAPI's schemas). The
 * customer authorises (POST /locrec + /rec, the QR of journey 2), the payer approves or refuses in
 * the bank's app (webhookrec, or the job's reading of a waiting recurrence when the webhook is
 * lost), each bill inside its window becomes a charge (PUT /cobr), its results arrive by
 * webhookcobr (paid → the bill settled once per endToEndId; refused → a retry as the policy
 * allows), the customer cancels; ownership, the attendant's audit and malformed webhooks.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeInvoice, createCustomer, createInvoice, createStaff, resetClock, setClock, type MadeContract } from '../support/factories';
import { localPixEnv, startLocalPix, until as poll, type LocalPix } from '../support/bcb/local-pix';
import type { LocalPixProvider } from '../support/bcb/provider';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

let pix: LocalPix;
let provider: LocalPixProvider;
let cms: RunningCms;
const PROXY_SECRET = 'proxy-secret-of-the-test-0123456789';
const SUBJECT = 'CN=psp-webhook.example.com,O=PSP Teste';
const nginx = { 'x-pix-proxy-secret': PROXY_SECRET, 'x-client-verify': 'SUCCESS', 'x-client-subject': SUBJECT };
/** Monday 4 May 2026, 10:00 in São Paulo: the CMS's and the provider's clock. */
const NOW = '2026-05-04T10:00:00-03:00';

beforeAll(async () => {
  pix = await startLocalPix(NOW);
  provider = pix.provider;
  cms = await startCms({
    ...localPixEnv(pix),
    PIX_WEBHOOK_PROXY_SECRET: PROXY_SECRET,
    PIX_WEBHOOK_CLIENT_SUBJECT: SUBJECT,
    PIX_AUTOMATICO_AGENCIA: '0001',
    PIX_AUTOMATICO_CONTA: '1234567',
    PIX_AUTOMATICO_TIPO_CONTA: 'CORRENTE',
    PIX_AUTOMATICO_RETRY_POLICY: 'PERMITE_3R_7D',
    PIX_AUTOMATICO_SCAN_EVERY_SECONDS: '1',
    JOBS_POLL_MS: '200',
  });
  await setClock(cms, NOW, { advance: true });
}, 180_000);

afterEach(() => {
  expect(provider.violations).toEqual([]);
});

afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
  await pix?.stop();
});

const until = <T>(what: string, read: () => Promise<T | null | undefined | false>, ms = 45_000) => poll(what, read, ms, 250);

interface View {
  available: boolean;
  canAuthorise: boolean;
  recurrence: null | {
    idRec: string;
    status: string;
    statusLabel: string;
    ceilingCents: number | null;
    pixCopiaECola: string | null;
    pixQrCode: string | null;
    firstDueDate: string;
    journey: string;
    paysBill: string | null;
    reason: string | null;
    canCancel: boolean;
  };
  charges: { numDoc: string; dueDate: string; amountCents: number; state: string; notice: string }[];
  composedBill: null | { numDoc: string; referenceLabel: string; dueDate: string; amountCents: number };
}

async function customer() {
  const made = await createCustomer(cms, {});
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  return { ...made, token, contract: made.contracts[0]! };
}

const show = async (token: string, contractId?: string) => {
  const res = await call(cms, 'GET', '/collections/pix-automatico', { token, query: contractId ? { contractId } : {} });
  return { status: res.status, body: res.body as { data: View } };
};
const authorise = (token: string, body: Record<string, unknown> = {}) => call(cms, 'POST', '/collections/pix-automatico', { token, body });
const post = async (path: 'rec' | 'cobr', body: unknown, headers: Record<string, string> = nginx) => {
  const res = await fetch(`${cms.url}/api/collections/pix-automatico/webhook/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
};
const txidOf = (numDoc: string) => `GASR${numDoc.padStart(22, '0')}`;
const cobvTxidOf = (numDoc: string) => `GASV${numDoc.padStart(22, '0')}`;
/** The fields of an EMV TLV list (two-digit id, two-digit length, value), walked here, not with the portal's reader. */
const tlv = (text: string) => {
  const out = new Map<string, string>();
  for (let at = 0; at + 4 <= text.length;) {
    const length = Number(text.slice(at + 2, at + 4));
    out.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
};
/** The sub-field 25 (location) of a BR Code's field 26 (the charge) or 80 (the recurrence). */
const locationIn = (code: string, id: '26' | '80') => tlv(tlv(code).get(id) ?? '').get('25') ?? null;

/** A customer whose recurrence the payer approved (webhookrec). */
async function approved(ceilingCents?: number) {
  const c = await customer();
  const asked = await authorise(c.token, ceilingCents ? { ceilingCents } : {});
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const idRec = (asked.body as { data: View }).data.recurrence!.idRec;
  const hook = await post('rec', provider.approveRec(idRec));
  expect(hook.status).toBe(200);
  return { ...c, idRec };
}

async function billInWindow(contract: MadeContract, dueDate = '2026-05-12', amountCents = 15_790) {
  const { invoice } = await createInvoice(cms, {
    contractId: contract.documentId,
    referenceMonth: '2026-04',
    issueDate: '2026-05-01',
    dueDate,
    amountCents,
  });
  return invoice;
}

describe('authorising Pix Automático', () => {
  it('creates the recurrence at the PSP (monthly, variable amount, the contract as object) and shows the authorisation QR', async () => {
    const c = await customer();
    const before = await show(c.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ available: true, recurrence: null, charges: [], canAuthorise: true });

    const asked = await authorise(c.token, { ceilingCents: 30_000 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((asked.body as { message: string }).message).toBe(
      'Pix Automático solicitado. Autorize no app do seu banco com o QR Code ou o Pix Copia e Cola.',
    );
    const view = (asked.body as { data: View }).data;
    expect(view.recurrence).toMatchObject({
      status: 'CRIADA',
      statusLabel: 'Aguardando autorização no app do seu banco',
      ceilingCents: 30_000,
      canCancel: true,
    });
    expect(view.recurrence!.pixCopiaECola).toMatch(/^000201/);
    expect(view.recurrence!.pixQrCode).toMatch(/^data:image\/png;base64,/);
    expect(view.canAuthorise).toBe(false);
    const rec = provider.automatico.recs.get(view.recurrence!.idRec)!;
    expect(rec).toMatchObject({
      status: 'CRIADA',
      politicaRetentativa: 'PERMITE_3R_7D',
      calendario: { periodicidade: 'MENSAL', dataInicial: '2026-05-07' },
      vinculo: { contrato: c.contract.consumerCode },
    });
    expect((rec.valor as Record<string, unknown> | undefined)?.valorRec).toBeUndefined();

    const again = await authorise(c.token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Este contrato já tem um Pix Automático autorizado ou aguardando autorização.');
  });

  it('refuses a ceiling that is not a positive whole number of cents, writing nothing', async () => {
    const c = await customer();
    const bad = await authorise(c.token, { ceilingCents: 12.5 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o valor máximo em centavos (um número inteiro positivo) ou deixe em branco.');
    expect((await show(c.token)).body.data.recurrence).toBeNull();
  });

  it('shows the approval from webhookrec, and a refusal with its reason', async () => {
    const a = await approved();
    const shown = await show(a.token);
    expect(shown.body.data.recurrence).toMatchObject({ status: 'APROVADA', statusLabel: 'Pix Automático autorizado', pixCopiaECola: null });

    const r = await customer();
    const asked = await authorise(r.token);
    const idRec = (asked.body as { data: View }).data.recurrence!.idRec;
    const hook = await post('rec', provider.rejectRec(idRec));
    expect(hook.body).toEqual({ received: 1, results: [{ idRec, result: 'UPDATED' }] });
    const rejected = (await show(r.token)).body.data;
    expect(rejected.recurrence).toMatchObject({
      status: 'REJEITADA',
      statusLabel: 'Autorização recusada',
      reason: 'AP13 — Recusada pelo usuário pagador',
      canCancel: false,
    });
    expect(rejected.canAuthorise).toBe(true);
  });

  it('reads a recurrence still waiting when its webhook was lost', async () => {
    const c = await customer();
    const asked = await authorise(c.token);
    const idRec = (asked.body as { data: View }).data.recurrence!.idRec;
    provider.approveRec(idRec); // the PSP's notification never arrives
    await until('the approval read from GET /rec', async () => (await show(c.token)).body.data.recurrence?.status === 'APROVADA');
  });
});

describe('the monthly charges', () => {
  it('sends a bill inside its window as PUT /cobr, shows the debit date and settles it once when paid', async () => {
    const a = await approved();
    const far = await billInWindow(a.contract, '2026-06-30', 9_900);
    const bill = await billInWindow(a.contract);
    const txid = txidOf(bill.numDoc);
    const cobr = await until('the charge at the PSP', async () => provider.automatico.cobrs.get(txid));
    expect(cobr).toMatchObject({
      idRec: a.idRec,
      calendario: { dataDeVencimento: '2026-05-12' },
      valor: { original: '157.90' },
      ajusteDiaUtil: true,
      recebedor: { agencia: '0001', conta: '1234567', tipoConta: 'CORRENTE' },
    });
    const view = await until('the scheduled charge', async () => {
      const data = (await show(a.token)).body.data;
      return data.charges.length ? data : null;
    });
    expect(view.charges).toEqual([
      {
        numDoc: bill.numDoc,
        dueDate: '2026-05-12',
        amountCents: 15_790,
        state: 'SCHEDULED',
        notice: 'Será debitada via Pix Automático em 12/05',
      },
    ]);
    // The bill due at the end of June waits for its window (10 to 2 days before).
    expect(provider.automatico.cobrs.has(txidOf(far.numDoc))).toBe(false);

    expect((await post('cobr', provider.scheduleCobr(txid))).body).toEqual({ received: 1, results: [{ txid, result: 'UPDATED' }] });
    const paid = provider.settleCobr(txid);
    expect((await post('cobr', paid)).body).toEqual({ received: 1, results: [{ txid, result: 'APPLIED' }] });
    expect((await post('cobr', paid)).body).toEqual({ received: 1, results: [{ txid, result: 'DUPLICATE' }] });
    const rows = await sql(
      cms,
      'SELECT payment_method FROM invoices WHERE num_doc = ?',
      'SELECT payment_method FROM invoices WHERE num_doc = $1',
      [bill.numDoc],
    );
    expect(rows[0]).toMatchObject({ payment_method: 'PIX' });
    const payments = await sql(cms, 'SELECT outcome FROM pix_payments WHERE txid = ?', 'SELECT outcome FROM pix_payments WHERE txid = $1', [
      txid,
    ]);
    expect(payments).toEqual([{ outcome: 'APPLIED' }]);
    const after = (await show(a.token)).body.data.charges.find((c) => c.numDoc === bill.numDoc)!;
    expect(after).toMatchObject({ state: 'PAID', notice: 'Paga via Pix Automático.' });
  });

  it('asks a new attempt after a refused debit, as the recurrence’s policy allows', async () => {
    const a = await approved();
    const bill = await billInWindow(a.contract, '2026-05-11', 8_000);
    const txid = txidOf(bill.numDoc);
    await until('the charge at the PSP', async () => provider.automatico.cobrs.get(txid));
    await post('cobr', provider.scheduleCobr(txid));
    // A copy: the provider's body shares its live attempts, which the retry changes.
    const refused = structuredClone(provider.failCobr(txid));
    expect((await post('cobr', refused)).body).toEqual({ received: 1, results: [{ txid, result: 'UPDATED' }] });
    // The PSP delivers the same refusal again: no second retry is asked.
    expect((await post('cobr', refused)).body).toEqual({ received: 1, results: [{ txid, result: 'UNCHANGED' }] });
    const retried = await until('the retry at the PSP', async () => {
      const tries = provider.automatico.cobrs.get(txid)!.tentativas as { tipo: string; dataLiquidacao: string }[];
      return tries.find((t) => t.tipo === 'RIFL');
    });
    expect(retried.dataLiquidacao).toBe('2026-05-12');
    await until('the retry recorded', async () => {
      const rows = await sql<{ retries: number; action: string | null }>(
        cms,
        'SELECT retries, action FROM pix_recurring_charges WHERE txid = ?',
        'SELECT retries, action FROM pix_recurring_charges WHERE txid = $1',
        [txid],
      );
      return rows[0]?.retries === 1 && rows[0].action === null;
    });
    expect((await post('cobr', refused)).body).toEqual({ received: 1, results: [{ txid, result: 'UNCHANGED' }] });
    const tries = provider.automatico.cobrs.get(txid)!.tentativas as unknown[];
    expect(tries).toHaveLength(2);
    const charge = (await show(a.token)).body.data.charges[0]!;
    expect(charge).toMatchObject({ state: 'RETRYING', notice: 'Débito não realizado; nova tentativa em 12/05.' });
  });

  it('keeps a bill above the customer’s ceiling out of the debit', async () => {
    const a = await approved(10_000);
    const bill = await billInWindow(a.contract, '2026-05-12', 10_001);
    const charge = await until('the skipped bill', async () => (await show(a.token)).body.data.charges[0]);
    expect(charge).toMatchObject({
      numDoc: bill.numDoc,
      state: 'SKIPPED',
      notice: 'Valor acima do máximo autorizado: pague pelo Pix ou boleto.',
    });
    expect(provider.automatico.cobrs.has(txidOf(bill.numDoc))).toBe(false);
  });

  it('cancels the recurrence with its charges not yet paid', async () => {
    const a = await approved();
    const bill = await billInWindow(a.contract);
    const txid = txidOf(bill.numDoc);
    await until('the charge at the PSP', async () => provider.automatico.cobrs.get(txid));
    await until('the charge sent', async () => (await show(a.token)).body.data.charges[0]?.state === 'SCHEDULED');
    const cancelled = await call(cms, 'DELETE', '/collections/pix-automatico', { token: a.token });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { message: string }).message).toBe('Pix Automático cancelado.');
    const view = (cancelled.body as { data: View }).data;
    expect(view.recurrence).toMatchObject({ status: 'CANCELADA', statusLabel: 'Pix Automático cancelado', canCancel: false });
    expect(view.charges[0]).toMatchObject({ state: 'CANCELLED' });
    expect(provider.automatico.recs.get(a.idRec)!.status).toBe('CANCELADA');
    expect(provider.automatico.cobrs.get(txid)!.status).toBe('CANCELADA');
    const again = await call(cms, 'DELETE', '/collections/pix-automatico', { token: a.token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Não há Pix Automático para cancelar neste contrato.');
  });
});

describe('journey 4: pay the open bill and authorise with one QR', () => {
  it('offers the open bill, shows one QR with its cobv and the recurrence, and the two webhooks settle the bill and approve', async () => {
    const c = await customer();
    const bill = await billInWindow(c.contract, '2026-05-12', 15_790);
    const cobv = await until('the bill’s cobv', async () => provider.cobvs.get(cobvTxidOf(bill.numDoc)));
    const offered = await until('the bill offered', async () => (await show(c.token)).body.data.composedBill);
    expect(offered).toEqual({ numDoc: bill.numDoc, referenceLabel: '04/2026', dueDate: '2026-05-12', amountCents: 15_790 });

    const asked = await authorise(c.token, { payBill: bill.numDoc });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((asked.body as { message: string }).message).toBe(
      'Pix Automático solicitado. No app do seu banco, o mesmo QR Code paga a fatura em aberto e autoriza os próximos débitos.',
    );
    const view = (asked.body as { data: View }).data;
    expect(view.recurrence).toMatchObject({ status: 'CRIADA', journey: 'JORNADA_4', paysBill: bill.numDoc, firstDueDate: '2026-05-13' });
    expect(view.composedBill).toBeNull();
    const rec = provider.automatico.recs.get(view.recurrence!.idRec)!;
    // The bill paid now is settled by its cobv: the recurrence starts the day after its due date (12/05 + 1).
    expect(rec.calendario).toMatchObject({ dataInicial: '2026-05-13', periodicidade: 'MENSAL' });
    expect(provider.calls.some((x) => x.method === 'GET' && x.path === `/v2/rec/${rec.idRec}?txid=${cobvTxidOf(bill.numDoc)}`)).toBe(true);
    const code = view.recurrence!.pixCopiaECola!;
    expect(locationIn(code, '26')).toBe((cobv.loc as { location: string }).location);
    expect(locationIn(code, '80')).toBe((rec.loc as { location: string }).location);

    // The payer reads the QR: pays the bill's cobv (webhook /pix) and approves the recurrence (webhookrec).
    const pix = provider.receive(cobvTxidOf(bill.numDoc), '157.90', '2026-05-04T13:10:00.000Z');
    const paid = await provider.notify(`${cms.url}/api/collections/pix/webhook`, [pix], nginx);
    expect(paid).toEqual({ status: 200, body: { received: 1, results: [{ endToEndId: pix.endToEndId, result: 'APPLIED' }] } });
    expect((await post('rec', provider.approveRec(rec.idRec, 'JORNADA_4'))).body).toEqual({
      received: 1,
      results: [{ idRec: rec.idRec, result: 'UPDATED' }],
    });
    const rows = await sql(
      cms,
      'SELECT payment_method, payment_date FROM invoices WHERE num_doc = ?',
      'SELECT payment_method, payment_date FROM invoices WHERE num_doc = $1',
      [bill.numDoc],
    );
    expect(rows[0]).toMatchObject({ payment_method: 'PIX' });
    const recs = await sql(
      cms,
      'SELECT status, journey, journey_taken FROM pix_recurrences WHERE id_rec = ?',
      'SELECT status, journey, journey_taken FROM pix_recurrences WHERE id_rec = $1',
      [rec.idRec],
    );
    expect(recs).toEqual([{ status: 'APROVADA', journey: 'JORNADA_4', journey_taken: 'JORNADA_4' }]);
    const after = (await show(c.token)).body.data;
    expect(after.recurrence).toMatchObject({ status: 'APROVADA', statusLabel: 'Pix Automático autorizado', pixCopiaECola: null });
    // The bill paid with the QR never becomes a recurring charge (the job scans every second).
    await new Promise((r) => setTimeout(r, 2_500));
    expect(provider.automatico.cobrs.has(txidOf(bill.numDoc))).toBe(false);
  });

  it('refuses to pay with the authorisation a bill without an active dynamic Pix or of another contract, writing nothing', async () => {
    const a = await customer();
    const b = await customer();
    const other = await billInWindow(b.contract, '2026-05-12', 9_900);
    await until('the other bill’s cobv', async () => provider.cobvs.get(cobvTxidOf(other.numDoc)));
    for (const payBill of [other.numDoc, '99999999']) {
      const res = await authorise(a.token, { payBill });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'Esta fatura não pode ser paga junto com a autorização. Autorize só o Pix Automático ou pague a fatura pelo Pix ou boleto.',
      );
    }
    const bad = await authorise(a.token, { payBill: 12 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Informe o número da fatura em aberto a pagar junto ou deixe em branco.');
    expect((await show(a.token)).body.data.recurrence).toBeNull();
  });
});

describe('a bill that changes after its recurring charge was sent', () => {
  it('cancels the charge and creates it again with the new amount under a new txid, in the same cycle', async () => {
    const a = await approved();
    const bill = await billInWindow(a.contract, '2026-05-12', 15_790);
    const first = txidOf(bill.numDoc);
    await until('the charge at the PSP', async () => provider.automatico.cobrs.get(first));
    await until('the charge sent', async () => (await show(a.token)).body.data.charges[0]?.state === 'SCHEDULED');
    // An agreement instalment of R$ 52,30 comes on the bill: 157,90 + 52,30 = 210,20.
    await changeInvoice(cms, { numDoc: bill.numDoc, amountCents: 21_020 });
    const second = `${first}R1`;
    const created = await until('the new charge', async () => provider.automatico.cobrs.get(second));
    expect(created).toMatchObject({
      idRec: a.idRec,
      status: 'CRIADA',
      valor: { original: '210.20' },
      calendario: { dataDeVencimento: '2026-05-12' },
    });
    expect(provider.automatico.cobrs.get(first)!.status).toBe('CANCELADA');
    const cancel = provider.calls.findIndex((x) => x.method === 'PATCH' && x.path === `/v2/cobr/${first}`);
    const put = provider.calls.findIndex((x) => x.method === 'PUT' && x.path === `/v2/cobr/${second}`);
    expect(provider.calls[cancel]!.body).toEqual({ status: 'CANCELADA' });
    expect(cancel).toBeLessThan(put);
    const view = await until('the charge shown with the new amount', async () => {
      const charge = (await show(a.token)).body.data.charges[0];
      return charge?.amountCents === 21_020 ? charge : null;
    });
    expect(view).toMatchObject({ state: 'SCHEDULED', notice: 'Será debitada via Pix Automático em 12/05' });
    const rows = await sql(
      cms,
      'SELECT txid, replaced_txid, status FROM pix_recurring_charges WHERE num_doc = ?',
      'SELECT txid, replaced_txid, status FROM pix_recurring_charges WHERE num_doc = $1',
      [bill.numDoc],
    );
    expect(rows).toEqual([{ txid: second, replaced_txid: first, status: 'DONE' }]);
    // The debit of the new charge settles the bill at its new amount.
    await post('cobr', provider.scheduleCobr(second));
    expect((await post('cobr', provider.settleCobr(second))).body).toEqual({ received: 1, results: [{ txid: second, result: 'APPLIED' }] });
  });

  it('cancels the charge of a bill that became negotiated, and leaves a charge alone when nothing it carries changed', async () => {
    const a = await approved();
    const bill = await billInWindow(a.contract, '2026-05-12', 8_000);
    const txid = txidOf(bill.numDoc);
    await until('the charge at the PSP', async () => provider.automatico.cobrs.get(txid));
    await until('the charge sent', async () => (await show(a.token)).body.data.charges[0]?.state === 'SCHEDULED');
    await changeInvoice(cms, { numDoc: bill.numDoc, amountCents: 8_000 });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(provider.calls.some((x) => x.method === 'PATCH' && x.path === `/v2/cobr/${txid}`)).toBe(false);
    await changeInvoice(cms, { numDoc: bill.numDoc, negotiated: true });
    await until('the cancellation', async () => provider.automatico.cobrs.get(txid)!.status === 'CANCELADA');
    const charge = await until('the charge shown cancelled', async () => {
      const c = (await show(a.token)).body.data.charges[0];
      return c?.state === 'CANCELLED' ? c : null;
    });
    expect(charge.notice).toBe('Cobrança cancelada.');
    expect(provider.automatico.cobrs.has(`${txid}R1`)).toBe(false);
  });
});

describe('who reaches it', () => {
  it('answers 404 for another customer’s contract', async () => {
    const a = await customer();
    const b = await customer();
    expect((await show(b.token, a.contract.documentId)).status).toBe(404);
    const cancel = await call(cms, 'DELETE', '/collections/pix-automatico', {
      token: b.token,
      query: { contractId: a.contract.documentId },
    });
    expect(cancel.status).toBe(404);
  });

  it('lets the attendant serving the contract ask for it, audited for the customer', async () => {
    const c = await customer();
    const made = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, made.user.email, made.user.password!);
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: c.contract.documentId } })).status).toBe(200);
    const asked = await authorise(token, { ceilingCents: 25_000 });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const changes = await call(cms, 'GET', '/user/attendant-changes', { token: c.token });
    expect(changes.body.data[0]).toMatchObject({
      actionLabel: 'Pix Automático',
      description: 'Pix Automático solicitado - valor máximo 250,00',
    });
  });
});

describe('the webhooks', () => {
  it('refuses a call without the PSP’s certificate and a malformed body, changing nothing', async () => {
    const c = await customer();
    const asked = await authorise(c.token);
    const idRec = (asked.body as { data: View }).data.recurrence!.idRec;
    // A well-formed notification built here: the provider's own state stays CRIADA.
    const body = { recs: [{ idRec, status: 'APROVADA', atualizacao: [{ status: 'APROVADA', data: '2026-05-04T13:05:00Z' }] }] };
    const noCert = await post('rec', body, { ...nginx, 'x-client-verify': 'NONE' });
    expect(noCert.status).toBe(401);
    expect(noCert.body.error).toMatchObject({ message: 'Chamada do webhook Pix sem o certificado do provedor (mTLS).' });
    const wrongSecret = await post('rec', body, { ...nginx, 'x-pix-proxy-secret': 'another-secret-0123456789' });
    expect(wrongSecret.status).toBe(401);
    const broken = { recs: [...body.recs, { idRec, status: 'APROVADA' }] }; // the second item has no atualizacao
    const bad = await post('rec', broken);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ message: 'Corpo do webhook inválido.' });
    expect((await post('cobr', { cobsr: [{ txid: 'x' }] })).status).toBe(400);
    expect((await post('cobr', 'not json')).status).toBe(400);
    const rows = await sql(
      cms,
      'SELECT status FROM pix_recurrences WHERE id_rec = ?',
      'SELECT status FROM pix_recurrences WHERE id_rec = $1',
      [idRec],
    );
    expect(rows).toEqual([{ status: 'CRIADA' }]);
  });
});
