import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { CpfCnpjInput } from '~/components/ui/form';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { useProviders } from '../api/get-providers';
import { requestCustomerCode } from '../api/request-customer-code';
import { widgetCaptcha } from '../captcha-config';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { Captcha } from './Captcha';
import styles from './Login.module.css';

export const SIGN_UP_HREF = '/login?params=SignUp';

export interface CustomerCodeFormProps {
  captcha: { siteKey: string; scriptUrl: string } | null;
}

/** The message of a failed request: the server's 4xx text, else the catalogue's generic one. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return M.tooManyAttempts;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  return M.unexpected;
}

/** Customer-code help (spec 04 §2.1): the code is e-mailed to the address on file; same answer for every valid document. */
export function CustomerCodeForm({ captcha: siteCaptcha }: CustomerCodeFormProps) {
  const { captcha: serverVerifies } = useProviders();
  const captcha = widgetCaptcha(siteCaptcha, serverVerifies);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { cpfcnpj: '' }, mode: 'onTouched' });

  const submit = async ({ cpfcnpj }: ForgotPasswordValues) => {
    setFailure(null);
    if (captcha && !captchaToken) {
      setFailure(M.captchaFailed);
      return;
    }
    try {
      const answer = await requestCustomerCode(cpfcnpj, captchaToken ?? undefined);
      setSent(answer.message ?? '');
    } catch (error) {
      const field = fieldErrors(error).cpfcnpj;
      if (field) setError('cpfcnpj', { message: field });
      else setFailure(failureMessage(error));
      if (captcha) setCaptchaReset((n) => n + 1);
    }
  };

  if (sent !== null)
    return (
      <div role="status" className={styles.description}>
        <p>{sent}</p>
        <p>
          Com o código do cliente em mãos, <a href={SIGN_UP_HREF}>faça seu cadastro</a>.
        </p>
      </div>
    );

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Receber o código do cliente por e-mail">
      <CpfCnpjInput control={control} name="cpfcnpj" label="CPF/CNPJ do titular" />
      {captcha && <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} onToken={setCaptchaToken} resetKey={captchaReset} />}
      {failure && (
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" block loading={isSubmitting}>
          Enviar código por e-mail
        </Button>
      </div>
    </form>
  );
}
