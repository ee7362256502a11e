/**
 * 'Acesso por API' (issue 26 §6; docs/access-tokens.md): the list without the token, the create
 * form (its checks before any call, the body it sends), the token shown once with its warning,
 * and the revoke after its confirmation.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import AccessTokensScreen from '~/area-cliente/features/access-tokens/components/AccessTokensScreen';
import { answerNetwork, json, strapiError } from './helpers/network';
import { renderScreen } from './helpers/render';

const TOKEN = `ngp_${'x'.repeat(43)}`;
const ROW = {
  id: 't1',
  name: 'ERP da fábrica',
  scopes: ['consumption:read'],
  prefix: 'ngp_xxxxxxxx',
  createdAt: '2026-03-02T12:30:00.000Z',
  lastUsedAt: null,
  expiresAt: '2026-05-31T12:30:00.000Z',
  revokedAt: null,
  state: 'active',
};

afterEach(() => cleanup());

describe('Acesso por API', () => {
  it('lists the tokens with their prefix and dates, never the token', async () => {
    answerNetwork((call) => (call.path === '/api/access-tokens' ? json(200, { data: { tokens: [ROW], maxDays: 365 } }) : undefined));
    renderScreen(<AccessTokensScreen />);
    const table = await screen.findByRole('table', { name: 'Tokens de acesso' });
    const row = within(table).getAllByRole('row')[1]!;
    // 12:30 UTC is 09:30 in São Paulo.
    expect(row.textContent).toContain('ERP da fábrica');
    expect(row.textContent).toContain('ngp_xxxxxxxx…');
    expect(row.textContent).toContain('02/03/2026 às 09:30');
    expect(row.textContent).toContain('31/05/2026 às 09:30');
    expect(row.textContent).toContain('Nunca usado');
    expect(row.textContent).toContain('Ativo');
  });

  it('checks the form before calling, sends name, scopes and days, and shows the token once with its warning', async () => {
    const net = answerNetwork((call) => {
      if (call.method === 'GET' && call.path === '/api/access-tokens') return json(200, { data: { tokens: [], maxDays: 180 } });
      if (call.method === 'POST' && call.path === '/api/access-tokens')
        return json(201, {
          data: { ...ROW, scopes: ['consumption:read', 'programming:write'], token: TOKEN },
          message: 'Token criado. Copie-o agora: ele não será mostrado de novo.',
        });
      return undefined;
    });
    renderScreen(<AccessTokensScreen />);
    expect(await screen.findByText('Nenhum token criado.')).toBeTruthy();
    // The expiry offers what the server allows: 7, 30, 90 and 180 days.
    const expiry = screen.getByRole('combobox', { name: 'Validade' });
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione a validade', '7 dias', '30 dias', '90 dias', '180 dias']);
    await userEvent.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByText('Informe um nome para o token')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Nome do token/ }), 'ERP da fábrica');
    await userEvent.click(screen.getByRole('checkbox', { name: /programming:write/ }));
    await userEvent.selectOptions(expiry, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Criar token' }));

    const shown = await screen.findByRole('textbox', { name: 'Token' });
    expect((shown as HTMLInputElement).value).toBe(TOKEN);
    expect(screen.getByText(/por segurança, ele não será mostrado de novo/)).toBeTruthy();
    const sent = net.calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.json).toEqual({ name: 'ERP da fábrica', scopes: ['consumption:read', 'programming:write'], expiresInDays: 30 });

    await userEvent.click(screen.getByRole('button', { name: 'Já copiei o token' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Token' })).toBeNull());
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('revokes after the confirmation and shows the server’s refusal otherwise', async () => {
    let revoked = false;
    const net = answerNetwork((call) => {
      if (call.method === 'GET' && call.path === '/api/access-tokens')
        return json(200, { data: { tokens: [revoked ? { ...ROW, state: 'revoked', revokedAt: ROW.createdAt } : ROW], maxDays: 365 } });
      if (call.method === 'DELETE' && call.path === '/api/access-tokens/t1') {
        revoked = true;
        return json(200, { data: { ...ROW, state: 'revoked', revokedAt: ROW.createdAt }, message: 'Token revogado.' });
      }
      return undefined;
    });
    renderScreen(<AccessTokensScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revogar ERP da fábrica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar token?' });
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Token revogado.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Tokens de acesso' })).getByText('Revogado')).toBeTruthy());
    expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says why a token was not created', async () => {
    answerNetwork((call) => {
      if (call.method === 'GET') return json(200, { data: { tokens: [], maxDays: 365 } });
      return strapiError(422, 'Você já tem 10 tokens ativos. Revogue um antes de criar outro.');
    });
    renderScreen(<AccessTokensScreen />);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nome do token/ }), 'ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByText('Você já tem 10 tokens ativos. Revogue um antes de criar outro.')).toBeTruthy();
  });
});
