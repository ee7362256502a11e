import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { DPO_MESSAGE_MAX, dpoContactErrors } from '@domain/privacy/rules';
import { Button } from '~/components/ui/Button';
import { Field, TextField } from '~/components/ui/form';
import { PRIVACY_ENDPOINTS } from '@domain/endpoints/privacy';
import { ApiError } from '~/lib/api-client';
import { call, endpointOf, fieldErrors } from '~/lib/api-call';
import { Captcha, useProviders, widgetCaptcha, type CaptchaWidgetConfig } from '../access';
import styles from './DpoContact.module.css';

const DPO_CONTACT = endpointOf(PRIVACY_ENDPOINTS, 'POST', '/privacy/dpo-contact');

export interface DpoContactFormProps {
  captcha: CaptchaWidgetConfig | null;
}

interface Values {
  name: string;
  email: string;
  message: string;
}

/** The same field rules as the server (`@domain/privacy/rules` dpoContactErrors), field by field. */
const VALID: Values = { name: 'x', email: 'a@b.co', message: 'x' };
const rule = (field: keyof Values) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? dpoContactErrors({ ...VALID, [field]: dataset.value })[field] : undefined;
      if (message) addIssue({ message });
    }),
  );
const schema = v.object({ name: rule('name'), email: rule('email'), message: rule('message') });

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return M.tooManyAttempts;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  return M.unexpected;
}

/** Message to the encarregado (LGPD art. 41): no login; a protocol and an e-mail copy. */
export function DpoContactForm({ captcha: siteCaptcha }: DpoContactFormProps) {
  const { captcha: serverVerifies } = useProviders();
  const captcha = widgetCaptcha(siteCaptcha, serverVerifies);
  const [sent, setSent] = useState<{ protocol: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { name: '', email: '', message: '' }, mode: 'onTouched' });

  const submit = async (values: Values) => {
    setFailure(null);
    if (captcha && !captchaToken) {
      setFailure(M.captchaFailed);
      return;
    }
    try {
      const answer = (await call(DPO_CONTACT, {
        body: { ...values, email: values.email.trim().toLowerCase(), ...(captchaToken ? { captchaToken } : {}) },
      })) as { data: { protocol: string }; message: string };
      setSent({ protocol: answer.data.protocol, message: answer.message });
    } catch (error) {
      const fields = fieldErrors(error);
      const named = (['name', 'email', 'message'] as const).filter((f) => fields[f]);
      named.forEach((f) => setError(f, { message: fields[f] }));
      if (!named.length) setFailure(failureMessage(error));
      if (captcha) setCaptchaReset((n) => n + 1);
    }
  };

  if (sent)
    return (
      <div role="status" className={styles.sent}>
        <p>{sent.message}</p>
        <p>
          Protocolo: <strong>{sent.protocol}</strong>
        </p>
      </div>
    );

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label="Mensagem ao encarregado de dados" className={styles.form}>
      <TextField label="Nome" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Field label="Mensagem" error={errors.message?.message}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={6}
            maxLength={DPO_MESSAGE_MAX}
            className={styles.textarea}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('message')}
          />
        )}
      </Field>
      {captcha && <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} onToken={setCaptchaToken} resetKey={captchaReset} />}
      {failure && (
        <div role="alert" className={styles.alert}>
          {failure}
        </div>
      )}
      <div>
        <Button type="submit" block loading={isSubmitting}>
          Enviar ao encarregado
        </Button>
      </div>
    </form>
  );
}
