/** Pure LGPD rules (LGPD self-service): consent state, request moves, protocol, export validity, retention texts, CSV, field rules. */
import { describe, expect, it } from 'vitest';
import {
  accountRequestErrors,
  canMoveRequest,
  consentErrors,
  currentConsents,
  dpoContactErrors,
  exportRequestErrors,
  isExportDownloadable,
  isOpenRequest,
  makeProtocol,
  PROTOCOL_PATTERN,
  RETENTION,
} from '@domain/privacy/rules';

describe('consents', () => {
  it('start not granted and follow the newest change of each category', () => {
    expect(currentConsents([])).toEqual({
      'marketing-email': { granted: false, changedAt: null },
      'cookies-performance': { granted: false, changedAt: null },
      'cookies-marketing': { granted: false, changedAt: null },
    });
    const state = currentConsents([
      { category: 'marketing-email', granted: false, changedAt: '2026-05-03T10:00:00.000Z', source: 'area-cliente' },
      { category: 'marketing-email', granted: true, changedAt: '2026-05-01T10:00:00.000Z', source: 'area-cliente' },
      { category: 'cookies-marketing', granted: true, changedAt: '2026-05-02T10:00:00.000Z', source: 'cookies' },
    ]);
    expect(state['marketing-email']).toEqual({ granted: false, changedAt: '2026-05-03T10:00:00.000Z' });
    expect(state['cookies-marketing']).toEqual({ granted: true, changedAt: '2026-05-02T10:00:00.000Z' });
  });

  it('need a known category and a boolean', () => {
    expect(consentErrors({ category: 'marketing-email', granted: false })).toEqual({});
    expect(consentErrors({ category: 'sms', granted: 'true' })).toEqual({
      category: 'Escolha uma categoria de consentimento válida.',
      granted: 'Informe se o consentimento é concedido (true) ou revogado (false).',
    });
  });
});

describe('privacy requests', () => {
  it('move OPEN → IN_REVIEW → APPROVED | REJECTED → DONE, one step at a time', () => {
    expect(canMoveRequest('OPEN', 'IN_REVIEW')).toBe(true);
    expect(canMoveRequest('IN_REVIEW', 'APPROVED')).toBe(true);
    expect(canMoveRequest('IN_REVIEW', 'REJECTED')).toBe(true);
    expect(canMoveRequest('APPROVED', 'DONE')).toBe(true);
    expect(canMoveRequest('REJECTED', 'DONE')).toBe(true);
    expect(canMoveRequest('OPEN', 'APPROVED')).toBe(false);
    expect(canMoveRequest('OPEN', 'DONE')).toBe(false);
    expect(canMoveRequest('REJECTED', 'APPROVED')).toBe(false);
    expect(canMoveRequest('DONE', 'OPEN')).toBe(false);
    expect(['OPEN', 'IN_REVIEW', 'APPROVED'].every((s) => isOpenRequest(s as 'OPEN'))).toBe(true);
    expect(isOpenRequest('DONE') || isOpenRequest('REJECTED')).toBe(false);
  });

  it('get a protocol with the day in Brasília and six unambiguous characters', () => {
    // 01:30 UTC on the 2nd is still the 1st in Brasília.
    const protocol = makeProtocol(new Date('2026-03-02T01:30:00Z'), () => 0);
    expect(protocol).toBe('LGPD-20260301-222222');
    expect(PROTOCOL_PATTERN.test(protocol)).toBe(true);
    expect(makeProtocol(new Date('2026-03-02T12:00:00Z'), (max) => max - 1)).toBe('LGPD-20260302-ZZZZZZ');
  });

  it('need the kind and the confirmation that the customer read what is kept', () => {
    expect(accountRequestErrors({ kind: 'ANONYMIZATION', confirm: true })).toEqual({});
    expect(accountRequestErrors({ kind: 'DPO_CONTACT', confirm: 'sim' })).toEqual({
      kind: 'Escolha entre exclusão e anonimização.',
      confirm: 'Confirme que leu o que será mantido e o que será apagado.',
    });
  });

  it('check the public message to the encarregado field by field', () => {
    expect(dpoContactErrors({ name: 'Ana', email: 'ANA@Exemplo.test ', message: 'Olá' })).toEqual({});
    expect(dpoContactErrors({ name: ' ', email: '', message: '' })).toEqual({
      name: 'Informe seu nome',
      email: 'Esse campo é obrigatório',
      message: 'Escreva a sua mensagem',
    });
    expect(dpoContactErrors({ name: 'Ana', email: 'ana@', message: 'x'.repeat(4001) })).toEqual({
      email: 'Digite um formato de email válido',
      message: 'A mensagem deve ter no máximo 4000 caracteres.',
    });
    expect(dpoContactErrors({ name: 'Ana', email: 'ana@exemplo.test', message: 'x', cpfCnpj: '111.111.111-11' })).toEqual({
      cpfCnpj: 'CPF inválido',
    });
  });
});

describe('data export', () => {
  it('asks for the zip format', () => {
    expect(exportRequestErrors({ format: 'zip' })).toEqual({});
    expect(exportRequestErrors({})).toEqual({ format: 'Escolha o formato do arquivo (zip).' });
  });

  it('is downloadable while READY and before its 24 hours end', () => {
    const expiresAt = '2026-03-03T13:00:00.000Z';
    expect(isExportDownloadable('READY', expiresAt, new Date('2026-03-03T12:59:59.999Z'))).toBe(true);
    expect(isExportDownloadable('READY', expiresAt, new Date('2026-03-03T13:00:00.000Z'))).toBe(false);
    expect(isExportDownloadable('PROCESSING', expiresAt, new Date('2026-03-03T12:00:00.000Z'))).toBe(false);
    expect(isExportDownloadable('READY', null, new Date('2026-03-03T12:00:00.000Z'))).toBe(false);
  });
});

describe('retention statement', () => {
  it('says fiscal and billing records are kept 5 years by the CTN and the account is closed', () => {
    expect(RETENTION.kept[0]).toBe(
      'Faturas e registros de cobrança e pagamento (número, datas, valores, consumo e dados fiscais do documento): guardados por 5 anos, por obrigação legal (Código Tributário Nacional, arts. 173 e 174).',
    );
    expect(RETENTION.removed).toContain('A conta é encerrada: não será mais possível entrar na área do cliente.');
  });
});
