import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button } from '~/components/ui/Button';
import { TextField } from '~/components/ui/form';
import { sendEmailSchema, type SendEmailValues } from '../schemas/send-email';
import styles from './Invoices.module.css';

interface Props {
  /** The registered e-mail the field starts with (spec 01 §5). */
  initialEmail: string;
  /** Attendant-only: the registered e-mail, not editable (spec 01 §6). */
  readOnly: boolean;
  onSend: (email: string) => Promise<void>;
  onCancel: () => void;
}

/** The e-mail form of the send panels: validated as typed; 'Enviar' only when valid (spec 01 §5). */
export function SendEmailForm({ initialEmail, readOnly, onSend, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting, isDirty },
  } = useForm<SendEmailValues, unknown, { email: string }>({
    resolver: valibotResolver(sendEmailSchema),
    defaultValues: { email: initialEmail },
    mode: 'onChange',
  });

  // The registered e-mail can arrive after the panel opened: fill it in unless the user typed.
  useEffect(() => {
    if (!isDirty) reset({ email: initialEmail });
  }, [initialEmail, isDirty, reset]);

  return (
    <form className={styles.panelForm} onSubmit={handleSubmit(({ email }) => onSend(email))} noValidate>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={readOnly}
        hint={readOnly ? 'A fatura é enviada para o e-mail cadastrado do cliente.' : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.panelActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          Enviar
        </Button>
      </div>
    </form>
  );
}
