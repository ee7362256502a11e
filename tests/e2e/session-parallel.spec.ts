/**
 * A page's API calls run in parallel, and each one moves the session's idle deadline (a save of
 * the session). None of them may read the session half-saved by another and lose the login.
 */
import { createAccount, expect, signInPage, SITE_REQUEST_HEADERS, test } from './fixtures';
import { ClientArea } from './pages/client-area';

test('60 parallel API calls of one signed-in browser all answer 200, and the client area stays signed in', async ({ page }) => {
  const customer = await createAccount('client');
  await signInPage(page, customer);
  const statuses = await Promise.all(
    Array.from({ length: 60 }, () => page.request.get('/api/portal/me', { headers: SITE_REQUEST_HEADERS }).then((res) => res.status())),
  );
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  const area = new ClientArea(page);
  await area.goto('home');
  await expect(area.profileButton(customer.name)).toBeVisible();
});
