import type { Locator, Page } from '@playwright/test';
import { ClientArea } from './client-area';

/** 'Dados do atendimento' in the footer's info bar (spec 01 §2.9). */
export class AttendantPanel extends ClientArea {
  readonly panel: Locator;
  readonly overdue: Locator;
  readonly endButton: Locator;

  constructor(page: Page) {
    super(page);
    this.panel = this.attendantPanel;
    this.overdue = this.panel.getByTestId('attendant-overdue');
    this.endButton = this.panel.getByRole('button', { name: 'Encerrar atendimento' });
  }

  /** The value beside a label of the panel ('Cliente', 'Endereço'…). */
  value(label: string): Locator {
    return this.panel
      .locator('dl > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }
}
