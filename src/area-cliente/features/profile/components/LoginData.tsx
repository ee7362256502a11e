import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { normalizeEmail } from '@domain/email';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { requestLoginEmailChange } from '../api/login-email';
import { loginEmailSchema, type LoginEmailForm } from '../schemas/profile';
import { canRequestLoginChange } from '../schemas/rules';
import { ConfirmDialog, DISCARD } from './ConfirmDialog';
import { EmailPairFields } from './EmailPairFields';
import styles from './Profile.module.css';

const REQUEST_FAILED = 'Não foi possível solicitar a alteração do login. Por favor, tente novamente.';

export interface LoginDataProps {
  loginEmail: string;
  /** false without 'cadastro.editar': view mode only. */
  canEdit: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/**
 * 'Dados de login' (spec 01 §2.7, §5): a new login e-mail with its confirmation. The change
 * takes effect when the user opens the link the server e-mails to the new address, which
 * lands on the home page with `success` (the toast of §2.8).
 */
export function LoginData({ loginEmail, canEdit, editing, onEditingChange }: LoginDataProps) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<{ email: string; willNeedPassword: boolean } | null>(null);
  const { register, handleSubmit, reset, watch, formState } = useForm<LoginEmailForm>({
    resolver: valibotResolver(loginEmailSchema(loginEmail)),
    defaultValues: { email: '', emailConfirmation: '' },
    mode: 'onTouched',
  });
  const values = watch();
  const valid = canRequestLoginChange(values.email, values.emailConfirmation, loginEmail);

  const leave = () => {
    setAsking(false);
    reset();
    onEditingChange(false);
  };

  const submit = async ({ email }: LoginEmailForm) => {
    const newEmail = normalizeEmail(email);
    try {
      const answer = await requestLoginEmailChange(newEmail);
      setSent({ email: newEmail, willNeedPassword: answer.willNeedPassword });
      reset();
      onEditingChange(false);
    } catch (error) {
      // Spec 01 §8: the server's message.
      toast.error(error instanceof ApiError ? (error.serverMessage ?? REQUEST_FAILED) : REQUEST_FAILED, { duration: 7000 });
    }
  };

  if (!editing) {
    return (
      <div className={styles.card} data-testid="login-view">
        {sent && (
          <div className={styles.notice} role="status">
            <p>
              Enviamos um link de confirmação para <strong>{sent.email}</strong>. O login só muda depois que você abrir esse link.
            </p>
            {sent.willNeedPassword && <p>Ao confirmar, você vai criar uma senha para entrar com o novo e-mail.</p>}
          </div>
        )}
        <dl className={styles.data}>
          <div>
            <dt>E-mail de login</dt>
            <dd>{loginEmail}</dd>
          </div>
        </dl>
        {canEdit && (
          <Button
            onClick={() => {
              reset();
              onEditingChange(true);
            }}
          >
            Alterar e-mail de login
          </Button>
        )}
      </div>
    );
  }

  const email = register('email');
  const confirmation = register('emailConfirmation');
  const { errors, isSubmitting } = formState;
  return (
    <form className={styles.card} onSubmit={handleSubmit(submit)} noValidate aria-label="Alterar e-mail de login">
      <p className={styles.current}>
        E-mail de login atual: <strong>{loginEmail}</strong>
      </p>
      <EmailPairFields
        label="Novo e-mail de login"
        confirmLabel="Confirme o novo e-mail de login"
        email={email}
        confirmation={confirmation}
        emailError={errors.email?.message}
        confirmationError={errors.emailConfirmation?.message}
      />
      <p className={styles.hint}>Enviaremos um link de confirmação para o novo e-mail.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!valid} loading={isSubmitting}>
          Enviar link de confirmação
        </Button>
      </div>
      <ConfirmDialog open={asking} {...DISCARD} onConfirm={leave} onCancel={() => setAsking(false)} />
    </form>
  );
}
