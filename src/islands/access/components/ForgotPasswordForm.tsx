import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { requestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { CpfCnpjInput } from '~/components/ui/form';
import { Captcha } from './Captcha';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export interface ForgotPasswordFormProps {
  onBack: () => void;
  onSent: () => void;
  /** Each failure, whatever its cause (404, 429, 5xx, network); the page counts consecutive ones (spec 04 §4.3). */
  onFailure: () => void;
  focusOnMount: boolean;
  /** The reCAPTCHA widget, when the CMS verifies it (required then). */
  captcha?: { siteKey: string; scriptUrl: string } | null;
}

/** Forgot password by CPF/CNPJ (spec 04 §2.1, §4.3, §8). */
export function ForgotPasswordForm({ onBack, onSent, onFailure, focusOnMount, captcha = null }: ForgotPasswordFormProps) {
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaAlert, setCaptchaAlert] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { cpfcnpj: '' }, mode: 'onTouched' });

  const submit = async ({ cpfcnpj }: ForgotPasswordValues) => {
    if (captcha && !captchaToken) {
      setCaptchaAlert(true);
      return;
    }
    setCaptchaAlert(false);
    try {
      const answer = await requestPasswordReset(cpfcnpj, captchaToken ?? undefined);
      const sentTo = answer.data?.email ? ` (${answer.data.email})` : '';
      toast.success(`${answer.message ?? M.resetEmailSent}${sentTo}`, { duration: 7000 });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) toast.error(M.notFound, { duration: 7000 });
      else if (error instanceof ApiError && error.status === 429) toast.error(error.serverMessage ?? M.tooManyAttempts, { duration: 7000 });
      // 403 (access deactivated) and other 4xx: the server's message; 5xx and network errors: the spec's failure text.
      else toast.error((error instanceof ApiError && error.status < 500 && error.serverMessage) || M.forgotFailed, { duration: 7000 });
      // A token is good for one check: the next attempt needs a new one.
      if (captcha) setCaptchaReset((n) => n + 1);
      // Spec 04 §4.3: the second consecutive failure — of any kind — opens the 'not yet a customer' modal.
      onFailure();
    }
  };

  return (
    <FormShell
      title="Redefina sua senha"
      description={<p>Informe o CPF ou CNPJ do seu cadastro. Enviaremos um link para redefinir a senha no e-mail cadastrado.</p>}
      onBack={onBack}
      focusOnMount={focusOnMount}
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <CpfCnpjInput control={control} name="cpfcnpj" />
        {captcha && <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} onToken={setCaptchaToken} resetKey={captchaReset} />}
        {captchaAlert && (
          <div role="alert" className={styles.alert}>
            {M.captchaFailed}
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            Enviar link
          </Button>
        </div>
      </form>
    </FormShell>
  );
}
