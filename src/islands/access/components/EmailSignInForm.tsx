import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { Checkbox, PasswordField, TextField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { pushAnalytics } from '~/lib/analytics';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { type LoginAnswer, signIn } from '../api/sign-in';
import { LOGIN_TOAST_MS } from '../errors';
import { emailSignInSchema, type EmailSignInValues } from '../schemas';
import { Captcha } from './Captcha';
import { FormShell } from './FormShell';
import { SecondFactorStep } from './SecondFactorStep';
import styles from './Login.module.css';

export interface EmailSignInFormProps {
  googleEnabled: boolean;
  captcha: { siteKey: string; scriptUrl: string } | null;
  /** `keepConnected`: the person's 'Manter conectado' choice (the keep-logged cookie follows it). */
  onSuccess: (answer: LoginAnswer, keepConnected: boolean) => void;
  onUnconfirmedEmail: (email: string) => void;
  onForgotPassword: () => void;
  onSignUp: () => void;
  onGoogle: () => void;
  focusOnMount: boolean;
}

/** Email sign-in (spec 04 §2.1, §4.2, §5). */
export function EmailSignInForm(props: EmailSignInFormProps) {
  const { googleEnabled, captcha, onSuccess, onUnconfirmedEmail, onForgotPassword, onSignUp, onGoogle, focusOnMount } = props;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaAlert, setCaptchaAlert] = useState(false);
  /** A staff account's second step after a correct password. */
  const [second, setSecond] = useState<{ step: LoginAnswer; keepConnected: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailSignInValues>({
    resolver: valibotResolver(emailSignInSchema),
    defaultValues: { email: '', password: '', keepConnected: false },
    mode: 'onTouched',
  });

  const submit = async (values: EmailSignInValues) => {
    if (captcha && !captchaToken) {
      setCaptchaAlert(true);
      return;
    }
    setCaptchaAlert(false);
    try {
      const answer = await signIn({ ...values, captchaToken: captchaToken ?? undefined });
      if (answer.email && !answer.ok) {
        pushAnalytics({ event: 'login', category: 'login', action: 'email', label: 'email-nao-confirmado', status: 'pending' });
        onUnconfirmedEmail(answer.email);
        return;
      }
      if (answer.secondFactor && answer.challenge) {
        setSecond({ step: answer, keepConnected: values.keepConnected });
        return;
      }
      if (answer.message) toast.info(answer.message);
      pushAnalytics({ event: 'login', category: 'login', action: 'email', label: 'login', status: 'success' });
      onSuccess(answer, values.keepConnected);
    } catch (error) {
      pushAnalytics({ event: 'login', category: 'login', action: 'email', label: 'login', status: 'error' });
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field === 'email' || field === 'password') setError(field, { message });
      }
      const known = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      if (known === M.captchaFailed) setCaptchaAlert(true);
      else toast.error(known ?? M.loginFailed, { duration: LOGIN_TOAST_MS });
      if (captcha) setCaptchaReset((n) => n + 1);
    }
  };

  if (second)
    return (
      <SecondFactorStep
        step={second.step}
        keepConnected={second.keepConnected}
        onSuccess={(answer, keepConnected) => {
          pushAnalytics({ event: 'login', category: 'login', action: 'email', label: 'login', status: 'success' });
          onSuccess(answer, keepConnected);
        }}
        onRestart={() => {
          setSecond(null);
          if (captcha) setCaptchaReset((n) => n + 1);
        }}
      />
    );

  return (
    <FormShell
      title="Acesse sua conta"
      description={<p>Entre com o e-mail e a senha cadastrados para acessar a área do cliente.</p>}
      focusOnMount={focusOnMount}
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField label="Senha" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className={styles.row}>
          <Checkbox label="Manter conectado" {...register('keepConnected')} />
          <p className={styles.hintLink} style={{ margin: 0 }}>
            Esqueceu a senha?{' '}
            <button type="button" className={styles.inlineLink} onClick={onForgotPassword}>
              Redefina sua senha
            </button>
          </p>
        </div>
        {captcha && <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} onToken={setCaptchaToken} resetKey={captchaReset} />}
        {captchaAlert && (
          <p className={styles.alert} role="alert">
            {M.captchaFailed}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            Entrar
          </Button>
        </div>
      </form>
      {googleEnabled && (
        <>
          <p className={styles.divider}>ou</p>
          <a className={styles.google} href="/session/google" onClick={onGoogle}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 48 48">
              <path
                fill="#FFC107"
                d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
              />
              <path
                fill="#FF3D00"
                d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
              />
              <path
                fill="#4CAF50"
                d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
              />
              <path
                fill="#1976D2"
                d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
              />
            </svg>
            Entrar com Google
          </a>
        </>
      )}
      <div className={styles.links}>
        <p>
          Ainda não tem acesso?{' '}
          <button type="button" className={styles.inlineLink} onClick={onSignUp}>
            Cadastre-se
          </button>
        </p>
        <p>
          <a href="/meu-codigo-cliente?page=login&params=SignUp">Não sei meu código de cliente</a>
        </p>
        <p>
          <a href="/login-fatura-simplificada">Acessar a via simplificada da fatura</a>
        </p>
      </div>
    </FormShell>
  );
}
