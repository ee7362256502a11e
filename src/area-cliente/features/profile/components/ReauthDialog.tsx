import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, buttonClass } from '~/components/ui/Button';
import { PasswordField } from '~/components/ui/form';
import { Modal } from '~/components/ui/modal';
import { reauthSchema, type ReauthForm } from '../schemas/profile';

export interface ReauthDialogProps {
  open: boolean;
  /** 'google': the account has no password; it signs in again with Google instead. */
  mode: 'password' | 'google';
  /** The server's text for a Google-only account. */
  googleText?: string | undefined;
  /** Answers the server's refusal of the password, shown under the field. */
  onConfirm: (currentPassword: string) => Promise<string | undefined>;
  onCancel: () => void;
}

const FORM_ID = 'login-reauth-form';

/**
 * The step-up of the login e-mail change (docs/security.md, "Cross-site requests and the login
 * e-mail"): the current password before the confirmation link is sent; a Google-only account is
 * told to sign in again with Google (a fresh sign-in counts for 5 minutes).
 */
export function ReauthDialog({ open, mode, googleText, onConfirm, onCancel }: ReauthDialogProps) {
  const { register, handleSubmit, reset, setError, formState } = useForm<ReauthForm>({
    resolver: valibotResolver(reauthSchema),
    defaultValues: { currentPassword: '' },
  });
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  if (mode === 'google')
    return (
      <Modal
        open={open}
        title="Confirme que é você"
        onClose={onCancel}
        actions={
          <>
            <Button variant="secondary" onClick={onCancel}>
              Fechar
            </Button>
            <a className={buttonClass('primary')} href="/session/google">
              Entrar com o Google
            </a>
          </>
        }
      >
        <p>{googleText}</p>
      </Modal>
    );

  const { errors, isSubmitting } = formState;
  return (
    <Modal
      open={open}
      title="Confirme sua senha"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Confirmar
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        onSubmit={handleSubmit(async ({ currentPassword }) => {
          const refused = await onConfirm(currentPassword);
          if (refused) setError('currentPassword', { message: refused }, { shouldFocus: true });
        })}
        noValidate
      >
        <p>Para trocar o e-mail de login, digite a senha que você usa hoje para entrar.</p>
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      </form>
    </Modal>
  );
}
