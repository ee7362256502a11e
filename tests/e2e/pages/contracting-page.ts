/** Page object of /quero-contratar (the contracting flow, spec 04 §4.4). */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const CONTRACTING_PATH = '/quero-contratar';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Smallest real files of the accepted kinds, and a Windows program renamed to .png. */
export const FILES = {
  pdf: (name = 'documento.pdf'): UploadFile => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  }),
  png: (name = 'selfie.png'): UploadFile => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  }),
  text: (name = 'anotacoes.txt'): UploadFile => ({ name, mimeType: 'text/plain', buffer: Buffer.from('não é um documento') }),
  renamedProgram: (name = 'foto.png'): UploadFile => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(64)]),
  }),
};

export class ContractingPage {
  readonly main: Locator;
  readonly dialog: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.dialog = page.getByRole('dialog');
    this.heading = page.locator('#contracting-page-title');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${CONTRACTING_PATH}${query}`);
    await this.settled();
  }

  /** Hydrated: Astro drops the `ssr` attribute of an island once React has taken it over. */
  async settled(): Promise<void> {
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0);
  }

  card(title: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(`^${title}`) });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByTestId('toast').filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** Closes the toasts on screen (a second failure must show its own). */
  async dismissToasts(): Promise<void> {
    for (const close of await this.page.getByRole('button', { name: 'Fechar aviso' }).all()) await close.click();
    await expect(this.page.getByTestId('toast')).toHaveCount(0);
  }

  /** Chooses the service and types the document in its modal; `verify` clicks Continuar. */
  async enterDocument(service: string, document: string, verify = true): Promise<void> {
    await this.card(service).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('textbox').fill(document);
    if (verify) await this.dialog.getByRole('button', { name: 'Continuar' }).click();
  }

  /** Waits for a page of the flow by its heading. */
  async atPage(title: string): Promise<void> {
    await expect(this.heading).toHaveText(title);
    await expect(this.heading).toBeFocused();
  }

  async choose(label: string): Promise<void> {
    await this.page.getByRole('radio', { name: label, exact: true }).check();
  }

  async fillAddress({ cep = '14801-010', address = 'Rua Voluntários da Pátria', number = '120' } = {}): Promise<void> {
    await this.field('CEP').fill(cep);
    // No CEP service in the test stack: the lookup answers 503 and the person types the address.
    await expect(this.page.getByText('Não foi possível consultar o CEP. Preencha o endereço.')).toBeVisible();
    await this.field('Endereço').fill(address);
    await this.field('Número').fill(number);
  }

  async fillContact({ name = 'Ana', fullName = 'Ana Beatriz Souza', phone = '(16) 9 9123-4567', email = 'ana.souza@exemplo.test' } = {}) {
    await this.field('Nome').fill(name);
    await this.field('Nome completo').fill(fullName);
    // A masked field is emptied first: IMask reads a replacement typed over its text as an insertion.
    await this.field('Telefone').fill('');
    await this.field('Telefone').fill(phone);
    await this.field('E-mail').fill(email);
  }

  /** Opens the file chooser of a dropzone with the keyboard and picks the files. */
  async upload(label: string, files: UploadFile[]): Promise<void> {
    await this.dropzone(label).focus();
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.page.keyboard.press('Enter')]);
    await chooser.setFiles(files);
  }

  dropzone(label: string): Locator {
    return this.main.getByRole('button', { name: `Selecionar arquivos ${label}` });
  }

  /** The success modal: its title, the protocol, the 0800 line and the support e-mail. */
  async expectSuccess(title: 'Tudo certo com seu cadastro!' | 'Vamos entrar em contato com você'): Promise<string> {
    const modal = this.page.getByRole('dialog', { name: title });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('2 dias úteis');
    await expect(modal.getByRole('link', { name: '0800 773 6099' })).toHaveAttribute('href', 'tel:08007736099');
    await expect(modal.getByRole('link', { name: 'atendimento@necta.local' })).toHaveAttribute('href', 'mailto:atendimento@necta.local');
    const protocol = (await modal.getByTestId('protocol').textContent())!.trim();
    expect(protocol).toMatch(/^CON-\d{4}-\d+$/);
    return protocol;
  }
}
