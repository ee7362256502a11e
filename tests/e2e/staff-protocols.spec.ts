/**
 * The industry client's protocols (spec 03 §2.1, §2.2, §4, §9) on an account with 17 protocols
 * the test makes across six years: the sort 'Mais recentes' / 'Mais antigas', the year filter
 * ('Todos os anos' plus the years before, by the São Paulo year of sending), 12 per page, the 6
 * most recent on the programming page, and the 11:00 cut-off's text.
 */
import type { Page } from '@playwright/test';
import { createConsumptionDay } from '../support/factories';
import { cmsUrl, expect, signInPage, test, type Account } from './fixtures';
import { industrialAccount, spToday } from './helpers/consumption';
import { ProgrammingPage } from './pages/consumption-page';

// One account and its protocols for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

interface Sent {
  protocol: string;
  at: string;
}

let account: Account;
/** Every protocol made, newest first. */
let sent: Sent[] = [];
let year: number;
/** Sent at 22:30 of 31 December in São Paulo — already 1 January in UTC. */
let newYearsEve: Sent;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const made = await industrialAccount();
  account = made.account;
  year = Number(spToday().slice(0, 4));
  const contractId = made.contract.documentId;
  const make = async (date: string, at: string) => {
    const { protocol } = await createConsumptionDay(cmsUrl(), { contractId, date, volume: '100', situation: 1, requestedAt: at });
    return { protocol, at };
  };
  const list: Sent[] = [];
  // 11 in the current year, one in each of the 5 years before, and the New Year's Eve one.
  for (let i = 0; i < 11; i++) {
    const date = `${year}-01-${String(10 + i).padStart(2, '0')}`;
    list.push(await make(date, `${date}T09:00:00-03:00`));
  }
  for (let back = 1; back <= 5; back++) list.push(await make(`${year - back}-06-15`, `${year - back}-06-15T09:00:00-03:00`));
  newYearsEve = await make(`${year - 1}-12-31`, `${year}-01-01T01:30:00Z`);
  list.push(newYearsEve);
  sent = list.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
});

async function open(page: Page, slug: string) {
  await signInPage(page, account);
  const screen = new ProgrammingPage(page);
  await screen.goto(slug);
  return screen;
}

const shownProtocols = (page: Page) => page.getByTestId('protocols-table').locator('tbody tr td:first-child');

test('the protocols page sorts by most recent or oldest and pages 12 at a time', async ({ page }) => {
  await open(page, 'protocolos-programacao');
  const order = page.getByLabel('Ordenar');
  await expect(order.locator('option')).toHaveText(['Mais recentes', 'Mais antigas']);
  await expect(shownProtocols(page)).toHaveText(sent.slice(0, 12).map((s) => s.protocol));
  const pages = page.getByRole('navigation', { name: 'Páginas de protocolos' });
  await expect(pages.getByRole('button')).toHaveText(['1', '2']);
  await pages.getByRole('button', { name: 'Página 2' }).click();
  await expect(shownProtocols(page)).toHaveText(sent.slice(12).map((s) => s.protocol));

  // A new order starts again at the first page.
  await order.selectOption({ label: 'Mais antigas' });
  const oldest = [...sent].reverse();
  await expect(shownProtocols(page)).toHaveText(oldest.slice(0, 12).map((s) => s.protocol));
  await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Página 2' }).click();
  await expect(shownProtocols(page)).toHaveText(oldest.slice(12).map((s) => s.protocol));
});

test('the year filter offers ‘Todos os anos’ and the São Paulo years, and a year shows only the protocols sent in it', async ({ page }) => {
  await open(page, 'protocolos-programacao');
  const filter = page.getByLabel('Ano');
  await expect(filter.locator('option')).toHaveText(['Todos os anos', ...[0, 1, 2, 3, 4].map((b) => String(year - b))]);
  const pages = page.getByRole('navigation', { name: 'Páginas de protocolos' });

  await filter.selectOption(String(year));
  await expect(shownProtocols(page)).toHaveText(sent.slice(0, 11).map((s) => s.protocol));
  await expect(pages).toHaveCount(0);
  // Sent on 1 January in UTC but on 31 December in São Paulo: last year's.
  await filter.selectOption(String(year - 1));
  await expect(shownProtocols(page)).toHaveText([newYearsEve.protocol, sent.find((s) => s.at.startsWith(`${year - 1}-06-15`))!.protocol]);
  await filter.selectOption(String(year - 4));
  await expect(shownProtocols(page)).toHaveText([sent.find((s) => s.at.startsWith(`${year - 4}-06-15`))!.protocol]);
  await filter.selectOption({ label: 'Todos os anos' });
  await expect(shownProtocols(page)).toHaveCount(12);
  await expect(pages.getByRole('button')).toHaveText(['1', '2']);
});

test('the programming page lists only the 6 most recent protocols', async ({ page }) => {
  test.slow(); // the programming page's calendar and lists on a busy machine
  const screen = await open(page, 'programacao-consumo');
  const items = screen.protocols.getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const [i, s] of sent.slice(0, 6).entries()) await expect(items.nth(i)).toContainText(s.protocol);
});

test('the adjustment closes at 11:00: the page reads ‘O ajuste será liberado a partir de 00h’ when the server says so', async ({
  page,
}) => {
  // The CMS of the browser tests runs on real time and is shared: its answer is read as it is
  // (open before 11:00 in São Paulo), then once more with the adjustment closed, as after 11:00.
  let closed = false;
  const answers: boolean[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/api/consumption-schedule/list'),
    async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: { adjustmentOpen: boolean } };
      answers.push(body.data.adjustmentOpen);
      await route.fulfill({ response: real, json: closed ? { ...body, data: { ...body.data, adjustmentOpen: false } } : body });
    },
  );
  const spHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hour12: false }).format(new Date()),
  );
  const screen = await open(page, 'programacao-consumo');
  const adjustment = page.getByRole('region', { name: 'Ajuste da programação' });
  expect(answers[0]).toBe(spHour < 11);
  if (answers[0]) await expect(adjustment.getByText('O ajuste será liberado a partir de 00h')).toHaveCount(0);
  else await expect(adjustment.getByText('O ajuste será liberado a partir de 00h')).toBeVisible();

  closed = true;
  await screen.goto('programacao-consumo');
  await expect(adjustment.getByText('O ajuste será liberado a partir de 00h')).toBeVisible();
});
