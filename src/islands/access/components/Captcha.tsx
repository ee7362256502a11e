import { useEffect, useRef } from 'react';
import styles from './Login.module.css';

interface Grecaptcha {
  render: (el: HTMLElement, options: Record<string, unknown>) => number;
  reset: (id?: number) => void;
  ready?: (cb: () => void) => void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __nectaRecaptchaLoaded?: () => void;
  }
}

export interface CaptchaProps {
  siteKey: string;
  /** reCAPTCHA script (PUBLIC_RECAPTCHA_SCRIPT_URL); a compatible self-hosted or test endpoint works too. */
  scriptUrl: string;
  onToken: (token: string | null) => void;
  /** Changing it resets the widget (after a failed login the token is spent). */
  resetKey: number;
}

/** reCAPTCHA v2 checkbox, rendered explicitly; only mounted when a site key is configured. */
export function Captcha({ siteKey, scriptUrl, onToken, resetKey }: CaptchaProps) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const tokenCb = useRef(onToken);
  tokenCb.current = onToken;

  useEffect(() => {
    const render = () => {
      if (!box.current || !window.grecaptcha || widget.current !== null) return;
      widget.current = window.grecaptcha.render(box.current, {
        sitekey: siteKey,
        callback: (token: string) => tokenCb.current(token),
        'expired-callback': () => tokenCb.current(null),
        'error-callback': () => tokenCb.current(null),
      });
    };
    if (window.grecaptcha?.render) return void render();
    window.__nectaRecaptchaLoaded = render;
    if (!document.querySelector('script[data-necta-recaptcha]')) {
      const script = document.createElement('script');
      const sep = scriptUrl.includes('?') ? '&' : '?';
      script.src = `${scriptUrl}${sep}render=explicit&onload=__nectaRecaptchaLoaded&hl=pt-BR`;
      script.async = true;
      script.defer = true;
      script.dataset.nectaRecaptcha = '';
      document.head.appendChild(script);
    }
  }, [siteKey, scriptUrl]);

  useEffect(() => {
    if (resetKey > 0 && widget.current !== null) {
      window.grecaptcha?.reset(widget.current);
      tokenCb.current(null);
    }
  }, [resetKey]);

  return <div ref={box} className={styles.captcha} data-testid="captcha" />;
}
