/**
 * Pix Automático: the pure rules (domain/collections/pix/automatic) with fixed dates, and the
 * client's recurrence and recurring-charge calls against the LOCAL PROVIDER built from the BCB's
 * openapi.yaml (tests/support/bcb): every request and answer is checked against the spec's
 * schemas and each test ends with no violation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PixApiClient, PixApiError, PixAutomaticoClient } from '../../cms/src/portal/collections/pix/client';
import {
  billAutomaticNotice,
  cobrRequest,
  cobrSendDecision,
  cobrSendWindow,
  cobrTxid,
  debitDate,
  journeyFor,
  nextRetryDate,
  recIsFinal,
  recRequest,
  recStatusLabel,
} from '@domain/collections/pix/automatic/recurrence';
import { parseCobrWebhookBody, parseRecWebhookBody } from '@domain/collections/pix/automatic/webhooks';
import type { PixProviderSettings } from '@domain/collections/pix/settings';
import { schemaErrors } from '../support/bcb/validator';
import { localPixSettings, startLocalPix, type LocalPix } from '../support/bcb/local-pix';
import type { LocalPixProvider } from '../support/bcb/provider';

const contract = {
  contractNumber: '100200300',
  label: 'Rua Aguapeí, 1560',
  holderDocument: '529.982.247-25',
  holderName: 'Maria da Silva',
};
const account = { agencia: '0001', conta: '123456', tipoConta: 'CORRENTE' as const };
const bill = { numDoc: '4510001', amountCents: 15_790, dueDate: '2026-12-20', referenceLabel: '11/2026' };

describe('Pix Automático rules', () => {
  it('asks a monthly recurrence of variable amount with the contract, the installation and the holder, as the BCB schema accepts', () => {
    const body = recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'PERMITE_3R_7D', minimumCents: 1_000 });
    expect(body).toEqual({
      vinculo: {
        contrato: '100200300',
        objeto: 'Gás canalizado Rua Aguapeí, 1560',
        devedor: { cpf: '52998224725', nome: 'Maria da Silva' },
      },
      calendario: { dataInicial: '2026-12-20', periodicidade: 'MENSAL' },
      valor: { valorMinimoRecebedor: '10.00' },
      politicaRetentativa: 'PERMITE_3R_7D',
    });
    expect(schemaErrors('recRequest', body)).toEqual([]);
  });

  it('journey 3 carries the immediate charge paid with the authorisation and the location of the QR', () => {
    const body = recRequest(contract, {
      firstDueDate: '2026-12-20',
      retryPolicy: 'NAO_PERMITE',
      minimumCents: null,
      locId: 108,
      journey3Txid: 'GASV0000000000000004510001',
    });
    expect(body.loc).toBe(108);
    expect(body.ativacao).toEqual({ dadosJornada: { txid: 'GASV0000000000000004510001' } });
    expect(body.valor).toBeUndefined();
    expect(schemaErrors('recRequest', body)).toEqual([]);
    expect(journeyFor('GASV0000000000000004510001')).toBe('JORNADA_3');
    expect(journeyFor(null)).toBe('JORNADA_2');
  });

  it('refuses a holder without a valid CPF/CNPJ and a contract number longer than the schema allows', () => {
    expect(() =>
      recRequest({ ...contract, holderDocument: '123' }, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null }),
    ).toThrow('CPF/CNPJ do titular inválido para o Pix Automático');
    expect(() =>
      recRequest(
        { ...contract, contractNumber: '1'.repeat(36) },
        { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null },
      ),
    ).toThrow('Número do contrato inválido para o Pix Automático');
  });

  it('a bill becomes a recurring charge with its due date, amount and the distributor account, as the BCB schema accepts', () => {
    const body = cobrRequest('RR1234567820261128abcdefghijk', bill, account);
    expect(body).toEqual({
      idRec: 'RR1234567820261128abcdefghijk',
      infoAdicional: 'Fatura de gás 4510001, referência 11/2026',
      calendario: { dataDeVencimento: '2026-12-20' },
      valor: { original: '157.90' },
      ajusteDiaUtil: true,
      recebedor: { conta: '123456', tipoConta: 'CORRENTE', agencia: '0001' },
    });
    expect(schemaErrors('cobrRequest', body)).toEqual([]);
    expect(cobrTxid('4510001')).toBe('GASR0000000000000004510001');
  });

  it('sends a charge between 10 and 2 days before its due date', () => {
    expect(cobrSendWindow('2026-12-20')).toEqual({ from: '2026-12-10', to: '2026-12-18' });
    expect(cobrSendDecision('2026-12-20', '2026-12-09')).toBe('wait');
    expect(cobrSendDecision('2026-12-20', '2026-12-10')).toBe('send');
    expect(cobrSendDecision('2026-12-20', '2026-12-18')).toBe('send');
    expect(cobrSendDecision('2026-12-20', '2026-12-19')).toBe('too-late');
  });

  it('retries at most 3 times within 7 days after the due date when the policy allows, never when it does not', () => {
    expect(nextRetryDate('PERMITE_3R_7D', '2026-12-20', '2026-12-20', 0)).toBe('2026-12-21');
    expect(nextRetryDate('PERMITE_3R_7D', '2026-12-20', '2026-12-23', 2)).toBe('2026-12-24');
    expect(nextRetryDate('PERMITE_3R_7D', '2026-12-20', '2026-12-23', 3)).toBeNull();
    expect(nextRetryDate('PERMITE_3R_7D', '2026-12-20', '2026-12-27', 1)).toBeNull();
    expect(nextRetryDate('NAO_PERMITE', '2026-12-20', '2026-12-20', 0)).toBeNull();
  });

  it('says to the customer what state the authorisation is in and when the bill will be debited', () => {
    expect(recStatusLabel('CRIADA')).toBe('Aguardando autorização no app do seu banco');
    expect(recStatusLabel('APROVADA')).toBe('Pix Automático autorizado');
    expect(recStatusLabel('REJEITADA')).toBe('Autorização recusada');
    expect(recStatusLabel('CANCELADA')).toBe('Pix Automático cancelado');
    expect(recIsFinal('APROVADA')).toBe(false);
    expect(recIsFinal('CANCELADA')).toBe(true);
    expect(billAutomaticNotice('2026-12-18')).toBe('Será debitada via Pix Automático em 18/12');
  });

  it('a due date on a weekend or holiday is debited on the next business day (ajusteDiaUtil)', () => {
    // 2026-12-20 is a Sunday; 2026-12-25 (Friday) is Christmas.
    expect(debitDate('2026-12-20')).toBe('2026-12-21');
    expect(billAutomaticNotice('2026-12-20')).toBe('Será debitada via Pix Automático em 21/12');
    expect(debitDate('2026-12-25')).toBe('2026-12-28');
    expect(debitDate('2026-12-22')).toBe('2026-12-22');
  });
});

describe('Pix Automático webhook bodies', () => {
  const update = [{ status: 'APROVADA', data: '2026-11-28T12:00:00-03:00' }];
  it('refuses a whole body when one item is malformed, an empty list, or the wrong key', () => {
    const good = { idRec: 'RR1234567820261128abcdefghijk', status: 'APROVADA', atualizacao: update };
    expect(parseRecWebhookBody({ recs: [good] })).toEqual([
      { idRec: 'RR1234567820261128abcdefghijk', status: 'APROVADA', journey: null, reason: null, at: '2026-11-28T15:00:00.000Z' },
    ]);
    expect(parseRecWebhookBody({ recs: [good, { ...good, idRec: 'curto' }] })).toBeNull();
    expect(parseRecWebhookBody({ recs: [{ ...good, status: 'ATIVA' }] })).toBeNull();
    expect(parseRecWebhookBody({ recs: [] })).toBeNull();
    expect(parseRecWebhookBody({ pix: [good] })).toBeNull();
    expect(
      parseCobrWebhookBody({ cobsr: [{ idRec: good.idRec, txid: 'GASR0000000000000004510001', status: 'CONCLUIDA', atualizacao: [] }] }),
    ).toBeNull();
  });

  it('a concluded charge without its Pix is refused (a bill is never marked paid without the payment)', () => {
    const item = {
      idRec: 'RR1234567820261128abcdefghijk',
      txid: 'GASR0000000000000004510001',
      status: 'CONCLUIDA',
      atualizacao: [{ status: 'CONCLUIDA', data: '2026-12-20T10:00:00Z' }],
    };
    expect(parseCobrWebhookBody({ cobsr: [item] })).toBeNull();
  });
});

describe('Pix Automático client against the local provider', () => {
  let pix: LocalPix;
  let provider: LocalPixProvider;
  let api: PixApiClient;
  let client: PixAutomaticoClient;

  const settings = (): PixProviderSettings =>
    localPixSettings(pix, { scope: 'rec.write rec.read cobr.write cobr.read payloadlocationrec.write' });

  beforeAll(async () => {
    pix = await startLocalPix('2026-11-28T15:00:00Z');
    provider = pix.provider;
    api = new PixApiClient(settings());
    client = new PixAutomaticoClient(api);
  }, 60_000);

  afterEach(() => {
    expect(provider.violations).toEqual([]);
  });

  afterAll(async () => {
    await api.close();
    await pix.stop();
  });

  it('journey 2: creates the location and the recurrence, reads its QR, and sees it approved after the payer authorises it', async () => {
    const loc = await client.createLocRec();
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'PERMITE_3R_7D', minimumCents: null, locId: loc!.id }),
    );
    expect(rec!.status).toBe('CRIADA');
    expect(rec!.idRec).toMatch(/^RR1234567820261128[a-zA-Z0-9]{11}$/);
    const read = await client.getRec(rec!.idRec);
    expect(read!.dadosQR!.jornada).toBe('JORNADA_2');
    expect(read!.dadosQR!.pixCopiaECola).toContain(loc!.location);
    const webhook = provider.approveRec(rec!.idRec, 'JORNADA_2');
    expect(parseRecWebhookBody(webhook)).toEqual([
      { idRec: rec!.idRec, status: 'APROVADA', journey: 'JORNADA_2', reason: null, at: '2026-11-28T15:00:00.000Z' },
    ]);
    expect((await client.getRec(rec!.idRec))!.status).toBe('APROVADA');
  });

  it('journey 3: the composite QR pays the open bill and authorises at once', async () => {
    const loc = await client.createLocRec();
    const txid = 'GASV0000000000000004510009';
    const rec = await client.createRec(
      recRequest(contract, {
        firstDueDate: '2026-12-20',
        retryPolicy: 'NAO_PERMITE',
        minimumCents: 500,
        locId: loc!.id,
        journey3Txid: txid,
      }),
    );
    expect(rec!.idRec.startsWith('RN')).toBe(true);
    const read = await client.getRec(rec!.idRec, txid);
    expect(read!.dadosQR!.jornada).toBe('JORNADA_3');
    expect(read!.dadosQR!.pixCopiaECola).toContain(loc!.location);
    expect(read!.dadosQR!.pixCopiaECola).toContain(`pix.example.com/qr/v2/cob/${txid}`);
  });

  it('a location already used by another recurrence is refused with the API problem', async () => {
    const loc = await client.createLocRec();
    await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null, locId: loc!.id }),
    );
    const error = await client
      .createRec(recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null, locId: loc!.id }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PixApiError);
    expect((error as PixApiError).status).toBe(400);
    expect((error as PixApiError).problem!.detail).toBe(
      'O location referenciado por rec.loc já está sendo utilizado por outra recorrência.',
    );
  });

  it('a customer cancels the recurrence: CANCELADA, its open charges cancelled, and a second cancel refused', async () => {
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null }),
    );
    provider.approveRec(rec!.idRec);
    const txid = cobrTxid('4510101');
    await client.putCobr(txid, cobrRequest(rec!.idRec, { ...bill, numDoc: '4510101' }, account));
    const cancelled = await client.cancelRec(rec!.idRec);
    expect(cancelled!.status).toBe('CANCELADA');
    expect(cancelled!.encerramento!.cancelamento!.solicitante).toBe('USUARIO_RECEBEDOR');
    expect((await client.getCobr(txid))!.status).toBe('CANCELADA');
    const again = await client.cancelRec(rec!.idRec).catch((e: unknown) => e);
    expect((again as PixApiError).problem!.detail).toBe('A recorrência encontra-se expirada, cancelada ou rejeitada.');
  });

  it('a rejected authorisation arrives as REJEITADA with the reason, and no charge can be sent under it', async () => {
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null }),
    );
    const webhook = provider.rejectRec(rec!.idRec);
    expect(parseRecWebhookBody(webhook)).toEqual([
      {
        idRec: rec!.idRec,
        status: 'REJEITADA',
        journey: null,
        reason: 'AP13 — Recusada pelo usuário pagador',
        at: '2026-11-28T15:00:00.000Z',
      },
    ]);
    const error = await client
      .putCobr(cobrTxid('4510201'), cobrRequest(rec!.idRec, { ...bill, numDoc: '4510201' }, account))
      .catch((e: unknown) => e);
    expect((error as PixApiError).problem!.detail).toBe('A recorrência não está aprovada.');
  });

  it('a charge under an approved recurrence: created, scheduled, paid once with its Pix; a second charge in the same month is refused', async () => {
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'PERMITE_3R_7D', minimumCents: null }),
    );
    provider.approveRec(rec!.idRec);
    const txid = cobrTxid('4510301');
    const created = await client.putCobr(txid, cobrRequest(rec!.idRec, { ...bill, numDoc: '4510301' }, account));
    expect(created).toMatchObject({
      txid,
      status: 'CRIADA',
      valor: { original: '157.90' },
      calendario: { dataDeVencimento: '2026-12-20' },
    });
    expect(parseCobrWebhookBody(provider.scheduleCobr(txid))![0]!.outcome).toEqual({ kind: 'scheduled', date: '2026-12-20' });
    const paid = parseCobrWebhookBody(provider.settleCobr(txid))![0]!;
    expect(paid.status).toBe('CONCLUIDA');
    expect(paid.outcome).toMatchObject({ kind: 'paid', amountCents: 15_790, paidAt: '2026-11-28T15:00:00.000Z' });
    expect((paid.outcome as { endToEndId: string }).endToEndId).toMatch(/^E[a-zA-Z0-9]{31}$/);
    expect((await client.getCobr(txid))!.status).toBe('CONCLUIDA');
    const second = await client
      .putCobr(cobrTxid('4510302'), cobrRequest(rec!.idRec, { ...bill, numDoc: '4510302', dueDate: '2026-12-28' }, account))
      .catch((e: unknown) => e);
    expect((second as PixApiError).problem!.detail).toBe(
      'Existe uma CobR referente ao mesmo idRec com calendario.dataDeVencimento no mesmo ciclo.',
    );
  });

  it('a refused debit is retried on the date the policy gives; a recurrence without retries refuses it', async () => {
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'PERMITE_3R_7D', minimumCents: null }),
    );
    provider.approveRec(rec!.idRec);
    const txid = cobrTxid('4510401');
    await client.putCobr(txid, cobrRequest(rec!.idRec, { ...bill, numDoc: '4510401', dueDate: '2026-11-30' }, account));
    provider.scheduleCobr(txid);
    expect(parseCobrWebhookBody(provider.failCobr(txid))![0]!.outcome).toEqual({
      kind: 'attempt-refused',
      reason: 'AM09 — Saldo insuficiente',
      attempt: 1,
    });
    const date = nextRetryDate('PERMITE_3R_7D', '2026-11-30', '2026-11-28', 0)!;
    const retried = await client.retryCobr(txid, date);
    expect(retried!.tentativas!.at(-1)).toMatchObject({ dataLiquidacao: '2026-12-01', status: 'SOLICITADA', tipo: 'RIFL' });

    const strict = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null }),
    );
    provider.approveRec(strict!.idRec);
    const other = cobrTxid('4510402');
    await client.putCobr(other, cobrRequest(strict!.idRec, { ...bill, numDoc: '4510402' }, account));
    const refused = await client.retryCobr(other, '2026-12-21').catch((e: unknown) => e);
    expect((refused as PixApiError).problem!.detail).toBe('A política configurada na recorrência não permite retentativa de cobrança.');
  });

  it('cancels a charge before its due date', async () => {
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-12-20', retryPolicy: 'NAO_PERMITE', minimumCents: null }),
    );
    provider.approveRec(rec!.idRec);
    const txid = cobrTxid('4510501');
    await client.putCobr(txid, cobrRequest(rec!.idRec, { ...bill, numDoc: '4510501' }, account));
    expect((await client.cancelCobr(txid))!.status).toBe('CANCELADA');
  });
});
