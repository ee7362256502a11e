/**
 * Public surface of the access island (spec 04 §2.1, §2.3): the forms the island entries mount
 * (`src/islands/*Island.tsx`) and the captcha pieces other public forms share (the encarregado's
 * form of `../privacy`). The calls are in `api/`, one per file (docs/architecture.md "Layout").
 */
export { LoginApp } from './components/LoginApp';
export { CustomerCodeForm } from './components/CustomerCodeForm';
export { SimplifiedSignIn } from './components/SimplifiedSignIn';
export { useProviders } from './api/get-providers';
export { Captcha } from './components/Captcha';
export { widgetCaptcha, type CaptchaWidgetConfig } from './captcha-config';
