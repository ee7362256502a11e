/**
 * Pix Automático, journey 4 and changed bills (issue 24 §2):
 * - the composite QR "cobrança com vencimento + recorrência" built field by field and checked
 *   against the BCB's published example (`recResponse7` of bacen/pix-api openapi.yaml, CRC A441);
 * - the dates and the bill a journey-4 authorisation uses, with a fixed today;
 * - what a charge already at the PSP needs when its bill changes (`cobrChangeDecision`) and the
 *   txid of its replacement;
 * - the client against the LOCAL PROVIDER: `GET /rec/{idRec}?txid=<cobv>` answers journey 4's
 *   composite QR; a recurring charge cancelled (`PATCH /cobr` CANCELADA, the only revision the
 *   schema `CobRRevisada` allows) and created again in the same cycle under a new txid; every
 *   request and answer checked against the spec's schemas.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PixApiClient, PixApiError, PixAutomaticoClient } from '../../cms/src/portal/collections/pix/client';
import { brCodeFields, brCodeLocation, composedCopyPaste, composedPixPayload } from '@domain/collections/pix/brcode';
import { cobrChangeDecision, cobrRequest, cobrTxid, recRequest, replacementTxid } from '@domain/collections/pix/automatic/recurrence';
import { authoriseErrors, composableBill, firstChargeDateAfter } from '@domain/collections/pix/automatic/views';
import { cobvRequest } from '@domain/collections/pix/cobv-request';
import type { PixProviderSettings } from '@domain/collections/pix/settings';
import { localPixSettings, startLocalPix, type LocalPix } from '../support/bcb/local-pix';
import type { LocalPixProvider } from '../support/bcb/provider';
import { schemaErrors } from '../support/bcb/validator';

/** API Pix 2.9.0, openapi.yaml, example `recResponse7` ("Recorrência Completa com Dados QR Jornada 4"): `dadosQR.pixCopiaECola`. */
const BCB_JOURNEY_4 =
  '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441';
const COBV_LOCATION = 'pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e7';
const REC_LOCATION = 'pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d0';

describe('the composite QR of journey 4', () => {
  it('builds exactly the BCB’s published journey-4 code from its two locations, name and city', () => {
    const built = composedPixPayload({
      chargeLocation: COBV_LOCATION,
      recLocation: REC_LOCATION,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(built).toBe(BCB_JOURNEY_4);
    // Field by field: 26 = the charge's location (81 characters), 80 = the recurrence's (80), 63 = CRC.
    const fields = brCodeFields(BCB_JOURNEY_4)!;
    expect([...fields.keys()]).toEqual(['00', '01', '26', '52', '53', '58', '59', '60', '62', '80', '63']);
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26')).toBe(`0014br.gov.bcb.pix2559${COBV_LOCATION}`);
    expect(fields.get('80')).toBe(`0014br.gov.bcb.pix2558${REC_LOCATION}`);
    expect(fields.get('63')).toBe('A441');
    expect(brCodeLocation(BCB_JOURNEY_4, '26')).toBe(COBV_LOCATION);
    expect(brCodeLocation(BCB_JOURNEY_4, '80')).toBe(REC_LOCATION);
  });

  it('keeps the PSP’s code when it names both locations, and rebuilds it otherwise', () => {
    const payee = { merchantName: 'Necta Gas Natural', merchantCity: 'Aracatuba' };
    const locations = { chargeLocation: COBV_LOCATION, recLocation: REC_LOCATION };
    expect(composedCopyPaste(BCB_JOURNEY_4, locations, payee)).toBe(BCB_JOURNEY_4);
    const other = { chargeLocation: 'pix.example.com/qr/v2/cobv/other', recLocation: REC_LOCATION };
    const rebuilt = composedCopyPaste(BCB_JOURNEY_4, other, payee);
    expect(brCodeLocation(rebuilt, '26')).toBe('pix.example.com/qr/v2/cobv/other');
    expect(brCodeLocation(rebuilt, '80')).toBe(REC_LOCATION);
    expect(brCodeFields(rebuilt)!.get('59')).toBe('Necta Gas Natural');
    // A broken CRC is never shown.
    expect(composedCopyPaste(`${BCB_JOURNEY_4.slice(0, -1)}0`, locations, payee)).toBe(composedPixPayload({ ...locations, ...payee }));
    expect(composedCopyPaste(null, locations, payee)).toBe(composedPixPayload({ ...locations, ...payee }));
  });
});

describe('journey 4 in the portal’s rules', () => {
  it('offers the open bill due first whose cobv is active, never a negotiated one', () => {
    const bills = [
      { numDoc: '3', dueDate: '2026-05-20', activeCobv: true, negotiated: false },
      { numDoc: '1', dueDate: '2026-04-20', activeCobv: true, negotiated: true },
      { numDoc: '2', dueDate: '2026-05-12', activeCobv: false, negotiated: false },
    ];
    expect(composableBill(bills)?.numDoc).toBe('3');
    expect(composableBill(bills.slice(1))).toBeNull();
  });

  it('starts the recurrence after the bill the QR pays (today 4 May 2026)', () => {
    // Paid bill due 12/05; no other open bill: the day after it, 13/05 (later than today + 3 = 07/05).
    expect(firstChargeDateAfter('2026-05-12', [], '2026-05-04')).toBe('2026-05-13');
    // Paid bill overdue (20/04): today + 2 = 06/05 is the earliest sendable day, so the first date is 07/05.
    expect(firstChargeDateAfter('2026-04-20', [], '2026-05-04')).toBe('2026-05-07');
    // Another open bill due 12/06 after the paid one: it is the first charge.
    expect(firstChargeDateAfter('2026-05-12', ['2026-06-12', '2026-04-01'], '2026-05-04')).toBe('2026-06-12');
  });

  it('accepts the bill to pay as a bill number, and only that', () => {
    expect(authoriseErrors({ payBill: '4510001', ceilingCents: 30_000 })).toEqual({});
    expect(authoriseErrors({ payBill: 4510001 })).toEqual({
      payBill: 'Informe o número da fatura em aberto a pagar junto ou deixe em branco.',
    });
    expect(authoriseErrors({ payBill: '45-1' })).toEqual({
      payBill: 'Informe o número da fatura em aberto a pagar junto ou deixe em branco.',
    });
  });
});

describe('a bill that changes after its recurring charge was sent', () => {
  const sent = { amountCents: 15_790, dueDate: '2026-05-12', cobrStatus: 'CRIADA' as const };
  const bill = { amountCents: 15_790, dueDate: '2026-05-12', paid: false, negotiated: false };
  const today = '2026-05-04';

  it('changes nothing while the bill matches, or once the charge is no longer live', () => {
    expect(cobrChangeDecision(sent, bill, null, today)).toBe('none');
    expect(cobrChangeDecision({ ...sent, cobrStatus: 'CONCLUIDA' }, { ...bill, amountCents: 1 }, null, today)).toBe('none');
    expect(cobrChangeDecision({ ...sent, cobrStatus: 'CANCELADA' }, null, null, today)).toBe('none');
  });

  it('cancels and creates again when the amount changes before the debit day', () => {
    // An agreement instalment of R$ 52,30 added to the bill: 15 790 + 5 230 = 21 020 cents.
    expect(cobrChangeDecision(sent, { ...bill, amountCents: 21_020 }, null, today)).toBe('replace');
    expect(cobrChangeDecision({ ...sent, cobrStatus: 'ATIVA' }, { ...bill, amountCents: 21_020 }, 30_000, today)).toBe('replace');
  });

  it('keeps the new amount out when it passes the customer’s ceiling, and a due date too close out of the window', () => {
    expect(cobrChangeDecision(sent, { ...bill, amountCents: 30_001 }, 30_000, today)).toBe('skip-ceiling');
    // New due date 05/05: today (04/05) is past its last send day (05/05 − 2 = 03/05).
    expect(cobrChangeDecision(sent, { ...bill, dueDate: '2026-05-05' }, null, today)).toBe('skip-window');
  });

  it('waits for the window when the due date moved later', () => {
    // Due day moved from 12/05 to 18/05… inside the window (08/05–16/05 starts after today): the new charge waits.
    expect(cobrChangeDecision(sent, { ...bill, dueDate: '2026-05-18' }, null, today)).toBe('replace-later');
    // …and to 13/05 (window 03/05–11/05, today inside): replaced now.
    expect(cobrChangeDecision(sent, { ...bill, dueDate: '2026-05-13' }, null, today)).toBe('replace');
  });

  it('cancels a charge whose bill was paid another way, negotiated or removed', () => {
    expect(cobrChangeDecision(sent, { ...bill, paid: true }, null, today)).toBe('cancel');
    expect(cobrChangeDecision(sent, { ...bill, negotiated: true }, null, today)).toBe('cancel');
    expect(cobrChangeDecision(sent, null, null, today)).toBe('cancel');
  });

  it('leaves the charge as it is from its debit day on (the API refuses the cancellation then)', () => {
    expect(cobrChangeDecision(sent, { ...bill, amountCents: 21_020 }, null, '2026-05-12')).toBe('too-late');
    expect(cobrChangeDecision(sent, null, null, '2026-05-13')).toBe('too-late');
  });

  it('names each replacement with a new txid of 26 to 35 letters and digits', () => {
    const first = cobrTxid('4510001');
    expect(first).toBe('GASR0000000000000004510001');
    expect(replacementTxid(first)).toBe('GASR0000000000000004510001R1');
    expect(replacementTxid('GASR0000000000000004510001R1')).toBe('GASR0000000000000004510001R2');
    expect(replacementTxid('GASR0000000000000004510001R9')).toBe('GASR0000000000000004510001R10');
    for (const txid of [first, replacementTxid(first), cobrTxid('99999999999999999', 999)]) expect(schemaErrors('txid', txid)).toEqual([]);
    expect(() => replacementTxid('GASV0000000000000004510001')).toThrow(RangeError);
  });
});

describe('journey 4 and the replaced charge against the local provider', () => {
  let pix: LocalPix;
  let provider: LocalPixProvider;
  let api: PixApiClient;
  let client: PixAutomaticoClient;
  const contract = {
    contractNumber: '100200300',
    label: 'Rua Aguapeí, 1560',
    holderDocument: '529.982.247-25',
    holderName: 'Maria da Silva',
  };
  const account = { agencia: '0001', conta: '123456', tipoConta: 'CORRENTE' as const };

  const settings = (): PixProviderSettings =>
    localPixSettings(pix, { scope: 'cob.write cob.read rec.write rec.read cobr.write cobr.read payloadlocationrec.write' });

  beforeAll(async () => {
    pix = await startLocalPix('2026-05-04T13:00:00Z');
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

  it('journey 4: GET /rec with the bill’s cobv txid answers one QR with the charge (26) and the recurrence (80)', async () => {
    const txid = 'GASV0000000000000004510002';
    const cobv = await api.putCobv(
      txid,
      cobvRequest(
        { numDoc: '4510002', amountCents: 15_790, dueDate: '2026-05-12', referenceLabel: '04/2026' },
        { document: '52998224725', name: 'Maria da Silva' },
        settings().rules,
        'pix@necta.com.br',
      ),
    );
    const loc = await client.createLocRec();
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-05-13', retryPolicy: 'PERMITE_3R_7D', minimumCents: null, locId: loc!.id }),
    );
    const read = await client.getRec(rec!.idRec, txid);
    expect(read!.dadosQR!.jornada).toBe('JORNADA_4');
    const code = read!.dadosQR!.pixCopiaECola!;
    expect(brCodeLocation(code, '26')).toBe(cobv!.loc!.location);
    expect(brCodeLocation(code, '80')).toBe(loc!.location);
    // The payer pays the bill and approves the recurrence in one go: the recurrence says which journey.
    const approved = provider.approveRec(rec!.idRec, 'JORNADA_4');
    expect((approved.recs[0] as { ativacao: { tipoJornada: string } }).ativacao.tipoJornada).toBe('JORNADA_4');
  });

  it('a journey-3 recurrence refuses a cobv txid (the spec’s RecConsultaInvalida)', async () => {
    const cobvTxid = 'GASV0000000000000004510003';
    await api.putCobv(
      cobvTxid,
      cobvRequest(
        { numDoc: '4510003', amountCents: 9_900, dueDate: '2026-05-12', referenceLabel: '04/2026' },
        { document: '52998224725', name: 'Maria da Silva' },
        settings().rules,
        'pix@necta.com.br',
      ),
    );
    const loc = await client.createLocRec();
    const rec = await client.createRec(
      recRequest(contract, {
        firstDueDate: '2026-05-13',
        retryPolicy: 'NAO_PERMITE',
        minimumCents: null,
        locId: loc!.id,
        journey3Txid: 'GASC0000000000000004510003',
      }),
    );
    const error = await client.getRec(rec!.idRec, cobvTxid).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PixApiError);
    expect((error as PixApiError).status).toBe(400);
  });

  it('a charge whose bill changed is cancelled and created again in the same cycle under the next txid', async () => {
    const loc = await client.createLocRec();
    const rec = await client.createRec(
      recRequest(contract, { firstDueDate: '2026-05-12', retryPolicy: 'PERMITE_3R_7D', minimumCents: null, locId: loc!.id }),
    );
    provider.approveRec(rec!.idRec, 'JORNADA_2');
    const first = cobrTxid('4510004');
    const bill = { numDoc: '4510004', amountCents: 15_790, dueDate: '2026-05-12', referenceLabel: '04/2026' };
    await client.putCobr(first, cobrRequest(rec!.idRec, bill, account));
    // A second charge in the same cycle is refused while the first is live…
    const second = replacementTxid(first);
    const changed = { ...bill, amountCents: 21_020 };
    const refused = await client.putCobr(second, cobrRequest(rec!.idRec, changed, account)).catch((e: unknown) => e);
    expect((refused as PixApiError).status).toBe(400);
    // …and accepted once it is CANCELADA.
    const cancelled = await client.cancelCobr(first);
    expect(cancelled!.status).toBe('CANCELADA');
    const created = await client.putCobr(second, cobrRequest(rec!.idRec, changed, account));
    expect(created).toMatchObject({ txid: second, status: 'CRIADA', valor: { original: '210.20' } });
    expect(provider.automatico.cobrs.get(first)!.status).toBe('CANCELADA');
  });
});
