import type { Locator, Page } from '@playwright/test';
import { ClientArea } from './client-area';

/** The negotiation screen (docs/collections-negotiation.md), /area-cliente/negociacao-faturas, located as a user finds it. */
export class NegotiationPage extends ClientArea {
  readonly heading: Locator;
  readonly simulate: Locator;
  readonly options: Locator;
  readonly terms: Locator;
  readonly acceptTerms: Locator;
  readonly accept: Locator;
  readonly done: Locator;

  constructor(page: Page) {
    super(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Negociar faturas vencidas' });
    this.simulate = page.getByRole('button', { name: 'Simular' });
    this.options = page.getByRole('table', { name: 'Opções de parcelamento' });
    this.terms = page.getByTestId('termos');
    this.acceptTerms = page.getByRole('checkbox', { name: 'Li e aceito os termos do acordo' });
    this.accept = page.getByRole('button', { name: 'Fazer acordo' });
    this.done = page.getByRole('status').filter({ hasText: 'Acordo feito' });
  }

  async open(): Promise<void> {
    await this.goto('negociacao-faturas');
    await this.ready(this.heading);
  }

  bill(numDoc: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^Fatura ${numDoc} `) });
  }

  agreement(protocol: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`Acordo ${protocol}`) });
  }
}
