/**
 * Pix Automático's portal rules (docs/collections-pix-automatico.md), pure, on fixed dates: the
 * recurrence's first date, which bills become charges (window, ceiling), the bill's line, the
 * authorisation's checks, the settings and the ceiling typed in the panel.
 */
import { describe, expect, it } from 'vitest';
import { authoriseErrors, chargeDecision, chargeNotice, firstChargeDate } from '@domain/collections/pix/automatic/views';
import { pixAutomaticoSettings } from '@domain/collections/pix/automatic/settings';
import { ceilingCentsOf } from '../../src/area-cliente/features/collections/model/pix-automatico/ceiling';

describe('the first date of the recurrence', () => {
  it('is the earliest open bill that can still be sent, at least 2 days ahead', () => {
    expect(firstChargeDate(['2026-05-20', '2026-05-06', '2026-05-05'], '2026-05-04')).toBe('2026-05-06');
  });
  it('is the day after today + 2 when no open bill can be sent', () => {
    expect(firstChargeDate([], '2026-05-04')).toBe('2026-05-07');
    expect(firstChargeDate(['2026-05-05'], '2026-05-04')).toBe('2026-05-07');
  });
});

describe('a bill of an approved contract', () => {
  const rec = { firstDueDate: '2026-05-07', ceilingCents: null };
  it('waits before 10 days, is sent from 10 to 2 days before its due date, is skipped after', () => {
    expect(chargeDecision({ dueDate: '2026-05-20', amountCents: 100 }, rec, '2026-05-09')).toBe('wait');
    expect(chargeDecision({ dueDate: '2026-05-20', amountCents: 100 }, rec, '2026-05-10')).toBe('send');
    expect(chargeDecision({ dueDate: '2026-05-20', amountCents: 100 }, rec, '2026-05-18')).toBe('send');
    expect(chargeDecision({ dueDate: '2026-05-20', amountCents: 100 }, rec, '2026-05-19')).toBe('skip-window');
  });
  it('is ignored when due before the recurrence starts or without an amount', () => {
    expect(chargeDecision({ dueDate: '2026-05-06', amountCents: 100 }, rec, '2026-05-01')).toBe('ignore');
    expect(chargeDecision({ dueDate: '2026-05-12', amountCents: 0 }, rec, '2026-05-04')).toBe('ignore');
  });
  it('is skipped above the customer’s ceiling, sent at it', () => {
    const capped = { firstDueDate: '2026-05-07', ceilingCents: 10_000 };
    expect(chargeDecision({ dueDate: '2026-05-12', amountCents: 10_001 }, capped, '2026-05-04')).toBe('skip-ceiling');
    expect(chargeDecision({ dueDate: '2026-05-12', amountCents: 10_000 }, capped, '2026-05-04')).toBe('send');
  });
});

describe('the bill’s line', () => {
  it('says the debit day, moved to the next business day (ajusteDiaUtil)', () => {
    expect(chargeNotice('SCHEDULED', '2026-05-12', null, null)).toBe('Será debitada via Pix Automático em 12/05');
    // Saturday 16 May 2026 → Monday 18 May.
    expect(chargeNotice('SCHEDULED', '2026-05-16', null, null)).toBe('Será debitada via Pix Automático em 18/05');
  });
  it('says a retry’s date, a failure with its reason, a payment', () => {
    expect(chargeNotice('RETRYING', '2026-05-11', '2026-05-12', 'AM09 — Saldo insuficiente')).toBe(
      'Débito não realizado; nova tentativa em 12/05.',
    );
    expect(chargeNotice('FAILED', '2026-05-11', null, 'AM09 — Saldo insuficiente')).toBe(
      'Débito não realizado: pague pelo Pix ou boleto. (AM09 — Saldo insuficiente)',
    );
    expect(chargeNotice('PAID', '2026-05-11', null, null)).toBe('Paga via Pix Automático.');
  });
});

describe('the authorisation request', () => {
  it('takes no ceiling or a positive whole number of cents not below the floor, and no other field', () => {
    expect(authoriseErrors({})).toEqual({});
    expect(authoriseErrors({ ceilingCents: null })).toEqual({});
    expect(authoriseErrors({ ceilingCents: 30_000 })).toEqual({});
    const invalid = { ceilingCents: 'Informe o valor máximo em centavos (um número inteiro positivo) ou deixe em branco.' };
    expect(authoriseErrors({ ceilingCents: 0 })).toEqual(invalid);
    expect(authoriseErrors({ ceilingCents: 12.5 })).toEqual(invalid);
    expect(authoriseErrors({ ceilingCents: '300' })).toEqual(invalid);
    expect(authoriseErrors({ contractId: 'abc', ceilingCents: 30_000 })).toEqual({});
    expect(authoriseErrors({ role: 'admin-master' })).toEqual({ role: 'Campo não esperado.' });
    expect(authoriseErrors({ ceilingCents: 500 }, 1_000)).toEqual({
      ceilingCents: 'O valor máximo não pode ser menor que o valor mínimo da distribuidora.',
    });
  });
});

describe('the settings', () => {
  const provider = { PIX_PROVIDER_URL: 'https://psp.example.com/v2' };
  it('are off without the receiver’s account', () => {
    expect(pixAutomaticoSettings({})).toBeNull();
    expect(pixAutomaticoSettings(provider)).toBeNull();
  });
  it('read the account, the policy, the floor and the scan period', () => {
    expect(
      pixAutomaticoSettings({
        ...provider,
        PIX_AUTOMATICO_CONTA: '1234567',
        PIX_AUTOMATICO_AGENCIA: '0001',
        PIX_AUTOMATICO_RETRY_POLICY: 'NAO_PERMITE',
        PIX_AUTOMATICO_MINIMUM_CENTS: '1000',
      }),
    ).toEqual({
      account: { agencia: '0001', conta: '1234567', tipoConta: 'CORRENTE' },
      retryPolicy: 'NAO_PERMITE',
      minimumCents: 1000,
      scanEverySeconds: 60,
    });
  });
  it('refuse a half configuration with the reason', () => {
    expect(() => pixAutomaticoSettings({ PIX_AUTOMATICO_CONTA: '1234567' })).toThrow(
      'PIX_AUTOMATICO_CONTA exige o provedor Pix (PIX_PROVIDER_URL)',
    );
    expect(() => pixAutomaticoSettings({ ...provider, PIX_AUTOMATICO_CONTA: '12-3' })).toThrow(
      'PIX_AUTOMATICO_CONTA deve ter de 1 a 20 dígitos',
    );
    expect(() => pixAutomaticoSettings({ ...provider, PIX_AUTOMATICO_CONTA: '1', PIX_AUTOMATICO_RETRY_POLICY: 'SEMPRE' })).toThrow(
      'PIX_AUTOMATICO_RETRY_POLICY deve ser PERMITE_3R_7D ou NAO_PERMITE',
    );
  });
});

describe('the ceiling typed in the panel', () => {
  it('reads Brazilian amounts in cents; empty is none; anything else is refused', () => {
    expect(ceilingCentsOf('')).toBeNull();
    expect(ceilingCentsOf('350')).toBe(35_000);
    expect(ceilingCentsOf('350,5')).toBe(35_050);
    expect(ceilingCentsOf('R$ 1.250,50')).toBe(125_050);
    expect(ceilingCentsOf('0')).toBeUndefined();
    expect(ceilingCentsOf('12.5')).toBeUndefined();
    expect(ceilingCentsOf('abc')).toBeUndefined();
  });
});
