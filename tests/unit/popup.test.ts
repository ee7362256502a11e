import { describe, it, expect } from 'vitest';
import { POPUP_CLOSED_AT_KEY, shouldShowPopup } from '../../cms/src/domain/popup';

const MINUTE = 60_000;
const now = Date.UTC(2025, 4, 12, 15, 0, 0);

describe('popup repeat rule', () => {
  it('shows the popup when it has never been closed in this session', () => {
    expect(shouldShowPopup(null, 30, now)).toBe(true);
  });

  it('does not show it again before Intervalo_Alerta minutes have passed since it was closed', () => {
    expect(shouldShowPopup(now - 29 * MINUTE, 30, now)).toBe(false);
    expect(shouldShowPopup(now, 30, now)).toBe(false);
  });

  it('shows it again once Intervalo_Alerta minutes have passed since it was closed', () => {
    expect(shouldShowPopup(now - 30 * MINUTE, 30, now)).toBe(true);
    expect(shouldShowPopup(now - 45 * MINUTE, 30, now)).toBe(true);
  });

  it('shows it on every load when no interval is set', () => {
    expect(shouldShowPopup(now - 1, 0, now)).toBe(true);
    expect(shouldShowPopup(now - 1, null, now)).toBe(true);
    expect(shouldShowPopup(now - 1, undefined, now)).toBe(true);
  });

  it('treats an unreadable stored time as never closed', () => {
    expect(shouldShowPopup(Number.NaN, 30, now)).toBe(true);
  });

  it('stores the closing time under a stable session-storage key', () => {
    expect(POPUP_CLOSED_AT_KEY).toBe('popup:closedAt');
  });
});
