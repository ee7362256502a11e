/**
 * The captcha is one setting (docs/operations.md "Production settings", PORTAL-API.md §11e): the widget
 * shows exactly when the CMS verifies — `/session/providers` says so — and the site has the
 * widget's key. A start with only one half configured is refused (server/env.mjs).
 */
export interface CaptchaWidgetConfig {
  siteKey: string;
  scriptUrl: string;
}

export function widgetCaptcha(site: CaptchaWidgetConfig | null, serverVerifies: boolean): CaptchaWidgetConfig | null {
  return serverVerifies && site ? site : null;
}
