import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { PASSWORD_MISMATCH } from '@domain/password';
import { PROFILE_MESSAGES } from '@domain/profile';
import { Toaster, toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import type { Me } from '../../../lib/portal-types';
import { createPassword } from '../api/create-password';
import { useProviders } from '../api/get-providers';
import { fetchSession } from '../api/get-session';
import { resetPassword } from '../api/reset-password';
import type { LoginAnswer } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { validateEmail } from '../api/validate-email';
import { widgetCaptcha } from '../captcha-config';
import { deleteCookie, destinationFor, readCookie, REDIRECT_COOKIE, writeCookie } from '../redirect';
import { createPasswordSchema, resetPasswordSchema } from '../schemas';
import { LOGIN_TOAST_MS } from '../errors';
import { KEEP_CONNECTED_SECONDS } from '~/lib/session';
import { ConfirmExitModal, LinkSentModal, NotCustomerModal, UnconfirmedEmailModal } from './AccessModals';
import { AdditionalDataForm } from './AdditionalDataForm';
import { EmailSignInForm } from './EmailSignInForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';
import { SignUpForm } from './SignUpForm';
import styles from './Login.module.css';

/** The login page's forms (spec 04 §4.1). */
export type LoginForm = 'EmailSignIn' | 'AdditionalData' | 'SignUp' | 'ForgotPassword' | 'ResetPassword' | 'CreatePassword';

/**
 * The spec's "keep-logged cookie" (§4.1, §6): it follows the person's 'Manter conectado'
 * choice — written for as long as the kept session lasts when the box is ticked, removed when
 * it is not. A sign-in that just happened on this page goes on to AdditionalData for an
 * inactive user; a session found when the page opens does so only with the cookie (which is
 * then consumed), otherwise it is logged out.
 */
export const KEEP_LOGGED_COOKIE = 'keepLogged';

export interface LoginAppProps {
  initialForm?: LoginForm;
  captcha: { siteKey: string; scriptUrl: string } | null;
}

export function LoginApp({ initialForm = 'EmailSignIn', captcha }: LoginAppProps) {
  const [form, setForm] = useState<LoginForm>(initialForm);
  const [switched, setSwitched] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [redirect, setRedirect] = useState<string | null>(null);
  const providers = useProviders();
  const [confirmExit, setConfirmExit] = useState(false);
  const [notCustomer, setNotCustomer] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const forgotFailures = useRef(0);
  const current = useRef(form);
  current.current = form;
  const redirectRef = useRef(redirect);
  redirectRef.current = redirect;

  /** Switches forms; leaving the e-mail form adds a history entry so "back" returns to it. */
  const show = useCallback((next: LoginForm, url?: string) => {
    const state = { loginForm: next };
    const href = url ?? location.pathname + location.search;
    if (next !== 'EmailSignIn' && current.current === 'EmailSignIn') history.pushState(state, '', href);
    else history.replaceState(state, '', href);
    current.current = next;
    setSwitched(true);
    setForm(next);
  }, []);

  const backToSignIn = useCallback(
    () => show('EmailSignIn', '/login' + (redirectRef.current ? `?r=${encodeURIComponent(redirectRef.current)}` : '')),
    [show],
  );

  /** Spec 04 §4.1 "once a user is loaded". */
  const onUserLoaded = useCallback(
    async (user: Me, signedInNow = false) => {
      if (user.active) {
        location.assign(destinationFor(user, redirectRef.current));
        return;
      }
      if (signedInNow) {
        show('AdditionalData');
        return;
      }
      if (readCookie(KEEP_LOGGED_COOKIE)) {
        deleteCookie(KEEP_LOGGED_COOKIE);
        show('AdditionalData');
        return;
      }
      await signOut().catch(() => undefined);
    },
    [show],
  );

  const afterSignIn = useCallback(
    async (answer: LoginAnswer, keepConnected: boolean) => {
      if (keepConnected) writeCookie(KEEP_LOGGED_COOKIE, '1', KEEP_CONNECTED_SECONDS);
      else deleteCookie(KEEP_LOGGED_COOKIE);
      const user = answer.user ?? (await fetchSession().catch(() => null))?.user;
      if (user) await onUserLoaded(user, true);
    },
    [onUserLoaded],
  );

  // Query options of spec 04 §2.1 and an existing session.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const t = params.get('t');
    const r = params.get('r');
    setRedirect(r);
    redirectRef.current = r;
    history.replaceState({ loginForm: current.current }, '', location.href);

    if (params.get('err') === 'alreadyregistred') toast.error(M.otherProvider, { duration: LOGIN_TOAST_MS });
    else if (params.get('err') === 'google') toast.error(M.googleFailed, { duration: LOGIN_TOAST_MS });

    // The old address's link that cancels a login e-mail change (/session/login-email/cancel).
    const emailChange = params.get('emailChange');
    if (emailChange === 'cancelled') toast.success(PROFILE_MESSAGES.loginChangeCancelled, { duration: LOGIN_TOAST_MS });
    else if (emailChange === 'reverted') toast.success(PROFILE_MESSAGES.loginChangeReverted, { duration: LOGIN_TOAST_MS });
    else if (emailChange === 'invalid') toast.error(M.linkExpired, { duration: LOGIN_TOAST_MS });

    const validation = params.get('emailValidation');
    if (validation) {
      params.delete('emailValidation');
      history.replaceState({ loginForm: current.current }, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
      validateEmail(validation)
        .then((answer) => toast.success(answer.data?.message ?? M.emailValidated, { duration: LOGIN_TOAST_MS }))
        .catch((error: unknown) =>
          toast.error((error instanceof ApiError && error.status < 500 && error.serverMessage) || M.unexpected, {
            duration: LOGIN_TOAST_MS,
          }),
        );
    }

    if (initialForm === 'CreatePassword') {
      setToken(t);
      return;
    }
    if (t) {
      setToken(t);
      show('ResetPassword');
      return;
    }
    if (params.get('params') === 'SignUp') show('SignUp');
    // Back from Google sign-in (?sso): the session was made just now.
    const signedInNow = Boolean(params.get('sso'));
    fetchSession()
      .then((state) => (state.user ? onUserLoaded(state.user, signedInNow) : undefined))
      .catch(() => undefined);
    // Runs once on mount: the query string is read a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount, by design (above)
  }, []);

  // Browser back: from additional data ask first; from any other form return to e-mail sign-in.
  useEffect(() => {
    const onPop = () => {
      if (current.current === 'AdditionalData') {
        history.pushState({ loginForm: 'AdditionalData' }, '', location.href);
        setConfirmExit(true);
        return;
      }
      if (current.current !== 'EmailSignIn') {
        current.current = 'EmailSignIn';
        setSwitched(true);
        setForm('EmailSignIn');
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const requestBack = () => (current.current === 'AdditionalData' ? setConfirmExit(true) : backToSignIn());

  const leaveRegistration = async () => {
    setConfirmExit(false);
    await signOut().catch(() => undefined);
    backToSignIn();
  };

  // One setting drives both (PORTAL-API.md §11e): the widget shows only when the CMS verifies.
  const captchaConfig = widgetCaptcha(captcha, providers.captcha);

  return (
    <div className={styles.page}>
      <Toaster />
      {form === 'EmailSignIn' && (
        <EmailSignInForm
          googleEnabled={providers.google}
          captcha={captchaConfig}
          onSuccess={(answer, keepConnected) => void afterSignIn(answer, keepConnected)}
          onUnconfirmedEmail={setUnconfirmed}
          onForgotPassword={() => show('ForgotPassword')}
          onSignUp={() => show('SignUp')}
          onGoogle={() => {
            if (redirect) writeCookie(REDIRECT_COOKIE, redirect, 600);
          }}
          focusOnMount={switched}
        />
      )}
      {form === 'AdditionalData' && (
        <AdditionalDataForm onBack={requestBack} onDone={(user) => void onUserLoaded(user)} focusOnMount={switched} />
      )}
      {form === 'SignUp' && (
        <SignUpForm
          onBack={requestBack}
          onDone={(message) => {
            backToSignIn();
            setLinkSent(message ?? M.signUpEmailSent);
          }}
          captcha={captchaConfig}
          focusOnMount={switched}
        />
      )}
      {form === 'ForgotPassword' && (
        <ForgotPasswordForm
          onBack={requestBack}
          captcha={captchaConfig}
          onSent={() => {
            forgotFailures.current = 0;
            backToSignIn();
          }}
          onFailure={() => {
            forgotFailures.current += 1;
            if (forgotFailures.current >= 2) {
              forgotFailures.current = 0;
              setNotCustomer(true);
            }
          }}
          focusOnMount={switched}
        />
      )}
      {form === 'ResetPassword' && token && (
        <NewPasswordForm
          title="Redefinir senha"
          description="Crie uma nova senha de acesso com pelo menos 8 caracteres."
          schema={resetPasswordSchema}
          confirmName="confirmpassword"
          mismatchToast={PASSWORD_MISMATCH.reset}
          submitLabel="Alterar senha"
          send={(values) => resetPassword(token, values.password, values.confirmpassword)}
          successMessage={M.passwordChanged}
          failureMessage={M.passwordChangeFailed}
          onDone={backToSignIn}
          onBack={requestBack}
          focusOnMount={switched}
        />
      )}
      {form === 'CreatePassword' && (
        <NewPasswordForm
          title="Crie sua senha"
          description="Defina a senha que você vai usar para acessar a área do cliente. Ela deve ter pelo menos 8 caracteres."
          schema={createPasswordSchema}
          confirmName="passwordConfirmation"
          mismatchToast={PASSWORD_MISMATCH.reset}
          submitLabel="Definir senha"
          send={(values) =>
            token ? createPassword(token, values.password, values.passwordConfirmation) : Promise.reject(new Error('no token'))
          }
          successMessage={M.passwordCreated}
          failureMessage={M.passwordCreateFailed}
          onDone={backToSignIn}
          onBack={requestBack}
          focusOnMount={switched}
        />
      )}
      <ConfirmExitModal open={confirmExit} onStay={() => setConfirmExit(false)} onLeave={() => void leaveRegistration()} />
      <NotCustomerModal
        open={notCustomer}
        onClose={() => setNotCustomer(false)}
        onSignUp={() => {
          setNotCustomer(false);
          show('SignUp');
        }}
      />
      <LinkSentModal open={linkSent !== null} message={linkSent ?? ''} onClose={() => setLinkSent(null)} />
      <UnconfirmedEmailModal email={unconfirmed} onClose={() => setUnconfirmed(null)} />
    </div>
  );
}
