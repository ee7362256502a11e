import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';

export interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** A new key (the next screen's slug) starts clean: an error stays with the screen that had it. */
  resetKey?: string;
  /** Called once per caught error (the console by default). */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  key: string | undefined;
}

/**
 * Around each client-area screen (docs/architecture.md, "Client-area kernel"): an error thrown
 * while a screen renders shows the spec's generic message 'Ocorreu um erro inesperado' (spec 04
 * §7) and 'Tentar novamente', which renders the screen again, instead of a blank area. The rest of
 * the area (menu, header, footer) keeps working.
 *
 * @example
 * <ScreenErrorBoundary resetKey={slug}>
 *   <Screen />
 * </ScreenErrorBoundary>
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Erro sem detalhes') };
  }

  static getDerivedStateFromProps(props: ScreenErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error(error);
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" data-testid="screen-error">
        <p>Ocorreu um erro inesperado</p>
        <Button variant="secondary" onClick={this.retry}>
          Tentar novamente
        </Button>
      </section>
    );
  }
}
