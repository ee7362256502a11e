/**
 * Which contract an invoice list is about (spec 01 §7, §9: the list is cached 15 minutes per
 * contract): the call names the contract the screen shows, so a contract switched in another tab
 * (the session's contract changed on the server) never fills this tab's list with the other
 * contract's invoices, and switching contracts here never shows the other contract's cached list.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { referenceVariants } from '@domain/invoices/reference';
import type { InvoiceView } from '@domain/invoices/types';
import type { Contract, Me } from '~/lib/portal-types';
import { $selectedContract, $user } from '~/area-cliente/stores/user';
import { LatestInvoices } from '~/area-cliente/features/invoices';
import { answerNetwork, json, type Call } from './helpers/network';
import { renderScreen } from './helpers/render';

const contract = (id: string, consumerCode: string) =>
  ({ id, consumerCode, consumerName: 'Maria', situation: 'ACTIVE' }) as unknown as Contract;
const HOUSE = contract('k-house', '1001');
const SHOP = contract('k-shop', '2002');

const invoice = (month: string, priceCents: number): InvoiceView => ({
  ...referenceVariants(month),
  numDoc: `N${month}`,
  docDate: '05/01/2026',
  status: 'PAYED',
  price: priceCents / 100,
  priceCents,
  deadline: '20/01/2026',
  paymentDate: '10/01/2026',
  paidLate: false,
  consumptionM3: '10',
});

/** Each contract's bills; a call without `contractId` gets the session's contract (here the shop, switched in another tab). */
const BILLS: Record<string, InvoiceView[]> = { 'k-house': [invoice('2026-01', 12345)], 'k-shop': [invoice('2025-07', 99900)] };
const SESSION_CONTRACT = 'k-shop';

function invoicesServer() {
  return answerNetwork((call: Call) => {
    const url = new URL(call.path, 'http://portal.test');
    if (url.pathname !== '/api/invoices') return undefined;
    const id = url.searchParams.get('contractId') ?? SESSION_CONTRACT;
    return json(200, { data: { invoices: BILLS[id] ?? [], numberOfOverdueInvoices: 0 } });
  });
}

describe('Invoice list and the contract it is about', () => {
  beforeEach(() => {
    $user.set({ id: 1, role: 'client', permissions: ['faturas.ver', 'faturas.download', 'faturas.enviar'] } as unknown as Me);
  });
  afterEach(() => {
    cleanup();
    $user.set(null);
    $selectedContract.set(null);
  });

  it("shows the selected contract's invoices even when another tab switched the session's contract", async () => {
    $selectedContract.set(HOUSE);
    const net = invoicesServer();
    renderScreen(<LatestInvoices />);
    expect(await screen.findByText('R$ 123,45')).toBeTruthy();
    expect(screen.queryByText('R$ 999,00')).toBeNull();
    expect(net.calls.map((c) => c.path)).toEqual(['/api/invoices?contractId=k-house&period=ALL']);
  });

  it("switching contracts never shows the other contract's cached list", async () => {
    $selectedContract.set(HOUSE);
    invoicesServer();
    renderScreen(<LatestInvoices />);
    expect(await screen.findByText('R$ 123,45')).toBeTruthy();

    act(() => $selectedContract.set(SHOP));
    expect(await screen.findByText('R$ 999,00')).toBeTruthy();
    expect(screen.queryByText('R$ 123,45')).toBeNull();

    act(() => $selectedContract.set(HOUSE));
    expect(await screen.findByText('R$ 123,45')).toBeTruthy();
    expect(screen.queryByText('R$ 999,00')).toBeNull();
  });
});
