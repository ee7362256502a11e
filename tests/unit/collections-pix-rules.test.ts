/**
 * Dynamic Pix with due date (issue 24 §1), pure rules: the dynamic BR Code against the BCB's
 * published examples, the cobv txid, the amount due on a day (fine, interest, discount, business
 * due date), the request body against the BCB's OpenAPI schema, the action a bill's charge needs,
 * and the judgement of a Pix received.
 */
import { describe, expect, it } from 'vitest';
import { brCodeLocation, chargeCopyPaste, dynamicPixPayload } from '@domain/collections/pix/brcode';
import { cobvTxid } from '@domain/collections/pix/txid';
import { amountDueOn, type CobvRules } from '@domain/collections/pix/amounts';
import { cobvAction, cobvRequest } from '@domain/collections/pix/cobv-request';
import { judgePayment, parseWebhookBody } from '@domain/collections/pix/payments';
import { PixSettingsError, pixProviderSettings } from '@domain/collections/pix/settings';
import { schemaErrors } from '../support/bcb/validator';

/** "Manual de Padrões para Iniciação do Pix" (BCB), example of a dynamic QR (QR dinâmico). */
const MANUAL_DYNAMIC =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';
/** A PSP's published cobv BR Code (Stark Infra documentation, "Create dynamic brcodes", type due). */
const PSP_COBV =
  '00020101021226980014br.gov.bcb.pix2576brcode-h.development.starkinfra.com/v2/cobv/c1c7915805b4426e807a1672ee650a1e5204000053039865802BR5915Jamie Lannister6009Sao Paulo62070503***6304A4BE';

const rules: CobvRules = {
  fine: { modalidade: 2, valorPerc: '2.00' },
  interest: { modalidade: 3, valorPerc: '1.00' },
  discount: null,
  validityDays: 60,
};

describe('dynamic BR Code (location payload)', () => {
  it('reads the location of the manual’s dynamic example, whose CRC checks', () => {
    expect(brCodeLocation(MANUAL_DYNAMIC)).toBe('pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99');
  });

  it('builds exactly a PSP’s published cobv payload from its location, name and city (CRC A4BE)', () => {
    const payload = dynamicPixPayload({
      location: 'https://brcode-h.development.starkinfra.com/v2/cobv/c1c7915805b4426e807a1672ee650a1e',
      merchantName: 'Jamie Lannister',
      merchantCity: 'Sao Paulo',
    });
    expect(payload).toBe(PSP_COBV);
  });

  it('puts method 12, the location in 26-25, no amount field and reference *** ', () => {
    const payload = dynamicPixPayload({
      location: 'pix.example.com/qr/v2/cobv/abc',
      merchantName: 'Necta Gás Natural',
      merchantCity: 'Araçatuba',
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('26520014br.gov.bcb.pix2530pix.example.com/qr/v2/cobv/abc');
    expect(payload).not.toMatch(/54\d\d\d+\.\d\d58/);
    expect(payload).toContain('5917Necta Gas Natural6009Aracatuba62070503***6304');
  });

  it('keeps the provider’s copia e cola when it points to the charge’s location, else builds one', () => {
    const location = 'brcode-h.development.starkinfra.com/v2/cobv/c1c7915805b4426e807a1672ee650a1e';
    const payee = { merchantName: 'Necta', merchantCity: 'Aracatuba' };
    expect(chargeCopyPaste({ location, pixCopiaECola: PSP_COBV }, payee)).toBe(PSP_COBV);
    const rebuilt = chargeCopyPaste({ location: 'pix.example.com/other', pixCopiaECola: PSP_COBV }, payee);
    expect(brCodeLocation(rebuilt)).toBe('pix.example.com/other');
    expect(brCodeLocation(`${PSP_COBV.slice(0, -1)}0`)).toBeNull();
  });
});

describe('cobv txid', () => {
  it('is GASV + the bill number padded to 22 digits: 26 letters and digits, as the API’s TxId asks', () => {
    expect(cobvTxid('100000001202603')).toBe('GASV0000000100000001202603');
    expect(cobvTxid('1')).toHaveLength(26);
    expect(schemaErrors('txid', cobvTxid('1'))).toEqual([]);
    expect(schemaErrors('txid', cobvTxid('12345678901234567'))).toEqual([]);
  });
});

describe('amount due on a day', () => {
  it('is the original amount up to the due date', () => {
    expect(amountDueOn(15_790, '2026-04-20', '2026-04-20', rules).totalCents).toBe(15_790);
  });

  it('adds a 2% fine and 1% a month pro rata per calendar day when late', () => {
    // 10 days late: fine 2% of 157.90 = 3.16; interest 157.90 × 1% × 10/30 = 0.5263 → 0.53.
    const due = amountDueOn(15_790, '2026-04-20', '2026-04-30', rules);
    expect(due).toMatchObject({ fineCents: 316, interestCents: 53, daysLate: 10, totalCents: 16_159, payable: true });
  });

  it('does not charge a bill due on a Sunday that is paid on Monday', () => {
    // 2026-05-03 is a Sunday.
    expect(amountDueOn(10_000, '2026-05-03', '2026-05-04', rules).totalCents).toBe(10_000);
    expect(amountDueOn(10_000, '2026-05-03', '2026-05-05', rules)).toMatchObject({ daysLate: 2, fineCents: 200, interestCents: 7 });
  });

  it('charges a bill due on a business day from the next day on, even when that day is a holiday', () => {
    // 2026-04-20 is a Monday; 2026-04-21 (Tiradentes) is a holiday but the due date was not moved.
    expect(amountDueOn(10_000, '2026-04-20', '2026-04-21', rules)).toMatchObject({ daysLate: 1, fineCents: 200, interestCents: 3 });
  });

  it('moves past a holiday (Tiradentes, 2026-04-21) too', () => {
    expect(amountDueOn(10_000, '2026-04-21', '2026-04-22', rules).totalCents).toBe(10_000);
  });

  it('uses fixed fine and interest per day when those modalidades are set', () => {
    const fixed: CobvRules = { ...rules, fine: { modalidade: 1, valorPerc: '5.00' }, interest: { modalidade: 1, valorPerc: '0.10' } };
    expect(amountDueOn(10_000, '2026-04-20', '2026-04-23', fixed)).toMatchObject({ fineCents: 500, interestCents: 30, totalCents: 10_530 });
  });

  it('gives the discount up to its date and not after', () => {
    const discount: CobvRules = { ...rules, discount: { modalidade: 2, valorPerc: '1.00', daysBefore: 5 } };
    expect(amountDueOn(10_000, '2026-04-20', '2026-04-15', discount).totalCents).toBe(9_900);
    expect(amountDueOn(10_000, '2026-04-20', '2026-04-16', discount).totalCents).toBe(10_000);
  });

  it('says when the charge is past its validity after the due date', () => {
    expect(amountDueOn(10_000, '2026-04-20', '2026-06-20', { ...rules, validityDays: 30 }).payable).toBe(false);
  });
});

describe('cobv request body', () => {
  const bill = { numDoc: '100000001202603', amountCents: 15_790, dueDate: '2026-04-20', referenceLabel: '03/2026' };

  it('follows the BCB schema CobVSolicitada for a CPF holder, with fine, interest and discount', () => {
    const body = cobvRequest(
      bill,
      { document: '529.982.247-25', name: 'Maria da Silva' },
      { ...rules, discount: { modalidade: 1, valorPerc: '2.00', daysBefore: 3 } },
      'pix@necta.com.br',
    );
    expect(schemaErrors('cobvRequest', body)).toEqual([]);
    expect(body).toMatchObject({
      calendario: { dataDeVencimento: '2026-04-20', validadeAposVencimento: 60 },
      devedor: { cpf: '52998224725', nome: 'Maria da Silva' },
      valor: {
        original: '157.90',
        multa: { modalidade: 2, valorPerc: '2.00' },
        juros: { modalidade: 3, valorPerc: '1.00' },
        desconto: { modalidade: 1, descontoDataFixa: [{ data: '2026-04-17', valorPerc: '2.00' }] },
      },
      chave: 'pix@necta.com.br',
    });
  });

  it('names a company payer by its CNPJ', () => {
    const body = cobvRequest(bill, { document: '07.162.458/0001-40', name: 'Padaria Boa Ltda' }, rules, 'pix@necta.com.br');
    expect(body.devedor).toEqual({ cnpj: '07162458000140', nome: 'Padaria Boa Ltda' });
    expect(schemaErrors('cobvRequest', body)).toEqual([]);
  });

  it('is refused by the schema when it lacks the due date (the validator can fail)', () => {
    const body = cobvRequest(bill, { document: '52998224725', name: 'Maria' }, rules, 'k') as unknown as Record<string, unknown>;
    expect(schemaErrors('cobvRequest', { ...body, calendario: {} }).length).toBeGreaterThan(0);
    expect(schemaErrors('cobvRequest', { ...body, valor: { original: '157.9' } }).length).toBeGreaterThan(0);
  });
});

describe('what a bill’s charge needs', () => {
  const bill = { amountCents: 100, dueDate: '2026-04-20', paid: false, negotiated: false };
  const none = { cobvStatus: null, sentAmountCents: null, sentDueDate: null };
  const active = { cobvStatus: 'ATIVA', sentAmountCents: 100, sentDueDate: '2026-04-20' };
  it('creates one for an open bill, updates it on a change, removes it for a gone or negotiated bill', () => {
    expect(cobvAction(none, bill)).toBe('create');
    expect(cobvAction(active, bill)).toBe('none');
    expect(cobvAction(active, { ...bill, amountCents: 120 })).toBe('update');
    expect(cobvAction(active, { ...bill, dueDate: '2026-04-28' })).toBe('update');
    expect(cobvAction(active, null)).toBe('remove');
    expect(cobvAction(active, { ...bill, negotiated: true })).toBe('remove');
    expect(cobvAction(active, { ...bill, paid: true })).toBe('none');
    expect(cobvAction(none, null)).toBe('none');
    expect(cobvAction({ ...active, cobvStatus: 'CONCLUIDA' }, { ...bill, amountCents: 5 })).toBe('none');
  });
});

describe('Pix received', () => {
  const item = {
    endToEndId: 'E12345678202604301200abcdefghijk',
    txid: 'GASV0000000100000001202603',
    valor: '161.59',
    horario: '2026-04-30T15:00:00.000Z',
  };

  it('reads the webhook body of the BCB model and refuses a malformed one whole', () => {
    expect(parseWebhookBody({ pix: [item] })).toEqual([
      { endToEndId: item.endToEndId, txid: item.txid, amountCents: 16_159, paidAt: '2026-04-30T15:00:00.000Z' },
    ]);
    expect(parseWebhookBody({ pix: [item, { ...item, endToEndId: 'E1' }] })).toBeNull();
    expect(parseWebhookBody({ pix: [] })).toBeNull();
    expect(parseWebhookBody({ pix: [{ ...item, valor: '161.5' }] })).toBeNull();
  });

  it('applies the exact amount due that day and flags any other', () => {
    const bill = { amountCents: 15_790, dueDate: '2026-04-20', paymentDate: null };
    const [pix] = parseWebhookBody({ pix: [item] })!;
    expect(judgePayment(bill, pix!, rules).kind).toBe('paid');
    expect(judgePayment(bill, { ...pix!, amountCents: 15_790 }, rules).kind).toBe('mismatch');
    expect(judgePayment({ ...bill, paymentDate: '2026-04-29' }, pix!, rules).kind).toBe('already-paid');
  });

  it('takes the São Paulo date of the payment: 23:30 on the due date in Brazil is on time', () => {
    const bill = { amountCents: 15_790, dueDate: '2026-04-20', paymentDate: null };
    expect(
      judgePayment(bill, { endToEndId: item.endToEndId, txid: null, amountCents: 15_790, paidAt: '2026-04-21T02:30:00.000Z' }, rules).kind,
    ).toBe('paid');
  });
});

describe('provider settings', () => {
  const env = {
    PIX_PROVIDER_URL: 'https://pix.example.com/api/v2/',
    PIX_PROVIDER_TOKEN_URL: 'https://pix.example.com/oauth/token',
    PIX_PROVIDER_CLIENT_ID: 'id',
    PIX_PROVIDER_CLIENT_SECRET: 'secret',
    PIX_PROVIDER_CERT_FILE: '/etc/pix/client.crt',
    PIX_PROVIDER_KEY_FILE: '/etc/pix/client.key',
    PIX_KEY: 'pix@necta.com.br',
    PIX_COBV_FINE_MODALIDADE: '2',
    PIX_COBV_FINE_VALOR_PERC: '2.00',
    PIX_COBV_INTEREST_MODALIDADE: '3',
    PIX_COBV_INTEREST_VALOR_PERC: '1.00',
  };

  it('is off without a provider URL (the static BR Code stays)', () => {
    expect(pixProviderSettings({})).toBeNull();
  });

  it('reads a full configuration', () => {
    expect(pixProviderSettings(env)).toMatchObject({
      baseUrl: 'https://pix.example.com/api/v2',
      rules: {
        fine: { modalidade: 2, valorPerc: '2.00' },
        interest: { modalidade: 3, valorPerc: '1.00' },
        discount: null,
        validityDays: 60,
      },
    });
  });

  it('refuses a half configuration or a modalidade outside the supported ones, naming the setting', () => {
    expect(() => pixProviderSettings({ ...env, PIX_PROVIDER_CLIENT_SECRET: '' })).toThrow(
      new PixSettingsError('PIX_PROVIDER_CLIENT_SECRET é obrigatório quando PIX_PROVIDER_URL está definido'),
    );
    expect(() => pixProviderSettings({ ...env, PIX_COBV_INTEREST_MODALIDADE: '7' })).toThrow(
      'PIX_COBV_INTEREST_MODALIDADE deve ser 1, 2, 3, 4',
    );
    expect(() => pixProviderSettings({ ...env, PIX_PROVIDER_URL: 'http://pix.example.com' })).toThrow(
      'PIX_PROVIDER_URL deve usar https (a API Pix exige mTLS)',
    );
  });
});
