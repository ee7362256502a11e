import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * /login: every access form of spec 04 §2.1 (one island switching forms), located the way a
 * user finds them — headings, labels, button names.
 */
export class LoginPage {
  readonly signInHeading: Locator;
  readonly signUpHeading: Locator;
  readonly forgotHeading: Locator;
  readonly additionalDataHeading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly keepConnected: Locator;
  readonly submit: Locator;
  readonly googleLink: Locator;
  readonly captcha: Locator;
  readonly cpfCnpj: Locator;
  readonly consumerCode: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    const h1 = (name: string) => page.getByRole('heading', { level: 1, name });
    this.signInHeading = h1('Acesse sua conta');
    this.signUpHeading = h1('Cadastre-se');
    this.forgotHeading = h1('Redefina sua senha');
    this.additionalDataHeading = h1('Complete seu cadastro');
    this.email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    this.password = page.getByRole('textbox', { name: 'Senha', exact: true });
    this.keepConnected = page.getByRole('checkbox', { name: 'Manter conectado' });
    this.submit = page.getByRole('button', { name: 'Entrar', exact: true });
    this.googleLink = page.getByRole('link', { name: 'Entrar com Google' });
    this.captcha = page.getByTestId('captcha');
    this.cpfCnpj = page.getByRole('textbox', { name: 'CPF/CNPJ' });
    this.consumerCode = page.getByRole('textbox', { name: 'Código do cliente' });
    this.toast = page.getByTestId('toast');
  }

  /** Opens /login (with an optional query such as `?r=conta-digital`) and waits for the e-mail form. */
  async goto(query = ''): Promise<void> {
    await this.open(`/login${query}`);
    await expect(this.signInHeading).toBeVisible();
  }

  /**
   * Opens an access page (/login with any query, an e-mailed link, /passwordcreate,
   * /login-fatura-simplificada) and waits until its island has hydrated: the server's markup
   * shows the form before it reacts, and a click then would be lost.
   */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  /** Fills and submits the e-mail sign-in form (the page must show it). */
  async signIn(email: string, password: string, options: { keepConnected?: boolean } = {}): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    if (options.keepConnected) await this.keepConnected.check();
    await this.submit.click();
  }

  /** The toast whose message is exactly `text` (several toasts may be on screen). */
  toastSaying(text: string): Locator {
    return this.toast.filter({ has: this.page.getByText(text, { exact: true }) });
  }

  async openForgotPassword(): Promise<void> {
    await this.page.getByRole('button', { name: 'Redefina sua senha' }).click();
    await expect(this.forgotHeading).toBeVisible();
  }

  /** Asks for the password link of a CPF/CNPJ (the forgot-password form must show). */
  async requestPasswordLink(cpfCnpj: string): Promise<void> {
    await this.cpfCnpj.pressSequentially(cpfCnpj);
    await this.page.getByRole('button', { name: 'Enviar link' }).click();
  }
}
