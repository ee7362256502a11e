/** Popup rule of spec 04 §4.5: shown on load, or again once the interval has passed since it was last closed. */
export const POPUP_CLOSED_AT_KEY = 'popup:closedAt';

export function shouldShowPopup(lastClosedAt: number | null, intervalMinutes: number | null | undefined, now: number): boolean {
  if (lastClosedAt === null || !Number.isFinite(lastClosedAt)) return true;
  const minutes = intervalMinutes && intervalMinutes > 0 ? intervalMinutes : 0;
  return now - lastClosedAt >= minutes * 60_000;
}
