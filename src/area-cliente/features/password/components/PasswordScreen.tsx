import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { PASSWORD_MISMATCH } from '@domain/password';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/form';
import { toast } from '../../../components/toast';
import { updatePassword } from '../api/password';
import { passwordSchema, type PasswordValues } from '../schemas/password';
import styles from './Password.module.css';

/** /area-cliente/atualizar-senha — 'Redefinir senha' (spec 02 §2.9, §5, §8). */
export default function PasswordScreen() {
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: valibotResolver(passwordSchema),
    defaultValues: { password: '', confirmpassword: '' },
    mode: 'onTouched',
    criteriaMode: 'all',
  });

  const submit = async ({ password, confirmpassword }: PasswordValues) => {
    try {
      await updatePassword(password, confirmpassword);
      toast.success(M.loggedPasswordChanged);
      reset();
    } catch {
      toast.error(M.requestFailed);
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
    </section>
  );
}
