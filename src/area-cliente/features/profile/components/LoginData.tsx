import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { normalizeEmail } from '@domain/email';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { requestLoginEmailChange } from '../api/request-login-email-change';
import { confirmPasswordForLoginChange } from '../api/confirm-password-for-login-change';
import { loginEmailSchema, type LoginEmailForm } from '../schemas/profile';
import { canRequestLoginChange } from '../schemas/rules';
import { ConfirmDialog, DISCARD } from './ConfirmDialog';
import { EmailPairFields } from './EmailPairFields';
import { ReauthDialog } from './ReauthDialog';
import styles from './Profile.module.css';

const REQUEST_FAILED = 'Não foi possível solicitar a alteração do login. Por favor, tente novamente.';

export interface LoginDataProps {
  loginEmail: string;
  /** false without 'cadastro.editar': view mode only. */
  canEdit: boolean;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/** What the server says when the session needs a fresh proof of the credentials (403, details.fields.reauth). */
function reauthAsked(error: unknown): 'password' | 'google' | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const details = error.body?.error?.details as { fields?: { reauth?: unknown } } | undefined;
  const mode = details?.fields?.reauth;
  return mode === 'password' || mode === 'google' ? mode : null;
}

/**
 * 'Dados de login' (spec 01 §2.7, §5): a new login e-mail with its confirmation. The change
 * takes effect when the user opens the link the server e-mails to the new address, which
 * lands on the home page with `success` (the toast of §2.8). Before the link is sent, a dialog
 * asks the current password (POST /api/user/login/reauth); a Google-only account is asked to sign
 * in again with Google. The server also tells the old address, with a link that cancels.
 */
export function LoginData({ loginEmail, canEdit, editing, onEditingChange }: LoginDataProps) {
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<{ email: string; willNeedPassword: boolean } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [reauth, setReauth] = useState<{ mode: 'password' | 'google'; text?: string }>({ mode: 'password' });
  const { register, handleSubmit, reset, watch, formState } = useForm<LoginEmailForm>({
    resolver: valibotResolver(loginEmailSchema(loginEmail)),
    defaultValues: { email: '', emailConfirmation: '' },
    mode: 'onTouched',
  });
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() re-renders on each keystroke on purpose (the button's state); no React Compiler here
  const values = watch();
  const valid = canRequestLoginChange(values.email, values.emailConfirmation, loginEmail);

  const leave = () => {
    setAsking(false);
    reset();
    onEditingChange(false);
  };

  const fail = (error: unknown) => {
    setPending(null);
    // Spec 01 §8: the server's message.
    toast.error(error instanceof ApiError ? (error.serverMessage ?? REQUEST_FAILED) : REQUEST_FAILED, { duration: 7000 });
  };

  /** Asks for the change; false when the server wants a fresh proof of the credentials first. */
  const send = async (newEmail: string): Promise<boolean> => {
    try {
      const answer = await requestLoginEmailChange(newEmail);
      setPending(null);
      setSent({ email: newEmail, willNeedPassword: answer.willNeedPassword });
      reset();
      onEditingChange(false);
      return true;
    } catch (error) {
      const mode = reauthAsked(error);
      if (!mode) fail(error);
      else setReauth({ mode, text: (error as ApiError).serverMessage });
      return false;
    }
  };

  const submit = ({ email }: LoginEmailForm) => {
    setReauth({ mode: 'password' });
    setPending(normalizeEmail(email));
  };

  const confirm = async (currentPassword: string): Promise<string | undefined> => {
    if (!pending) return undefined;
    try {
      await confirmPasswordForLoginChange(currentPassword);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) return error.serverMessage ?? REQUEST_FAILED;
      // 409: a Google-only account has no password; a recent Google sign-in is the proof.
      if (error instanceof ApiError && error.status === 409) {
        await send(pending);
        return undefined;
      }
      fail(error);
      return undefined;
    }
    await send(pending);
    return undefined;
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
  const { errors } = formState;
  return (
    <>
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
          <Button type="submit" disabled={!valid || pending !== null}>
            Enviar link de confirmação
          </Button>
        </div>
        <ConfirmDialog open={asking} {...DISCARD} onConfirm={leave} onCancel={() => setAsking(false)} />
      </form>
      <ReauthDialog
        open={pending !== null}
        mode={reauth.mode}
        googleText={reauth.text}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
