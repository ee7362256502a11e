/**
 * Analytics events go to a `dataLayer` array (Google Tag Manager reads it when the site
 * installs it; without it the array simply accumulates). Shape of spec 04 §7: event,
 * category, label, action, status.
 */
export interface AnalyticsEvent {
  event: string;
  category?: string;
  label?: string;
  action?: string;
  status?: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAnalytics(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
