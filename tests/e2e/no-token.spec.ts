/**
 * The browser never holds a JWT (DESIGN: the token stays in the Astro session). The
 * `jwtGuard` fixture (tests/e2e/fixtures.ts) checks this in every test; here it is proven to
 * catch one, and every role's screens are walked under it.
 */
import { expectNoA11yViolations } from './helpers/axe';
import { expect, ROLES, test, type Role } from './fixtures';
import { ClientArea } from './pages/client-area';

// A real token's shape (header.payload.signature, base64url), not one the stack issued.
const FAKE_JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiaWF0IjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

test('the guard fails a test when an answer or the page holds a JWT', async ({ page, jwtGuard }) => {
  await page.route('**/session', (route) => route.fulfill({ json: { user: null, leaked: FAKE_JWT } }));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
  await expect.poll(() => jwtGuard.findings.map((f) => f.where)).toContainEqual(expect.stringMatching(/^GET .*\/session$/));

  await page.evaluate((token) => sessionStorage.setItem('leak', token), FAKE_JWT);
  await jwtGuard.inspectPage(page);
  expect(jwtGuard.findings.map((f) => f.where)).toContainEqual(expect.stringMatching(/\(session\)$/));
  // Found on purpose: the test must not fail for it.
  jwtGuard.forget();
  await page.evaluate(() => sessionStorage.removeItem('leak'));
});

test.describe('every role walks its screens without a token reaching the browser', () => {
  for (const role of Object.keys(ROLES) as Role[]) {
    test.describe(role, () => {
      test.use({ signedInAs: role });

      test(`${role}: the landing screen and every entry of the area menu`, async ({ page, account }) => {
        const area = new ClientArea(page);
        await area.goto('home');
        await expect(area.profileButton(account.name)).toBeVisible();
        await expectNoA11yViolations(page);
        const slugs = await area.menuSlugs();
        expect(slugs, 'every role has the home and the password screens').toEqual(expect.arrayContaining(['home', 'atualizar-senha']));
        for (const slug of slugs) {
          await area.goto(slug);
          await expect(area.header).toBeVisible();
        }
      });
    });
  }
});
