/**
 * TOTP second factor of staff in the browser: enrolment from the 'Redefinir senha' screen (the
 * secret read from the screen, the code computed here with otpauth, RFC 6238), the recovery
 * codes shown once, and the two-step sign-in on /login (a code of the app, a recovery code).
 * Every account here is made by the factories.
 */
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { readClock } from '../support/factories';
import { expectNoA11yViolations } from './helpers/axe';
import { cmsUrl, expect, signInPage, test } from './fixtures';
import { LoginPage } from './pages/login-page';
import { PasswordPage } from './pages/password-page';

/** The code the app shows `offsetSteps` 30-second steps from the server's now (its clock may be fixed by a test). */
async function codeFor(secret: string, offsetSteps = 0): Promise<string> {
  const clock = await readClock(cmsUrl());
  const timestamp = Date.parse(clock.now) + offsetSteps * 30_000;
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp });
}

const secretOnScreen = async (page: Page) => (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');

test('a staff member turns on the second factor from the password screen, keeps the recovery codes and then signs in in two steps', async ({
  page,
  accounts,
}) => {
  const account = await accounts.create('admin');
  await signInPage(page, account);
  const screen = new PasswordPage(page);
  await screen.open();
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(section).toContainText('Proteja seu acesso com um código do aplicativo autenticador além da senha.');
  await section.getByRole('textbox', { name: 'Confirme sua senha' }).fill('Errada@2026');
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(section.getByText('A senha atual está incorreta')).toBeVisible();
  await section.getByRole('textbox', { name: 'Confirme sua senha' }).fill(account.password);
  await section.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();

  await expect(section.getByRole('img', { name: 'QR code para cadastrar a conta no aplicativo autenticador' })).toBeVisible();
  const secret = await secretOnScreen(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoA11yViolations(page);
  await section.getByRole('textbox', { name: 'Código de verificação' }).fill('000000');
  await section.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(section.getByText('Código inválido. Confira o código no aplicativo autenticador e tente novamente.')).toBeVisible();
  // The previous step's code (still accepted), so the sign-in below has a newer one.
  await section.getByRole('textbox', { name: 'Código de verificação' }).fill(await codeFor(secret, -1));
  await section.getByRole('button', { name: 'Ativar', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = await codes.first().innerText();
  await section.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(section).toContainText('Códigos de recuperação restantes: 10.');

  // Sign in again: password, then the app's code.
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  const step = page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' });
  await expect(step).toBeVisible();
  await expectNoA11yViolations(page);
  const code = page.getByRole('textbox', { name: 'Código de verificação' });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código inválido. Confira o código no aplicativo autenticador e tente novamente.')).toBeVisible();
  await code.fill(await codeFor(secret, 1));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL('**/area-cliente/home');

  // And once with a recovery code.
  await page.context().clearCookies();
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(step).toBeVisible();
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByRole('textbox', { name: 'Código de recuperação' }).fill(recovery);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.waitForURL('**/area-cliente/home');
});
