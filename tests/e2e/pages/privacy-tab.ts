import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ProfilePage } from './profile-page';

/** The 'Privacidade e dados' tab of /area-cliente/atualizacao-cadastro (LGPD self-service). */
export class PrivacyTab extends ProfilePage {
  readonly tab: Locator;
  readonly held: Locator;
  readonly exportRegion: Locator;
  readonly consents: Locator;
  readonly sharing: Locator;
  readonly deletion: Locator;
  readonly encarregado: Locator;

  constructor(page: Page) {
    super(page);
    this.tab = page.getByRole('tab', { name: 'Privacidade e dados' });
    this.held = page.getByRole('region', { name: 'Seus dados na área do cliente' });
    this.exportRegion = page.getByRole('region', { name: 'Exportar meus dados' });
    this.consents = page.getByRole('region', { name: 'Consentimentos' });
    this.sharing = page.getByRole('region', { name: 'Com quem compartilhamos seus dados' });
    this.deletion = page.getByRole('region', { name: 'Excluir ou anonimizar meus dados' });
    this.encarregado = page.getByRole('region', { name: 'Encarregado de dados' });
  }

  /** Opens the profile screen and the tab. */
  async openTab(): Promise<void> {
    await this.open();
    await this.tab.click();
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.held).toBeVisible();
  }

  /** Opens the tab straight from the e-mailed link (`?aba=privacidade`). */
  async openLink(): Promise<void> {
    await this.page.goto('/area-cliente/atualizacao-cadastro?aba=privacidade');
    await this.settled();
    await expect(this.held).toBeVisible();
  }

  consent(label: string): Locator {
    return this.consents.getByRole('switch', { name: label });
  }

  request(protocol: string): Locator {
    return this.deletion.getByRole('listitem').filter({ hasText: protocol });
  }
}
