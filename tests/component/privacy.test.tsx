/**
 * 'Privacidade e dados' (LGPD self-service; PORTAL-API.md §13): the data held, the export, the
 * consents and the deletion/anonymization request — what the customer sees and which call goes out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyData } from '~/area-cliente/features/profile/components/PrivacyData';
import { answerNetwork, json, strapiError, type Answer, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

const SUMMARY = {
  account: {
    name: 'Maria da Silva',
    email: 'maria@example.com',
    cpfCnpj: '52998224725',
    phone: '14991234567',
    invoiceByEmail: true,
    isAccountOwner: true,
    createdAt: '2026-01-10T12:00:00.000Z',
  },
  counts: { contratos: 2, faturas: 14 },
  latestExport: null,
  requests: [],
  consents: [
    { category: 'marketing-email', granted: false, changedAt: null, history: [] },
    {
      category: 'cookies-performance',
      granted: true,
      changedAt: '2026-11-26T13:05:00.000Z',
      history: [{ granted: true, changedAt: '2026-11-26T13:05:00.000Z', source: 'portal' }],
    },
  ],
  recipients: [],
  dpo: { name: 'Ana Encarregada', email: 'dpo@necta.test', phone: '0800 773 6099' },
};

const READY = {
  id: 'e1',
  status: 'READY',
  requestedAt: '2026-11-26T13:00:00.000Z',
  readyAt: '2026-11-26T13:02:00.000Z',
  expiresAt: '2026-11-27T13:02:00.000Z',
  fileName: 'meus-dados.zip',
  sizeBytes: 10,
  downloadPath: '/api/privacy/exports/e1/download',
};

function privacy(extra: (call: Call) => Answer | undefined = () => undefined, latest: unknown = null) {
  return (call: Call): Answer | undefined => {
    if (call.method === 'GET' && call.path === '/api/privacy/summary') return json(200, { data: SUMMARY });
    if (call.method === 'GET' && call.path === '/api/privacy/exports/latest') return json(200, { data: latest });
    return extra(call);
  };
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
const noTabs = () => undefined;

describe('Privacidade e dados', () => {
  it('shows the data held, masked, with the consents and their dates', async () => {
    answerNetwork(privacy());
    renderScreen(<PrivacyData onOpenTab={noTabs} hasLoginTab />);
    const held = (await screen.findByRole('heading', { name: 'Seus dados na área do cliente' })).closest('section')!;
    expect(within(held).getByText('Maria da Silva')).toBeTruthy();
    expect(within(held).getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('Você ainda não pediu uma exportação.')).toBeTruthy();
    expect(screen.getByText('Nunca concedido')).toBeTruthy();
    expect(screen.getByText('Concedido em 26/11/2026 às 10:05')).toBeTruthy();
    expect(screen.getByText('Não compartilhamos seus dados com terceiros.')).toBeTruthy();
    const dpo = screen.getByRole('heading', { name: 'Encarregado de dados' }).closest('section')!;
    expect(dpo.textContent).toContain('O encarregado pelo tratamento de dados pessoais da Necta é Ana Encarregada.');
    expect(within(dpo).getByRole('link', { name: 'dpo@necta.test' }).getAttribute('href')).toBe('mailto:dpo@necta.test');
  });

  it('offers to try again when the summary fails, and asks again', async () => {
    let fail = true;
    const net = answerNetwork((call) => {
      if (call.path === '/api/privacy/summary') return fail ? strapiError(500, 'Internal Server Error') : json(200, { data: SUMMARY });
      if (call.path === '/api/privacy/exports/latest') return json(200, { data: null });
      return undefined;
    });
    renderScreen(<PrivacyData onOpenTab={noTabs} hasLoginTab />);
    const failed = await screen.findByText('Não foi possível carregar seus dados de privacidade. Por favor, tente novamente.');
    expect(failed.getAttribute('role')).toBe('alert');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Seus dados na área do cliente' })).toBeTruthy();
    expect(net.calls.filter((c) => c.path === '/api/privacy/summary')).toHaveLength(2);
  });

  it('a consent switch sends the choice; a cookie category also updates this browser', async () => {
    const net = answerNetwork(
      privacy((call) => {
        if (call.method === 'PUT' && call.path === '/api/privacy/consents') {
          const { category, granted } = call.json as { category: string; granted: boolean };
          return json(200, {
            data: SUMMARY.consents.map((c) => (c.category === category ? { ...c, granted, changedAt: '2026-11-26T14:00:00.000Z' } : c)),
          });
        }
        if (call.method === 'POST' && call.path === '/cookies') return { status: 303 };
        return undefined;
      }),
    );
    renderScreen(<PrivacyData onOpenTab={noTabs} hasLoginTab />);
    await userEvent.click(await screen.findByRole('switch', { name: 'E-mails de novidades e ofertas' }));
    expect(await screen.findByText('Consentimento concedido')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')?.json).toEqual({ category: 'marketing-email', granted: true });
    expect(writes(net.calls)).toEqual(['PUT /api/privacy/consents']);
    expect(screen.getByRole('switch', { name: 'E-mails de novidades e ofertas' }).getAttribute('aria-checked')).toBe('true');

    await userEvent.click(screen.getByRole('switch', { name: 'Cookies de desempenho' }));
    expect(await screen.findByText('Consentimento revogado')).toBeTruthy();
    await waitFor(() => expect(writes(net.calls)).toEqual(['PUT /api/privacy/consents', 'PUT /api/privacy/consents', 'POST /cookies']));
    expect(net.calls.find((c) => c.path === '/cookies')?.form?.getAll('category')).toEqual(['necessary']);
  });

  it('a refused consent shows the server message', async () => {
    answerNetwork(privacy((call) => (call.method === 'PUT' ? strapiError(400, 'Categoria de consentimento inválida') : undefined)));
    renderScreen(<PrivacyData onOpenTab={noTabs} hasLoginTab />);
    await userEvent.click(await screen.findByRole('switch', { name: 'E-mails de novidades e ofertas' }));
    expect(await screen.findByText('Categoria de consentimento inválida')).toBeTruthy();
  });

  it('saves a ready export under its name', async () => {
    const net = answerNetwork(
      privacy(
        (call) => (call.path === READY.downloadPath ? { status: 200, body: 'PK', contentType: 'application/zip' } : undefined),
        READY,
      ),
    );
    const created = vi.fn((_blob: Blob) => 'blob:portal.test/1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('meus-dados.zip');
    });
    renderScreen(<PrivacyData onOpenTab={noTabs} hasLoginTab />);
    expect((await screen.findByText(/disponível até/)).parentElement?.textContent).toBe(
      'Situação da exportação: Pronto para baixar — disponível até 27/11/2026 às 10:02',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Baixar arquivo' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(net.calls.map((c) => c.path)).toContain(READY.downloadPath);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('asks before sending an anonymization request, then shows its protocol', async () => {
    const net = answerNetwork(
      privacy((call) =>
        call.method === 'POST' && call.path === '/api/privacy/requests'
          ? json(201, {
              data: {
                id: 'r1',
                protocol: 'LGPD-2026-000042',
                kind: 'ANONYMIZATION',
                status: 'OPEN',
                requestedAt: '2026-11-26T13:05:00.000Z',
                history: [],
              },
              message: 'ok',
            })
          : undefined,
      ),
    );
    renderScreen(<PrivacyData onOpenTab={noTabs} hasLoginTab />);
    const send = await screen.findByRole('button', { name: 'Enviar solicitação' });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Li o que será mantido/ }));
    await userEvent.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar a solicitação?' });
    expect(writes(net.calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitação' }));
    expect(await screen.findByText('Solicitação registrada. Guarde o número do protocolo.')).toBeTruthy();
    expect(screen.getByText('LGPD-2026-000042')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'POST')?.json).toEqual({ kind: 'ANONYMIZATION', confirm: true });
  });
});
