/** The error boundary around every client-area screen (src/components/ui/ScreenErrorBoundary.tsx). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from '~/components/ui/ScreenErrorBoundary';

/** A screen that fails while `failing.now` is true. */
function Flaky({ failing }: { failing: { now: boolean } }) {
  if (failing.now) throw new Error('render failed');
  return <h1>Faturas</h1>;
}

describe('ScreenErrorBoundary', () => {
  it('shows the generic message and a retry instead of a blank area; the retry renders the screen again', async () => {
    const failing = { now: true };
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error too
    render(
      <ScreenErrorBoundary resetKey="faturas" onError={onError}>
        <Flaky failing={failing} />
      </ScreenErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Ocorreu um erro inesperado' + 'Tentar novamente');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('render failed');

    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('heading', { name: 'Faturas' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failing retry shows the message again, and another screen starts clean', async () => {
    const failing = { now: true };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="faturas" onError={() => undefined}>
        <Flaky failing={failing} />
      </ScreenErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('alert')).toBeTruthy();

    rerender(
      <ScreenErrorBoundary resetKey="perfil" onError={() => undefined}>
        <h1>Perfil</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Perfil' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a healthy screen through untouched', () => {
    render(
      <ScreenErrorBoundary resetKey="faturas">
        <h1>Faturas</h1>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Faturas' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
