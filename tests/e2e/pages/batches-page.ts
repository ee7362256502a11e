import type { Locator, Page } from '@playwright/test';
import { ClientArea } from './client-area';

/**
 * The upload screens (programar-faturas, disponibilidade-enderecos) and the batch history
 * (acompanhar-programacao) of spec 02 §2.10, §2.11, located as a user finds them.
 */
export class BatchesPage extends ClientArea {
  readonly fileInput: Locator;
  readonly chooseFile: Locator;
  readonly send: Locator;
  readonly progress: Locator;
  readonly batchTable: Locator;
  readonly itemsDialog: Locator;
  readonly itemsList: Locator;

  constructor(page: Page) {
    super(page);
    // react-dropzone's input: hidden, reached through the "Selecionar arquivos" button or a drop.
    this.fileInput = page.locator('input[type="file"]');
    this.chooseFile = page.getByRole('button', { name: /Selecionar arquivos/ });
    this.send = page.getByRole('button', { name: 'Enviar', exact: true });
    this.progress = page.getByRole('progressbar', { name: 'Progresso do envio' });
    this.batchTable = page.getByRole('table', { name: 'Lotes de faturas programadas' });
    this.itemsDialog = page.getByRole('dialog');
    this.itemsList = this.itemsDialog.getByRole('list', { name: 'Faturas do lote' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async choose(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType, buffer });
  }

  /** The history row of a batch, by its file name. */
  batchRow(fileName: string): Locator {
    return this.batchTable.getByRole('row').filter({ hasText: fileName });
  }

  openItems(batchId: number): Promise<void> {
    return this.page.getByRole('button', { name: `Ver faturas do lote ${batchId}` }).click();
  }
}
