/**
 * Shared set-up of the staff consumption screens' browser tests (spec 03): São Paulo dates, an
 * industrial account on an axis of its own, and a failure of one staff call provoked with
 * `page.route` (that call only, that method only; every other call reaches the real CMS).
 */
import type { Page } from '@playwright/test';
import { createAxis, joinAxis } from '../../support/factories';
import { cmsUrl, createAccount, expect, type Account } from '../fixtures';
import { ManagementPage } from '../pages/consumption-page';

/** Today's date in São Paulo (YYYY-MM-DD), on real time (the CMS of the browser tests runs on it). */
export const spToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** YYYY-MM of the month `months` after the one of `iso`. */
export const addMonthsIso = (iso: string, months: number) => {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The axis name as the screens show it (spec 03 §2.4: without the prefix 'eixo '). */
export const shownAxisName = (name: string) => name.replace(/^eixo\s+/i, '');

/** A new industry account whose contract joins a new axis (or the given one). */
export async function industrialAccount(options: { qdc?: string; axis?: { id: number; name: string }; region?: string } = {}) {
  const account: Account = await createAccount('industry');
  const axis = options.axis ?? (await createAxis(cmsUrl())).axis;
  await joinAxis(cmsUrl(), {
    contractId: account.contracts[0]!.documentId,
    axisId: axis.id,
    qdc: options.qdc ?? '1000',
    baseHour: 360,
    ...(options.region ? { region: options.region } : {}),
  });
  return { account, axis, contract: account.contracts[0]! };
}

/**
 * From now on the page's `method` calls to a path ending in `pathEnd` (under /api/) are answered
 * with `status` and `body` — the server refusing that call; the requests are counted.
 */
export async function failCall(page: Page, method: string, pathEnd: string | RegExp, status = 500, body: unknown = {}) {
  const seen: string[] = [];
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/') && (typeof pathEnd === 'string' ? url.pathname.endsWith(pathEnd) : pathEnd.test(url.pathname)),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      seen.push(route.request().url());
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    },
  );
  return seen;
}

/**
 * Opens the dashboard and waits for its figures, which only the browser's React draws (the
 * server's copy has none). Eight calls on a busy machine can outlast `settled`'s look.
 */
export async function openDashboard(page: Page, query = '') {
  const screen = new ManagementPage(page);
  await page.goto(`/area-cliente/visao-geral-dashboard${query}`);
  await screen.hydrated();
  await expect(page.getByTestId('axis-percent').first()).toBeVisible({ timeout: 30_000 });
  return screen;
}
