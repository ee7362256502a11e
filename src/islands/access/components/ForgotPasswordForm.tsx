import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '../../../area-cliente/components/Button';
import { toast } from '../../../area-cliente/components/toast';
import { ApiError } from '../../../area-cliente/lib/api-client';
import { accessApi } from '../api';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { CpfCnpjInput } from '../../../area-cliente/components/form';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export interface ForgotPasswordFormProps {
  onBack: () => void;
  onSent: () => void;
  /** Each failed request; the page counts consecutive ones (spec 04 §4.3). */
  onFailure: () => void;
  focusOnMount: boolean;
}

/** Forgot password by CPF/CNPJ (spec 04 §2.1, §4.3, §8). */
export function ForgotPasswordForm({ onBack, onSent, onFailure, focusOnMount }: ForgotPasswordFormProps) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { cpfcnpj: '' }, mode: 'onTouched' });

  const submit = async ({ cpfcnpj }: ForgotPasswordValues) => {
    try {
      const answer = await accessApi.forgotPassword(cpfcnpj);
      const sentTo = answer.data?.email ? ` (${answer.data.email})` : '';
      toast.success(`${answer.message ?? M.resetEmailSent}${sentTo}`, { duration: 7000 });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) toast.error(M.notFound, { duration: 7000 });
      else toast.error((error instanceof ApiError && error.status < 500 && error.serverMessage) || M.forgotFailed, { duration: 7000 });
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
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            Enviar link
          </Button>
        </div>
      </form>
    </FormShell>
  );
}
