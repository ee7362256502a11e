/**
 * The client side of invoices as pure rules: the shared invoice-list helper, who may do what
 * (spec 01 §6), the list's filters, order, pages and empty states (§2.1, §5, §9), the home
 * card, latest invoices and history chart (§2.8), the send panel's e-mail (§5) and the
 * simplified-invoice page (§2.3).
 */
import { describe, expect, it } from 'vitest';
import { referenceVariants } from '@domain/invoices/reference';
import type { InvoiceStatus } from '@domain/invoices/status';
import type { InvoiceView } from '@domain/invoices/types';
import { ROLE_DEFAULT_PERMISSIONS } from '@domain/permissions';
import type { PortalRole } from '@domain/roles';
import {
  INVOICE_CACHE_MS,
  INVOICE_HISTORY_LIMIT,
  INVOICE_LIST_SWR,
  invoiceListKey,
  isDigitalAccountSlug,
  keepHistory,
  periodParam,
} from '~/lib/invoice-list';
import { invoiceActions, invoiceCapabilities, PAID_TOOLTIP } from '~/area-cliente/features/invoices/model/capabilities';
import {
  EMPTY_STATES,
  INVOICE_PAGE_SIZE,
  initialStatusFilter,
  invoicePage,
  matchesNumber,
  overdueFlag,
  SORT_ORDERS,
  STATUS_FILTERS,
  sortInvoices,
  yearOptions,
  ALL_YEARS_LABEL,
} from '~/area-cliente/features/invoices/model/list';
import {
  currentInvoice,
  historyFilterOptions,
  historySeries,
  LAST_12_MONTHS_LABEL,
  latestInvoices,
} from '~/area-cliente/features/invoices/model/history';
import { ACCEPTED_BANKS, DOWNLOAD_ERROR_MS, INVOICE_MESSAGES, PIX_COPIED_MS } from '~/area-cliente/features/invoices/model/messages';
import { SEND_EMAIL_MESSAGES, sendEmailError, sendEmailSchema } from '~/area-cliente/features/invoices/schemas/send-email';
import {
  hasBarcode,
  readSimplifiedList,
  SIMPLIFIED_TEXTS,
  simplifiedStatusLabel,
} from '~/islands/simplified-invoice/model/simplified-invoice';
import * as v from 'valibot';
import { exportFileName } from '~/area-cliente/features/invoices/api/export-invoices';
import { digitalAccountKey } from '~/area-cliente/features/invoices/api/list-invoices';

/** An invoice of the answer's shape, for a reference month `YYYY-MM`. */
function invoice(month: string, status: InvoiceStatus, overrides: Partial<InvoiceView> = {}): InvoiceView {
  const [y, m] = month.split('-') as [string, string];
  const priceCents = overrides.priceCents ?? 10_000 + Number(m) * 100;
  return {
    ...referenceVariants(month),
    numDoc: overrides.numDoc ?? `9${y}${m}01`,
    docDate: `01/${m}/${y}`,
    status,
    price: priceCents / 100,
    priceCents,
    deadline: `15/${m}/${y}`,
    paymentDate: status === 'PAYED' ? `14/${m}/${y}` : null,
    paidLate: false,
    consumptionM3: '12.000',
    ...overrides,
  };
}

/** `count` months back from `last` (inclusive), newest first, all paid. */
function months(last: string, count: number, status: InvoiceStatus = 'PAYED'): InvoiceView[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    return invoice(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`, status);
  });
}

const viewer = (role: PortalRole, permissions: readonly string[] = ROLE_DEFAULT_PERMISSIONS[role]) => ({ role, permissions });

describe('invoice-list helper (spec 01 §7, §9)', () => {
  it('keeps the first 60 invoices and reads a missing count as none overdue', () => {
    const answer = { invoices: months('2026-10', 70), numberOfOverdueInvoices: 2 };
    const kept = keepHistory(answer);
    expect(INVOICE_HISTORY_LIMIT).toBe(60);
    expect(kept.invoices).toHaveLength(60);
    expect(kept.invoices[0]).toBe(answer.invoices[0]);
    expect(kept.numberOfOverdueInvoices).toBe(2);
    expect(keepHistory({ invoices: [] })).toEqual({ invoices: [], numberOfOverdueInvoices: 0 });
    expect(keepHistory(null)).toEqual({ invoices: [], numberOfOverdueInvoices: 0 });
  });

  it('asks period=ALL or a year, and refuses anything else', () => {
    expect(periodParam('ALL')).toBe('ALL');
    expect(periodParam(2024)).toBe('2024');
    expect(() => periodParam(20.5)).toThrow(RangeError);
    expect(() => periodParam(12)).toThrow(RangeError);
  });

  it('keys the cache by contract and period, and asks nothing without a contract', () => {
    expect(invoiceListKey('abc', 'ALL')).toEqual(['invoices', 'abc', 'ALL']);
    expect(invoiceListKey('abc', 2023)).toEqual(['invoices', 'abc', '2023']);
    expect(invoiceListKey('xyz', 'ALL')).not.toEqual(invoiceListKey('abc', 'ALL'));
    expect(invoiceListKey(null, 'ALL')).toBeNull();
  });

  it('caches 15 minutes without refetching on focus', () => {
    expect(INVOICE_CACHE_MS).toBe(15 * 60 * 1000);
    expect(INVOICE_LIST_SWR.dedupingInterval).toBe(15 * 60 * 1000);
    expect(INVOICE_LIST_SWR.revalidateOnFocus).toBe(false);
  });

  it('the digital account asks under keys of its own (fresh, not the cached helper’s)', () => {
    expect(digitalAccountKey('abc', 'ALL')).toEqual(['invoices/conta-digital', 'abc', 'ALL']);
    expect(digitalAccountKey('abc', 'ALL')).not.toEqual(invoiceListKey('abc', 'ALL'));
    expect(digitalAccountKey(undefined, 2024)).toBeNull();
  });

  it('names the CSV as the server does', () => {
    expect(exportFileName('100000001', 'ALL')).toBe('Faturas_100000001.csv');
    expect(exportFileName('100000001', 2025)).toBe('Faturas_100000001_2025.csv');
  });

  it('knows the digital-account page, where the cached query is skipped', () => {
    expect(isDigitalAccountSlug('conta-digital')).toBe(true);
    expect(isDigitalAccountSlug('/area-cliente/conta-digital?r=v')).toBe(true);
    expect(isDigitalAccountSlug('home')).toBe(false);
    expect(isDigitalAccountSlug('conta-digital-x')).toBe(false);
  });
});

describe('who may do what with an invoice (spec 01 §4, §6)', () => {
  it('common access pays and downloads; sees no number column, search or due date', () => {
    const caps = invoiceCapabilities(viewer('client'));
    expect(caps).toMatchObject({
      commonAccess: true,
      attendant: false,
      canPay: true,
      canDownload: true,
      canSend: true,
      showNumber: false,
      showSearch: false,
      showDeadline: false,
      emailReadOnly: false,
    });
  });

  it('attendant-only: no download, no pay, the registered e-mail read-only; number column and search', () => {
    const caps = invoiceCapabilities(viewer('attendant-only'));
    expect(caps).toMatchObject({ attendant: true, canPay: false, canDownload: false, canSend: true, emailReadOnly: true });
    expect(caps).toMatchObject({ showNumber: true, showSearch: true, showDeadline: true });
  });

  it('attendant 2 and admin download; neither pays; their e-mail is editable', () => {
    for (const role of ['attendant-2', 'admin', 'admin-master'] as const) {
      const caps = invoiceCapabilities(viewer(role));
      expect(caps, role).toMatchObject({ attendant: true, canDownload: true, canPay: false, emailReadOnly: false, showDeadline: true });
    }
  });

  it('shows the invoice-number column and the search box to attendants only, not to admins', () => {
    for (const role of ['attendant-only', 'attendant-2'] as const)
      expect(invoiceCapabilities(viewer(role)), role).toMatchObject({ showNumber: true, showSearch: true });
    for (const role of ['admin', 'admin-master', 'client', 'industry', 'gnv'] as const)
      expect(invoiceCapabilities(viewer(role)), role).toMatchObject({ showNumber: false, showSearch: false });
  });

  it('industry and GNV are not common access: no pay action, no download, the due-date column shown', () => {
    for (const role of ['industry', 'gnv'] as const)
      expect(invoiceCapabilities(viewer(role)), role).toMatchObject({
        commonAccess: false,
        canPay: false,
        canDownload: false,
        showDeadline: true,
      });
  });

  it('follows the effective permissions: a group without faturas.download hides the download', () => {
    expect(invoiceCapabilities(viewer('admin', ['faturas.ver', 'faturas.enviar'])).canDownload).toBe(false);
    expect(invoiceCapabilities(null)).toMatchObject({ canDownload: false, canSend: false, canPay: false, attendant: false });
  });

  it('NEGOTIATED disables download, e-mail and pay', () => {
    const a = invoiceActions('NEGOTIATED', invoiceCapabilities(viewer('client')));
    expect(a.download).toEqual({ visible: true, disabled: true });
    expect(a.send).toEqual({ visible: true, disabled: true });
    expect(a.pix).toEqual({ visible: true, disabled: true });
    expect(a.barcode).toEqual({ visible: true, disabled: true });
  });

  it("PAYED disables pay with 'Sua fatura já foi paga' and keeps download and e-mail", () => {
    const a = invoiceActions('PAYED', invoiceCapabilities(viewer('client')));
    expect(PAID_TOOLTIP).toBe('Sua fatura já foi paga');
    expect(a.pix).toEqual({ visible: true, disabled: true, tooltip: 'Sua fatura já foi paga' });
    expect(a.barcode).toEqual({ visible: true, disabled: true, tooltip: 'Sua fatura já foi paga' });
    expect(a.download).toEqual({ visible: true, disabled: false });
  });

  it('open invoices can be paid; staff see no pay action; attendant-only sees no download', () => {
    for (const status of ['PENDING', 'TO_EXPIRE'] as const) {
      expect(invoiceActions(status, invoiceCapabilities(viewer('client'))).pix).toEqual({ visible: true, disabled: false });
    }
    const attendant = invoiceActions('PENDING', invoiceCapabilities(viewer('attendant-only')));
    expect(attendant.pix.visible).toBe(false);
    expect(attendant.download.visible).toBe(false);
    expect(attendant.send).toEqual({ visible: true, disabled: false });
  });
});

describe("'Todas as faturas' (spec 01 §2.1, §5, §9)", () => {
  const all = [
    ...months('2026-10', 20, 'PAYED'),
    invoice('2027-01', 'TO_EXPIRE', { numDoc: '12345678' }),
    invoice('2026-12', 'PENDING', { numDoc: '22345679' }),
    invoice('2026-11', 'PENDING', { numDoc: '32345670' }),
    invoice('2025-01', 'NEGOTIATED', { numDoc: '42345671', docDate: '02/01/2025' }),
  ];
  const q = { status: 'ALL' as const, order: 'DESC' as const, search: '', page: 1 };

  it('has the spec’s filter and sort texts, 12 rows a page', () => {
    expect(STATUS_FILTERS.map((f) => f.label)).toEqual(['Todas', 'Pagas', 'Pendentes']);
    expect(SORT_ORDERS.map((o) => o.label)).toEqual(['Mais recentes', 'Mais antigas']);
    expect(ALL_YEARS_LABEL).toBe('Todos os anos');
    expect(INVOICE_PAGE_SIZE).toBe(12);
  });

  it('offers the current year (in São Paulo) and the three before it', () => {
    expect(yearOptions(new Date('2026-06-01T12:00:00-03:00'))).toEqual([2026, 2025, 2024, 2023]);
    // 02:00 UTC on 1 January is still 31 December in São Paulo.
    expect(yearOptions(new Date('2027-01-01T02:00:00Z'))[0]).toBe(2026);
  });

  it('r=v preselects Pendentes', () => {
    expect(initialStatusFilter('?r=v')).toBe('PENDING');
    expect(initialStatusFilter('')).toBe('ALL');
    expect(initialStatusFilter('?r=x')).toBe('ALL');
  });

  it('Pendentes covers PENDING and TO_EXPIRE; Pagas only PAYED', () => {
    const pending = invoicePage(all, { ...q, status: 'PENDING' });
    expect(pending.rows.map((i) => i.status).sort()).toEqual(['PENDING', 'PENDING', 'TO_EXPIRE']);
    const paid = invoicePage(all, { ...q, status: 'PAID' });
    expect(paid.total).toBe(20);
    expect(paid.rows).toHaveLength(12);
    expect(paid.rows.every((i) => i.status === 'PAYED')).toBe(true);
  });

  it('sorts newest or oldest first by reference month', () => {
    const desc = sortInvoices(all, 'DESC').map((i) => i.referenceDate);
    expect(desc.slice(0, 3)).toEqual(['01/2027', '12/2026', '11/2026']);
    const asc = sortInvoices(all, 'ASC').map((i) => i.referenceDate);
    expect(asc[0]).toBe('01/2025');
    expect(asc.at(-1)).toBe('01/2027');
  });

  it('pages by 12 and clamps the page', () => {
    const p1 = invoicePage(all, q);
    expect(p1).toMatchObject({ total: 24, pages: 2, page: 1 });
    expect(p1.rows).toHaveLength(12);
    const p2 = invoicePage(all, { ...q, page: 2 });
    expect(p2.rows).toHaveLength(12);
    expect(p2.rows[0]).not.toBe(p1.rows[0]);
    expect(invoicePage(all, { ...q, page: 9 }).page).toBe(2);
    expect(invoicePage(all, { ...q, page: 0 }).page).toBe(1);
  });

  it('searches a substring of the invoice number', () => {
    expect(matchesNumber({ numDoc: '12345678' }, '3456')).toBe(true);
    expect(matchesNumber({ numDoc: '12345678' }, ' 345 ')).toBe(true);
    expect(matchesNumber({ numDoc: '12345678' }, '999')).toBe(false);
    expect(invoicePage(all, { ...q, search: '2345' }).total).toBe(4);
    expect(invoicePage(all, { ...q, search: '2345679' }).rows.map((i) => i.numDoc)).toEqual(['22345679']);
  });

  it("empty states: 'Fatura não encontrada' for a search, else 'Nenhuma fatura disponível'", () => {
    expect(invoicePage(all, { ...q, search: '000000' }).empty).toBe('notFound');
    expect(invoicePage([], q).empty).toBe('none');
    expect(invoicePage(months('2026-10', 3), { ...q, status: 'PENDING' }).empty).toBe('none');
    expect(invoicePage(all, q).empty).toBeNull();
    expect(EMPTY_STATES.notFound).toEqual({
      title: 'Fatura não encontrada',
      text: 'Essa fatura não está em nossa base de dados. Por favor, tente novamente.',
    });
    expect(EMPTY_STATES.none.title).toBe('Nenhuma fatura disponível');
  });

  it("flags 'Possui n faturas vencidas'", () => {
    expect(overdueFlag(2)).toBe('Possui 2 faturas vencidas');
  });
});

describe('home: current invoice, latest invoices, history (spec 01 §2.8)', () => {
  const list = [...months('2026-09', 30), invoice('2026-10', 'TO_EXPIRE')];

  it('the current invoice is the newest; the latest list starts with it', () => {
    expect(currentInvoice(list)?.referenceDate).toBe('10/2026');
    expect(currentInvoice([])).toBeNull();
    const latest = latestInvoices(list);
    expect(latest[0]).toBe(currentInvoice(list));
    expect(latest.map((i) => i.referenceDate)).toEqual(['10/2026', '09/2026', '08/2026', '07/2026', '06/2026', '05/2026']);
  });

  it('filters the last 12 months or one of the previous 4 years', () => {
    expect(historyFilterOptions(new Date('2026-11-25T12:00:00-03:00'))).toEqual([
      { value: 'LAST_12', label: 'Últimos 12 meses' },
      { value: 2025, label: '2025' },
      { value: 2024, label: '2024' },
      { value: 2023, label: '2023' },
      { value: 2022, label: '2022' },
    ]);
    expect(LAST_12_MONTHS_LABEL).toBe('Últimos 12 meses');
  });

  it('the last 12 months end at the current month in São Paulo, with zero bars for months without a bill', () => {
    const gap = list.filter((i) => i.referenceDate !== '05/2026');
    // The newest bill is of October 2026; on 28/11/2026 the last 12 months run December 2025 – November 2026.
    const series = historySeries(gap, 'LAST_12', new Date('2026-11-28T10:00:00-03:00'));
    expect(series).toHaveLength(12);
    expect(series[0]).toMatchObject({ month: '2025-12', label: 'DEZ/25', longLabel: 'dezembro/2025' });
    expect(series[10]).toMatchObject({ month: '2026-10', label: 'OUT/26', cents: 11_000, count: 1 });
    expect(series[11]).toMatchObject({ month: '2026-11', label: 'NOV/26', cents: 0, count: 0 });
    expect(series.find((p) => p.month === '2026-05')).toMatchObject({ cents: 0, count: 0 });
    // 31/12 at 22:00 in São Paulo is already January in UTC: the last bar is still December.
    expect(historySeries(gap, 'LAST_12', new Date('2027-01-01T01:00:00Z')).at(-1)).toMatchObject({ month: '2026-12' });
    expect(historySeries([], 'LAST_12', new Date('2026-11-28T10:00:00-03:00'))).toEqual([]);
  });

  it('a year shows its 12 months and adds two bills of one month in exact cents', () => {
    const year = [...months('2024-12', 12), invoice('2024-03', 'PAYED', { numDoc: 'x', priceCents: 1 })];
    const series = historySeries(year, 2024, new Date('2026-11-28T10:00:00-03:00'));
    expect(series.map((p) => p.label)).toEqual(['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ']);
    expect(series[2]).toMatchObject({ cents: 10_301, count: 2 });
    expect(historySeries(year, 2019, new Date('2026-11-28T10:00:00-03:00'))).toEqual([]);
  });
});

describe('the send panels’ e-mail (spec 01 §5)', () => {
  it('is required, must be valid, and is kept lowercased', () => {
    expect(sendEmailError('')).toBe('Você precisa adicionar um e-mail válido.');
    expect(sendEmailError('   ')).toBe('Você precisa adicionar um e-mail válido.');
    expect(sendEmailError('maria@')).toBe('Por favor, verifique se o e-mail está correto.');
    expect(sendEmailError('maria@demo.test')).toBeNull();
    expect(v.parse(sendEmailSchema, { email: ' Maria@Demo.TEST ' }).email).toBe('maria@demo.test');
    expect(SEND_EMAIL_MESSAGES).toEqual({
      required: 'Você precisa adicionar um e-mail válido.',
      invalid: 'Por favor, verifique se o e-mail está correto.',
    });
  });
});

describe('texts and constants (spec 01 §8, §9)', () => {
  it('has the catalogue to the letter', () => {
    expect(INVOICE_MESSAGES).toMatchObject({
      sent: 'Sua fatura foi enviada por e-mail!',
      sendFailed: 'Fatura não enviada. Por favor, tente novamente.',
      downloadFailed: 'Desculpe, não foi possível gerar sua fatura. Por favor, entre em contato com a central de atendimento.',
      contractSent: 'Seu contrato foi enviada por e-mail!',
      contractSendFailed: 'Seu contrato não foi enviado. Por favor, tente novamente.',
      copying: 'Copiando...',
      copied: 'Copiado!',
      copyFailed: 'Ocorreu um erro',
      paidLate: 'Fatura paga em atraso',
    });
    expect(DOWNLOAD_ERROR_MS).toBe(10_000);
    expect(PIX_COPIED_MS).toBe(5_000);
    expect(ACCEPTED_BANKS).toEqual(['Banco do Brasil', 'Caixa Econômica Federal', 'Bradesco', 'Banco Postal', 'Itaú', 'Santander']);
  });
});

describe('simplified invoice (spec 01 §2.3, §3)', () => {
  const item = (numDoc: string, deadline: string, status: 1 | 2 | 3, priceCents = 5000) => ({
    numDoc,
    docDate: '01/01/2026',
    deadline,
    price: priceCents / 100,
    priceCents,
    status,
  });

  it('labels the status numbers as the list does: 1 paid, 2 overdue, 3 to expire', () => {
    expect([1, 2, 3].map(simplifiedStatusLabel)).toEqual(['Paga', 'Vencida', 'Em aberto']);
    expect(simplifiedStatusLabel(7)).toBe('—');
    expect(hasBarcode({ status: 1 })).toBe(false);
    expect(hasBarcode({ status: 3 })).toBe(true);
  });

  it('keeps the server’s order and knows when there is no open debt', () => {
    const read = readSimplifiedList({
      list: [item('a', '10/01/2026', 1), item('b', '10/03/2026', 3), item('c', '10/02/2026', 2)],
      total: 100,
      totalCents: 10_000,
    });
    expect(read.list.map((i) => i.numDoc)).toEqual(['a', 'b', 'c']);
    expect(read).toMatchObject({ totalCents: 10_000, hasDebts: true });
    expect(readSimplifiedList({ list: [item('a', '10/01/2026', 1)], total: 0, totalCents: 0 }).hasDebts).toBe(false);
    expect(readSimplifiedList(null)).toEqual({ list: [], totalCents: 0, hasDebts: false });
    expect(SIMPLIFIED_TEXTS).toMatchObject({
      title: 'Via simplificada para pagamento',
      empty: 'Você não possui débitos em aberto',
      loadFailed: 'Ocorreu um erro ao buscar os dados',
    });
  });
});
