/**
 * The notification bell and panel (spec 01 §2.4, §2.5, §4, §8, §9): the unread badge, the tabs
 * 'Não lidas (n)' and 'Todas (n)', mark one or all as read, delete, the empty states, the
 * description's HTML (sanitized again in the browser), relative times, the failure messages,
 * polling every 60 s and on focus, and no bell without notification access.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { pageIdle, stopClock } from './helpers/clock';
import { cmsUrl, expect, signInPage, test, type Account } from './fixtures';
import { NotificationsPanel } from './pages/notifications-panel';
import { sendNotification } from '../support/notifications';

const notify = (account: Account, title: string, description = `<p>Detalhes de ${title}</p>`) =>
  sendNotification(cmsUrl(), { userIds: [account.userId] }, { title, description });

test('lists, marks one and all as read, deletes, and shows each empty state', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await notify(client, 'Fatura de março disponível', '<p>Sua fatura vence em <strong>10/04</strong>.</p>');
  await notify(client, 'Pagamento confirmado');
  await notify(client, 'Manutenção programada');
  await signInPage(page, client);
  const bell = new NotificationsPanel(page);
  await bell.goto('home');

  await expect(bell.badge).toHaveText('3');
  await expect(bell.bell).toHaveAccessibleName('Notificações: 3 não lidas');
  await bell.open();
  await expect(bell.tab('Não lidas')).toHaveText('Não lidas (3)');
  await expect(bell.tab('Não lidas')).toHaveAttribute('aria-selected', 'true');
  await expect(bell.tab('Todas')).toHaveText('Todas (3)');
  await expect(bell.items).toHaveCount(3);
  const march = bell.item('Fatura de março disponível');
  await expect(march.locator('strong')).toHaveText('10/04');
  await expect(march.locator('time')).toHaveText('há 1 minuto');
  await expectNoA11yViolations(page);

  // One read: it leaves the unread tab, stays in all, without its read button.
  await march.getByRole('button', { name: /^Marcar como lida/ }).click();
  await expect(bell.tab('Não lidas')).toHaveText('Não lidas (2)');
  await expect(bell.badge).toHaveText('2');
  await expect(bell.item('Fatura de março disponível')).toHaveCount(0);
  await bell.tab('Todas').click();
  await expect(bell.items).toHaveCount(3);
  await expect(bell.item('Fatura de março disponível').getByRole('button', { name: /^Marcar como lida/ })).toHaveCount(0);

  // All read.
  await bell.markAll.click();
  await expect(bell.tab('Não lidas')).toHaveText('Não lidas (0)');
  await expect(bell.badge).toHaveCount(0);
  await expect(bell.bell).toHaveAccessibleName('Notificações');
  await expect(bell.markAll).toBeDisabled();
  await bell.tab('Não lidas').click();
  await expect(bell.panel.getByText('Todas as notificações já foram lidas', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // Delete, down to none.
  await bell.tab('Todas').click();
  await bell
    .item('Pagamento confirmado')
    .getByRole('button', { name: /^Excluir/ })
    .click();
  await expect(bell.tab('Todas')).toHaveText('Todas (2)');
  await expect(bell.item('Pagamento confirmado')).toHaveCount(0);
  for (const title of ['Fatura de março disponível', 'Manutenção programada']) {
    await bell
      .item(title)
      .getByRole('button', { name: /^Excluir/ })
      .click();
    await expect(bell.item(title)).toHaveCount(0);
  }
  await expect(bell.tab('Todas')).toHaveText('Todas (0)');
  await expect(bell.panel.getByText('Nenhuma notificação disponível', { exact: true })).toBeVisible();
  await bell.tab('Não lidas').click();
  await expect(bell.panel.getByText('Nenhuma notificação disponível', { exact: true })).toBeVisible();

  // What the panel showed is what the server holds.
  await page.reload();
  await bell.settled();
  await expect(bell.badge).toHaveCount(0);
});

test('works with the keyboard: opens, changes tab with the arrows, closes with Esc back on the bell', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await notify(client, 'Aviso de teclado');
  await signInPage(page, client);
  const bell = new NotificationsPanel(page);
  await bell.goto('home');
  await expect(bell.badge).toHaveText('1');
  await bell.bell.focus();
  await page.keyboard.press('Enter');
  await expect(bell.panel).toBeVisible();
  await expect(bell.bell).toHaveAttribute('aria-expanded', 'true');
  await bell.tab('Não lidas').focus();
  await page.keyboard.press('ArrowRight');
  await expect(bell.tab('Todas')).toHaveAttribute('aria-selected', 'true');
  await expect(bell.tab('Todas')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(bell.tab('Não lidas')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bell.panel).toBeHidden();
  await expect(bell.bell).toBeFocused();
  await expect(bell.bell).toHaveAttribute('aria-expanded', 'false');
});

test('shows the failure messages when marking or deleting fails', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await notify(client, 'Aviso importante');
  await signInPage(page, client);
  const bell = new NotificationsPanel(page);
  await bell.goto('home');
  await bell.open();
  const item = bell.item('Aviso importante');

  await page.route('**/api/notification/*/read', (route) => route.fulfill({ status: 500, json: { error: { status: 500 } } }));
  await item.getByRole('button', { name: /^Marcar como lida/ }).click();
  await expect(bell.toastSaying('Não foi possível marcar a notificação como lida')).toHaveAttribute('data-kind', 'error');
  await expect(bell.tab('Não lidas')).toHaveText('Não lidas (1)');

  await page.route('**/api/notification/read-all', (route) => route.abort('failed'));
  await bell.markAll.click();
  await expect(bell.toastSaying('Não foi possível marcar a notificação como lida')).toHaveCount(2);

  await page.route('**/api/notification/*/delete', (route) => route.fulfill({ status: 500, json: { error: { status: 500 } } }));
  await item.getByRole('button', { name: /^Excluir/ }).click();
  await expect(bell.toastSaying('Não foi possível deletar a notificação')).toHaveAttribute('data-kind', 'error');
  await expect(bell.item('Aviso importante')).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test('cleans the description again in the browser before showing it', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await signInPage(page, client);
  // An answer as a compromised or buggy server could send it: the panel must not run any of it.
  await page.route('**/api/notification', (route) =>
    route.fulfill({
      json: {
        notifications: [
          {
            id: 'n1',
            title: 'Conteúdo hostil',
            description:
              '<p>Texto <strong>seguro</strong></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned=3">link</a>',
            createdAt: new Date().toISOString(),
            readedAt: null,
          },
        ],
        unread: 1,
        total: 1,
      },
    }),
  );
  const bell = new NotificationsPanel(page);
  await bell.goto('home');
  await bell.open();
  const item = bell.item('Conteúdo hostil');
  await expect(item.locator('strong')).toHaveText('seguro');
  await expect(item.locator('script')).toHaveCount(0);
  await expect(item.locator('img[onerror]')).toHaveCount(0);
  await expect(item.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('asks again every 60 seconds and when the window regains focus, and ages the times', async ({ page, accounts }) => {
  const client = await accounts.create('client');
  await notify(client, 'Primeira');
  await signInPage(page, client);
  let calls = 0;
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname === '/api/notification') calls += 1;
  });
  await page.clock.install();
  const bell = new NotificationsPanel(page);
  await bell.goto('home');
  await expect(bell.badge).toHaveText('1');
  await stopClock(page);
  const first = calls;

  // The first 60 s tick counts from the page's first request (made before the clock stopped).
  await notify(client, 'Segunda');
  await page.clock.runFor(61_000);
  await expect.poll(() => calls).toBe(first + 1);
  await expect(bell.badge).toHaveText('2');

  // From that answer on, the clock is still: the next request comes exactly 60 s later.
  await notify(client, 'Terceira');
  await page.clock.runFor(59_000);
  await pageIdle(page);
  expect(calls, 'no request before 60 s').toBe(first + 1);
  await expect(bell.badge).toHaveText('2');
  await page.clock.runFor(2_000);
  await expect.poll(() => calls).toBe(first + 2);
  await expect(bell.badge).toHaveText('3');

  // Focus asks at once (not waiting for the next 60 s).
  await notify(client, 'Quarta');
  await page.clock.runFor(6_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // SWR handles the focus in a 0 ms timer (the page's clock).
  await page.clock.runFor(10);
  await expect.poll(() => calls).toBe(first + 3);
  await expect(bell.badge).toHaveText('4');

  // Relative times follow the clock: hours, days, months. (The panel's code arrives on first
  // open; React shows it after a short timer of the page's clock.)
  await bell.bell.click();
  await page.clock.runFor(1_000);
  await expect(bell.panel).toBeVisible();
  // A little over 2 minutes of the page's clock have passed since it was sent.
  await expect(bell.item('Primeira').locator('time')).toHaveText('há 2 minutos');
  await page.clock.fastForward('02:00:00');
  await expect(bell.item('Primeira').locator('time')).toHaveText('há 2 horas');
  await page.clock.fastForward(3 * 24 * 3_600_000);
  await expect(bell.item('Primeira').locator('time')).toHaveText('há 3 dias');
  await page.clock.fastForward(62 * 24 * 3_600_000);
  await expect(bell.item('Primeira').locator('time')).toHaveText('há 2 meses');
});

test('the demo customer cliente@ has unread notifications in the bell', async ({ page }) => {
  // Read only: the panel is opened, nothing is marked or deleted.
  await signInPage(page, { email: 'cliente@demo.test', password: 'Demo@1234' });
  const bell = new NotificationsPanel(page);
  await bell.goto('home');
  await expect(bell.badge).toHaveText(/^[1-9]\d*$/);
  const unread = Number(await bell.badge.textContent());
  await bell.open();
  await expect(bell.tab('Não lidas')).toHaveText(`Não lidas (${unread})`);
  await expect(bell.items).toHaveCount(unread);
  await expect(bell.items.first().locator('time')).not.toHaveText('');
  await expectNoA11yViolations(page);
});

test.describe('an administrator', () => {
  test.use({ signedInAs: 'admin' });
  test('has no notification access by default, so no bell', async ({ page, account }) => {
    const bell = new NotificationsPanel(page);
    await bell.goto('home');
    await expect(bell.profileButton(account.name)).toBeVisible();
    await expect(bell.bell).toHaveCount(0);
  });
});

test('shows no bell to a user without notification access', async ({ page, accounts }) => {
  const client = await accounts.create('client', { notificationAccess: false });
  await signInPage(page, client);
  let asked = false;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/notification')) asked = true;
  });
  const bell = new NotificationsPanel(page);
  await bell.goto('home');
  await expect(bell.header.getByRole('button', { name: /^Notificações/ })).toHaveCount(0);
  expect(asked).toBe(false);
});
