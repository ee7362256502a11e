import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Button } from '~/components/ui/Button';
import { PasswordField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { FormShell } from './FormShell';
import styles from './Login.module.css';

export interface NewPasswordFormProps<T extends FieldValues> {
  title: string;
  description: string;
  schema: v.GenericSchema<T, T>;
  confirmName: Path<T>;
  /** Toast when the submit is refused because the two values differ. */
  mismatchToast: string;
  submitLabel: string;
  send: (values: T) => Promise<{ message?: string }>;
  successMessage: string;
  failureMessage: string;
  onDone: () => void;
  onBack: () => void;
  focusOnMount: boolean;
}

/**
 * Reset password (query t) and create password (/passwordcreate?t=) share this form: a new
 * password and its confirmation, sent with the e-mailed one-time token (spec 04 §5, §8).
 */
export function NewPasswordForm<T extends FieldValues>(props: NewPasswordFormProps<T>) {
  const {
    title,
    description,
    schema,
    confirmName,
    mismatchToast,
    submitLabel,
    send,
    successMessage,
    failureMessage,
    onDone,
    onBack,
    focusOnMount,
  } = props;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<T>({ resolver: valibotResolver(schema), mode: 'onTouched', criteriaMode: 'all' });

  const submit = async (values: T) => {
    try {
      const answer = await send(values);
      toast.success(answer.message ?? successMessage, { duration: 7000 });
      onDone();
    } catch (error) {
      toast.error((error instanceof ApiError && error.status < 500 && error.serverMessage) || failureMessage, { duration: 7000 });
    }
  };
  // Submitting two different values also raises the spec's toast, beside the field message.
  const invalid = () => {
    const password = getValues('password' as Path<T>) as unknown;
    const confirmation = getValues(confirmName) as unknown;
    if (typeof confirmation === 'string' && confirmation !== '' && confirmation !== password) toast.error(mismatchToast);
  };

  return (
    <FormShell title={title} description={<p>{description}</p>} onBack={onBack} focusOnMount={focusOnMount}>
      <form onSubmit={handleSubmit(submit, invalid)} noValidate>
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          hint="Mínimo de 8 caracteres."
          error={errors['password']?.message as string | undefined}
          {...register('password' as Path<T>)}
        />
        <PasswordField
          label="Confirme a nova senha"
          autoComplete="new-password"
          error={errors[confirmName]?.message as string | undefined}
          {...register(confirmName)}
        />
        <div className={styles.actions}>
          <Button type="submit" block loading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormShell>
  );
}
