import { fieldErrors } from '~/lib/api-call';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { PasswordField, TextField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { registerAccount } from '../api/register-account';
import { signUpSchema, type SignUpValues } from '../schemas';
import { ConsumerCodeInput, CpfCnpjInput } from '~/components/ui/form';
import { Captcha } from './Captcha';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export interface SignUpFormProps {
  onBack: () => void;
  /** Sign-up done; the CMS e-mailed the confirmation link (its message). */
  onDone: (message: string | undefined) => void;
  focusOnMount: boolean;
  /** The reCAPTCHA widget, when the CMS verifies it (required then). */
  captcha?: { siteKey: string; scriptUrl: string } | null;
}

/** Field names of the API answer → form fields. */
const SERVER_FIELDS: Record<string, keyof SignUpValues> = {
  name: 'name',
  email: 'email',
  emailConfirmation: 'emailConfirmation',
  consumerCod: 'consumerCod',
  cpfcnpj: 'cpfCnpj',
  cpfCnpj: 'cpfCnpj',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

/** Sign-up (spec 04 §3, §5): every field required; submit disabled until all are valid. */
export function SignUpForm({ onBack, onDone, focusOnMount, captcha = null }: SignUpFormProps) {
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaAlert, setCaptchaAlert] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isValid },
  } = useForm<SignUpValues>({
    resolver: valibotResolver(signUpSchema),
    defaultValues: { name: '', email: '', emailConfirmation: '', consumerCod: '', cpfCnpj: '', password: '', confirmPassword: '' },
    mode: 'onChange',
    // Cross-field checks (confirmations) run even while other fields are still invalid.
    criteriaMode: 'all',
  });

  const submit = async (values: SignUpValues) => {
    if (captcha && !captchaToken) {
      setCaptchaAlert(true);
      return;
    }
    setCaptchaAlert(false);
    try {
      const answer = await registerAccount({ ...values, cpfcnpj: values.cpfCnpj, captchaToken: captchaToken ?? undefined });
      onDone(answer.data?.message);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const target = SERVER_FIELDS[field];
        if (target) setError(target, { message });
      }
      // The catalogue's toast (spec 04 §8); what exactly is wrong shows on the fields.
      toast.error(M.signUpFailed, { duration: 7000 });
      // A token is good for one check: the next attempt needs a new one.
      if (captcha) setCaptchaReset((n) => n + 1);
    }
  };

  return (
    <FormShell
      title="Cadastre-se"
      description={<p>Crie seu acesso à área do cliente com os dados do seu contrato de gás natural.</p>}
      onBack={onBack}
      focusOnMount={focusOnMount}
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <TextField label="Nome completo" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Confirme seu e-mail"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errors.emailConfirmation?.message}
          // The confirmation must be typed, not pasted (spec 04 §5).
          onPaste={(e) => e.preventDefault()}
          onDrop={(e) => e.preventDefault()}
          {...register('emailConfirmation')}
        />
        <div className={styles.grid2}>
          <ConsumerCodeInput control={control} name="consumerCod" />
          <CpfCnpjInput control={control} name="cpfCnpj" />
        </div>
        <p className={styles.hintLink}>
          <a href="/meu-codigo-cliente?page=login&params=SignUp">Não sei meu código de cliente</a>
        </p>
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="Mínimo de 8 caracteres."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirme sua senha"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {captcha && <Captcha siteKey={captcha.siteKey} scriptUrl={captcha.scriptUrl} onToken={setCaptchaToken} resetKey={captchaReset} />}
        {captchaAlert && (
          <div role="alert" className={styles.alert}>
            {M.captchaFailed}
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting} disabled={!isValid}>
            Cadastrar
          </Button>
        </div>
      </form>
    </FormShell>
  );
}
