import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { isPortalRole, isStaffRole } from '@domain/roles';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { PASSWORD_MISMATCH } from '@domain/password';
import { fieldErrors } from '~/lib/api-call';
import { Button } from '~/components/ui/Button';
import { PasswordField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { updatePassword } from '../api/update-password';
import { passwordSchema, type PasswordValues } from '../schemas/password';
import { $user } from '../../../stores/user';
import { SecondFactorSection } from './SecondFactorSection';
import styles from './Password.module.css';

/**
 * /area-cliente/atualizar-senha — 'Redefinir senha' (spec 02 §2.9, §5, §8); for staff, also the
 * 'Verificação em duas etapas' section.
 */
export default function PasswordScreen() {
  const user = useStore($user);
  // Staff also manage their TOTP second factor here (security review, second round).
  const staff = Boolean(user && isPortalRole(user.role) && isStaffRole(user.role));
  // Opened from an e-mailed reset link (?t=…): that link proves who is here; otherwise the
  // current password does.
  const linkToken = useMemo(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('t')), []);
  const schema = useMemo(() => passwordSchema(!linkToken), [linkToken]);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: valibotResolver(schema),
    defaultValues: { currentPassword: '', password: '', confirmpassword: '' },
    mode: 'onTouched',
    criteriaMode: 'all',
  });

  const submit = async ({ currentPassword, password, confirmpassword }: PasswordValues) => {
    try {
      await updatePassword(linkToken ? { t: linkToken, password, confirmpassword } : { currentPassword, password, confirmpassword });
      toast.success(M.loggedPasswordChanged);
      reset();
    } catch (error) {
      // Spec 02 §8: a failed change toasts 'Falha na requisição', a 400 too; the server's reasons
      // for the fields (a wrong current password, a common password…) show under each field.
      toast.error(M.requestFailed);
      const fields = fieldErrors(error);
      let focus = true;
      for (const name of ['currentPassword', 'password', 'confirmpassword'] as const) {
        const message = fields[name];
        if (!message) continue;
        setError(name, { message }, { shouldFocus: focus });
        focus = false;
      }
    }
  };
  // Two different values also raise the spec's toast beside the field message.
  const invalid = () => {
    const { password, confirmpassword } = getValues();
    if (confirmpassword && confirmpassword !== password) toast.error(PASSWORD_MISMATCH.reset);
  };

  return (
    <section className={styles.screen} aria-labelledby="senha-title">
      <h1 id="senha-title">Redefinir senha</h1>
      <p className={styles.lead}>
        Escolha uma nova senha de acesso com pelo menos 8 caracteres. As outras sessões abertas com a senha antiga serão encerradas.
      </p>
      <form className={styles.card} onSubmit={handleSubmit(submit, invalid)} noValidate>
        {!linkToken && (
          <PasswordField
            label="Senha atual"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <PasswordField label="Nova senha" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <PasswordField
          label="Confirme a nova senha"
          autoComplete="new-password"
          error={errors.confirmpassword?.message}
          {...register('confirmpassword')}
        />
        <Button type="submit" loading={isSubmitting}>
          Salvar nova senha
        </Button>
      </form>
      {staff && <SecondFactorSection />}
    </section>
  );
}
